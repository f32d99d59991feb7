/**
 * The level files shipped in the repository's `levels/reactor/` folder, loaded on demand (Vite's
 * import.meta.glob; the Vite config allows reading the repository root). Each file still goes through
 * the engine's loader when opened, exactly like a file from disk.
 */
const FILES = import.meta.glob<unknown>(
  [
    "../../../../../../levels/reactor/**/*.json",
    // Recorded action lists (solutions, losing lines), proofs and the pack index live next to the levels; they are
    // not levels. (Negative patterns resolve from this file, like the positive one.)
    "!../../../../../../levels/reactor/**/*.solution.json",
    "!../../../../../../levels/reactor/**/*.lose.json",
    "!../../../../../../levels/reactor/**/*.actions.json",
    "!../../../../../../levels/reactor/**/*.proof.json",
    "!../../../../../../levels/reactor/pack.json",
  ],
  { import: "default" },
);

export interface LibraryEntry {
  /** Path below levels/reactor/, e.g. "tutorial/01-first-light.json". */
  name: string;
  load: () => Promise<unknown>;
}

export const LEVEL_LIBRARY: LibraryEntry[] = Object.entries(FILES)
  .map(([path, load]) => ({ name: path.replace(/^.*\/levels\/reactor\//, ""), load }))
  .sort((a, b) => a.name.localeCompare(b.name));
