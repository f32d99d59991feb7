import type { Level } from "@rulekit/reactor";
import { LEVEL_LIBRARY, type LibraryEntry } from "./level-library.ts";

/** A tutorial of the shipped series (levels/reactor/NN-name.json, as @rulekit/levels ships them). */
export interface Tutorial extends LibraryEntry {
  /** "1 · Flow and consumers": the number and what it teaches, from the file name. */
  label: string;
}

const TUTORIAL_FILE = /^(\d\d)-([a-z0-9-]+)\.json$/;

/** "01-flow-and-consumers.json" → "1 · Flow and consumers"; null for any other name. */
export function tutorialLabel(name: string): string | null {
  const match = TUTORIAL_FILE.exec(name);
  if (!match) return null;
  const words = (match[2] as string).replace(/-/g, " ");
  return `${Number(match[1])} · ${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

export const TUTORIALS: Tutorial[] = LEVEL_LIBRARY.flatMap((entry) => {
  const label = tutorialLabel(entry.name);
  return label ? [{ ...entry, label }] : [];
});

/**
 * A tutorial as the start of a level of one's own: its own id, title and file name, so saving it never
 * looks like the shipped tutorial. Everything else (map, props, rule events, balance) is the tutorial's.
 */
export function levelFromTutorial(tutorial: Level, name: string): { level: Level; fileName: string } {
  const base = name.replace(/\.json$/, "");
  return {
    level: {
      ...tutorial,
      meta: { ...tutorial.meta, id: `${tutorial.meta.id}-copy`, title: `${tutorial.meta.title} (my copy)` },
    },
    fileName: `${base}-copy.json`,
  };
}

type Loader = (json: unknown) => Promise<{ ok: true; level: Level } | { ok: false }>;

/** The first tutorial, opened as it ships (where the editor starts with no work to restore), or null. */
export async function firstTutorial(load: Loader): Promise<{ level: Level; fileName: string } | null> {
  const first = TUTORIALS[0];
  if (!first) return null;
  try {
    const loaded = await load(await first.load());
    return loaded.ok ? { level: loaded.level, fileName: first.name } : null;
  } catch {
    return null;
  }
}
