import { formatIssues } from "@rulekit/core";
import { type Level, parseLevel } from "@rulekit/shell-tide";

/**
 * The Full Rescue v2 pack, read at build time from the repository's `levels/` folder (Vite's
 * import.meta.glob; the Vite config allows the repo root). Each file goes through `parseLevel`, so a
 * broken file is reported instead of played. The pack's proof document is the designer view's alone
 * (levels/pack-proof.ts): the playable never loads it.
 */
const LEVEL_FILES = import.meta.glob<unknown>(
  "../../../../../levels/shell-tide/full-rescue-v2/level-*.json",
  {
    eager: true,
    import: "default",
  },
);

export interface PackLevel {
  /** 1-based number from the file name (level-01.json → 1). */
  number: number;
  file: string;
  level: Level;
}

export interface Pack {
  levels: PackLevel[];
  /** One line per file that failed validation. */
  problems: string[];
}

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

export function buildPack(files: Record<string, unknown>): Pack {
  const levels: PackLevel[] = [];
  const problems: string[] = [];
  for (const path of Object.keys(files).sort()) {
    const file = fileName(path);
    const number = Number(/level-(\d+)\.json$/.exec(file)?.[1]);
    const parsed = parseLevel(files[path]);
    if (!parsed.ok) problems.push(`${file}: ${formatIssues(parsed.issues)}`);
    else if (Number.isInteger(number)) levels.push({ number, file, level: parsed.value });
  }
  levels.sort((a, b) => a.number - b.number);
  return { levels, problems };
}

let cached: Pack | undefined;

export function loadPack(): Pack {
  cached ??= buildPack(LEVEL_FILES);
  return cached;
}
