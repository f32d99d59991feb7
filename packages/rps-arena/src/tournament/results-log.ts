import { closeSync, constants, lstatSync, mkdirSync, openSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";
import { parseJsonText } from "@rulekit/core";
import { OpenFolder } from "../submission/no-follow.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { type MatchSummary, parseMatchSummary } from "./match-summary.js";

/** Files of a tournament folder. */
export const TOURNAMENT_FILES = {
  manifest: "tournament.json",
  results: "results.jsonl",
  /** Recorded results that did not verify on resume, set aside (never counted). */
  rejected: "results.rejected.jsonl",
  summary: "summary.json",
  replays: "replays",
} as const;

/** Bounds on what resume reads back: the files are on disk, so anyone may have written them. */
export const RESULTS_LIMITS = {
  lineChars: 256 * 1024,
  lineDepth: 16,
  fileBytes: 256 * 1024 * 1024,
  replayBytes: 64 * 1024 * 1024,
  manifestBytes: 1024 * 1024,
} as const;

/** One complete line of results.jsonl: its text and, when it is a well-formed summary, the summary. */
export interface ResultLine {
  text: string;
  summary: MatchSummary | null;
}

/**
 * Reads `relative` (`results.jsonl`, `replays/<key>.json`) inside the tournament folder without
 * following a link below the folder and within `maxBytes`; null when it does not exist. Throws
 * (a message saying what is wrong, without the path) when it is a link, not a regular file or too large.
 */
export function readTournamentFile(dir: string, relative: string, maxBytes: number): Buffer | null {
  const parts = relative.split("/");
  const opened: OpenFolder[] = [];
  try {
    opened.push(OpenFolder.open(dir, true));
    for (const part of parts.slice(0, -1)) opened.push(opened.at(-1)!.folder(part));
    const read = opened.at(-1)!.readFile(parts.at(-1)!, maxBytes);
    if (!read.ok) throw new Error(read.problem);
    return read.content;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP" || code === "ENOTDIR") throw new Error("is a symbolic link or not a regular file");
    throw error;
  } finally {
    for (const folder of opened) folder.close();
  }
}

/**
 * Every complete line of results.jsonl, in file order, each parsed within bounds and checked
 * against the summary schema (a line that is not gets `summary: null`). A last line cut short by
 * an interruption is dropped, and removed from the file so the next append starts on a fresh line.
 */
export function readResultLines(dir: string): ResultLine[] {
  const path = join(dir, TOURNAMENT_FILES.results);
  const content = readTournamentFile(dir, TOURNAMENT_FILES.results, RESULTS_LIMITS.fileBytes);
  if (content === null) return [];
  const text = content.toString("utf8");
  const lines = text.split("\n");
  // After the last "\n" comes either "" (a complete file) or a line cut short: both are dropped.
  const complete = lines.slice(0, -1);
  if (!text.endsWith("\n") && text.length > 0) {
    writeTournamentFile(path, complete.length > 0 ? `${complete.join("\n")}\n` : "");
  }
  return complete
    .filter((line) => line.trim() !== "")
    .map((line) => ({ text: line, summary: parseLine(line) }));
}

/** The summaries of results.jsonl that are well formed, in file order (not verified: see resume). */
export function readResults(dir: string): MatchSummary[] {
  return readResultLines(dir).flatMap((line) => (line.summary ? [line.summary] : []));
}

function parseLine(line: string): MatchSummary | null {
  const json = parseJsonText(line, {
    maxChars: RESULTS_LIMITS.lineChars,
    maxDepth: RESULTS_LIMITS.lineDepth,
  });
  if (!json.ok) return null;
  const summary = parseMatchSummary(json.value);
  return summary.ok ? summary.value : null;
}

/** Appends one finished match as one line (O_APPEND: a crash loses at most this line). */
export function appendResult(dir: string, summary: MatchSummary): void {
  mkdirSync(dir, { recursive: true });
  appendLines(join(dir, TOURNAMENT_FILES.results), `${JSON.stringify(summary)}\n`);
}

/**
 * Writes a file of the tournament folder atomically. The shared writeFileAtomic writes through a
 * symbolic link to a file (right for a path the operator names, wrong for one inside this folder,
 * where a planted link would aim a root-run tournament at any file): a link here is removed first.
 */
export function writeTournamentFile(path: string, text: string): void {
  if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(path);
  writeFileAtomic(path, text);
}

/** Appends text to a file of the tournament folder, never through a symbolic link (O_NOFOLLOW). */
export function appendLines(path: string, text: string): void {
  const fd = openSync(
    path,
    constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW,
    0o644,
  );
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}
