/**
 * Replays shipped in the repository's levels/rps-grid/replays/ (real `rulekit rps match` records of the
 * sample bots), loaded on demand. Each is checked by the engine when opened, like a file from disk.
 */
const FILES = import.meta.glob<unknown>("../../../../../levels/rps-grid/replays/*.json", {
  import: "default",
});

export interface SampleReplay {
  /** File name without `.json`. */
  name: string;
  title: string;
  load: () => Promise<unknown>;
}

/** "classic-python-vs-cpp" → "classic: python vs cpp". */
export function sampleTitle(name: string): string {
  const [rules, ...rest] = name.split(/-(?=[a-z]+-vs-)/);
  return rest.length ? `${rules}: ${rest.join(" ").replace(/-/g, " ")}` : name.replace(/-/g, " ");
}

export const SAMPLE_REPLAYS: SampleReplay[] = Object.entries(FILES)
  .map(([path, load]) => {
    const name = path.slice(path.lastIndexOf("/") + 1).replace(/\.json$/, "");
    return { name, title: sampleTitle(name), load };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
