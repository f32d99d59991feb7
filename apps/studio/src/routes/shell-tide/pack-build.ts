import { formatIssues } from "@rulekit/core";
import { type Level, parseLevel } from "@rulekit/shell-tide";

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

/**
 * The Full Rescue v2 pack from its level files, each through the engine's `parseLevel`: a broken file is
 * reported, never played. Runs when the studio is built (vite/shell-tide-pack.ts), so the pages get levels
 * that are already checked and never load the parser (or zod) for them.
 */
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
