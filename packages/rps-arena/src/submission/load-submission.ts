import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { formatIssues, stableStringify } from "@rulekit/core";
import { type Manifest, parseManifest } from "./manifest.js";

/** A bot folder in the submission layout: `ott.json` + `bot/` (the only files graded). */
export interface Submission {
  /** Absolute path of the folder. */
  dir: string;
  name: string;
  manifest: Manifest;
  /** Every file under bot/, sorted by path (POSIX separators), with its bytes. */
  files: { path: string; content: Buffer }[];
  /** `sha256:<hex>` over the manifest's language and entry and every file's path and content. */
  sourceHash: string;
}

/** A folder that is not a valid submission (the message names the file and the problem). */
export class SubmissionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SubmissionError";
  }
}

/** Bounds on what a submission may hold (files are copied into a private snapshot per run). */
export const SUBMISSION_LIMITS = { maxFiles: 2000, maxBytes: 16 * 1024 * 1024 } as const;

/**
 * Reads a submission folder: validates `ott.json`, reads every regular file under `bot/` (symbolic
 * links and special files are refused, so a bot cannot smuggle a host path into its sandbox) and
 * computes the source hash.
 */
export function loadSubmission(folder: string): Submission {
  const dir = resolve(folder);
  let isFolder: boolean;
  try {
    isFolder = statSync(dir).isDirectory();
  } catch {
    throw new SubmissionError(`${dir}: no such folder`);
  }
  if (!isFolder) throw new SubmissionError(`${dir}: is a file, expected a bot folder (ott.json + bot/)`);
  const manifestPath = join(dir, "ott.json");
  let raw: string;
  try {
    raw = readFileSync(manifestPath, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new SubmissionError(
      `${manifestPath}: ${code === "ENOENT" ? "missing (a bot folder needs ott.json and bot/)" : (error as Error).message}`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new SubmissionError(`${manifestPath}: not valid JSON: ${(error as Error).message}`);
  }
  const parsed = parseManifest(data);
  if (!parsed.ok) throw new SubmissionError(`${manifestPath}: ${formatIssues(parsed.issues, 3)}`);
  const manifest = parsed.value;
  const botDir = join(dir, "bot");
  const files = readTree(botDir);
  if (!files.some((f) => f.path === manifest.entry.replaceAll("\\", "/"))) {
    throw new SubmissionError(`${join(botDir, manifest.entry)}: entry file not found`);
  }
  return {
    dir,
    name: manifest.name ?? basename(dir),
    manifest,
    files,
    sourceHash: sourceHashOf(manifest, files),
  };
}

/** Stable hash of what is graded: the language, the entry and every file under bot/. */
export function sourceHashOf(
  manifest: Manifest,
  files: readonly { path: string; content: Buffer }[],
): string {
  const hash = createHash("sha256");
  hash.update(stableStringify({ language: manifest.language, entry: manifest.entry }));
  for (const file of files) {
    hash.update(`\n${file.path}\0${createHash("sha256").update(file.content).digest("hex")}`);
  }
  return `sha256:${hash.digest("hex")}`;
}

function readTree(root: string): { path: string; content: Buffer }[] {
  const out: { path: string; content: Buffer }[] = [];
  let total = 0;
  const walk = (dir: string, prefix: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir).sort();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new SubmissionError(
        `${dir}: ${code === "ENOENT" ? "missing (the bot's source goes in bot/)" : (error as Error).message}`,
      );
    }
    for (const name of entries) {
      const path = join(dir, name);
      const rel = prefix ? `${prefix}/${name}` : name;
      const stat = lstatSync(path);
      if (stat.isDirectory()) walk(path, rel);
      else if (stat.isFile()) {
        if (out.length >= SUBMISSION_LIMITS.maxFiles) {
          throw new SubmissionError(`${root}: more than ${SUBMISSION_LIMITS.maxFiles} files`);
        }
        total += stat.size;
        if (total > SUBMISSION_LIMITS.maxBytes) {
          throw new SubmissionError(`${root}: more than ${SUBMISSION_LIMITS.maxBytes} bytes of source`);
        }
        out.push({ path: rel, content: readFileSync(path) });
      } else {
        throw new SubmissionError(`${path}: only regular files and folders are allowed in bot/ (no links)`);
      }
    }
  };
  walk(root, "");
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
