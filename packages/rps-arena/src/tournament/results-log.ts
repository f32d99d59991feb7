import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomic } from "../util/atomic-write.js";
import type { MatchSummary } from "./standings.js";

/** Files of a tournament folder. */
export const TOURNAMENT_FILES = {
  manifest: "tournament.json",
  results: "results.jsonl",
  summary: "summary.json",
  replays: "replays",
} as const;

/**
 * Every match summary recorded so far, in file order. A last line cut short by an interruption is
 * dropped (and removed from the file, so the next append starts on a fresh line).
 */
export function readResults(dir: string): MatchSummary[] {
  const path = join(dir, TOURNAMENT_FILES.results);
  if (!existsSync(path)) return [];
  const text = readFileSync(path, "utf8");
  const lines = text.split("\n");
  // After the last "\n" comes either "" (a complete file) or a line cut short: both are dropped.
  const complete = lines.slice(0, -1);
  const out: MatchSummary[] = [];
  for (const line of complete) {
    if (line.trim() === "") continue;
    try {
      out.push(JSON.parse(line) as MatchSummary);
    } catch {
      // a damaged line: that match is simply played again
    }
  }
  if (!text.endsWith("\n") && text.length > 0) {
    writeFileAtomic(path, complete.length > 0 ? `${complete.join("\n")}\n` : "");
  }
  return out;
}

/** Appends one finished match as one line (O_APPEND: a crash loses at most this line). */
export function appendResult(dir: string, summary: MatchSummary): void {
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, TOURNAMENT_FILES.results), `${JSON.stringify(summary)}\n`);
}
