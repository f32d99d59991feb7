import { createHash } from "node:crypto";
import { basename, join, resolve } from "node:path";
import { formatIssues, inertText, parseJsonText, stableStringify } from "@rulekit/core";
import { type Manifest, parseManifest } from "./manifest.js";
import { NAME_LIMITS } from "./names.js";
import { OpenFolder } from "./no-follow.js";
import { readTree } from "./read-tree.js";
import { SubmissionError } from "./submission-error.js";

export { SubmissionError };

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

/** Bounds on what a submission may hold (files are copied into a private snapshot per run). */
export const SUBMISSION_LIMITS = {
  /** Files and folders under bot/. */
  maxFiles: 2000,
  maxBytes: 16 * 1024 * 1024,
  manifestBytes: 64 * 1024,
  ...NAME_LIMITS,
} as const;

const MANIFEST = "ott.json";
const BOT = "bot";
/** ott.json is a flat object; a little nesting is allowed for unknown fields. */
const MANIFEST_MAX_DEPTH = 16;

/**
 * Reads a submission folder: validates `ott.json` and every name under `bot/`, reads every regular
 * file under `bot/` and computes the source hash. Symbolic links are refused everywhere (ott.json,
 * bot/ and below, checked on the open file so a link swapped in cannot win), as are special files,
 * hard-linked files and names that could pass for an option or a path, so a bot cannot bring a host
 * path into its sandbox nor into a tool's arguments. Only the folder itself may be reached
 * through a link (it is the operator's argument).
 */
export function loadSubmission(folder: string): Submission {
  const dir = resolve(folder);
  let root: OpenFolder;
  try {
    root = OpenFolder.open(dir, true);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOTDIR") {
      throw new SubmissionError(`${dir}: is a file, expected a bot folder (ott.json + bot/)`, "not_a_folder");
    }
    if (code === "ENOENT") throw new SubmissionError(`${dir}: no such folder`, "not_a_folder");
    throw new SubmissionError(`${dir}: cannot open the folder (${code ?? "error"})`, "not_a_folder");
  }
  try {
    const manifest = readManifest(root, join(dir, MANIFEST));
    const botDir = join(dir, BOT);
    let files: { path: string; content: Buffer }[];
    try {
      files = readTree(root, BOT, botDir, SUBMISSION_LIMITS);
    } catch (error) {
      if (error instanceof SubmissionError) throw new SubmissionError(error.message, "refused", manifest);
      throw error;
    }
    if (!files.some((f) => f.path === manifest.entry)) {
      throw new SubmissionError(`${join(botDir, manifest.entry)}: entry file not found`, "refused", manifest);
    }
    return {
      dir,
      name: manifest.name ?? defaultName(dir),
      manifest,
      files,
      sourceHash: sourceHashOf(manifest, files),
    };
  } finally {
    root.close();
  }
}

/** The folder's name, made printable and bounded: a bot's name is shown everywhere. */
export function defaultName(dir: string): string {
  return inertText(basename(dir), { maxChars: NAME_LIMITS.maxDisplayName }) || "bot";
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

function readManifest(root: OpenFolder, path: string): Manifest {
  const read = readEntry(
    root,
    MANIFEST,
    path,
    SUBMISSION_LIMITS.manifestBytes,
    "a bot folder needs ott.json and bot/",
  );
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(read);
  } catch {
    throw new SubmissionError(`${path}: is not UTF-8 text`);
  }
  const parsed = parseJsonText(text, {
    maxDepth: MANIFEST_MAX_DEPTH,
    maxChars: SUBMISSION_LIMITS.manifestBytes,
  });
  if (!parsed.ok) {
    const issue = parsed.issues[0]!;
    // JSON.parse's message quotes the text it read: say where, never what.
    const where = /position (\d+)/.exec(issue.message);
    const what =
      issue.code === "invalid_json"
        ? `not valid JSON${where ? ` (at offset ${where[1]})` : ""}`
        : `not a bot manifest: it ${issue.message}`;
    throw new SubmissionError(`${path}: ${what}`);
  }
  const manifest = parseManifest(parsed.value);
  if (!manifest.ok) throw new SubmissionError(`${path}: ${formatIssues(manifest.issues, 3)}`);
  return manifest.value;
}

/** A regular file directly in the submission folder (no link, no FIFO), read within `maxBytes`. */
function readEntry(root: OpenFolder, name: string, path: string, maxBytes: number, missing: string): Buffer {
  let result: ReturnType<OpenFolder["readFile"]>;
  try {
    result = root.readFile(name, maxBytes);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new SubmissionError(`${path}: missing (${missing})`);
    if (code === "ELOOP") throw new SubmissionError(`${path}: is a symbolic link (links are refused)`);
    throw new SubmissionError(`${path}: cannot be read (${code ?? "error"})`);
  }
  if (!result.ok) throw new SubmissionError(`${path}: ${result.problem}`);
  return result.content;
}
