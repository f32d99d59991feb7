import { parseJsonText } from "@rulekit/core";
import { z } from "zod";
import { SUBMISSION_LIMITS, type Submission, sourceHashOf } from "../submission/load-submission.js";
import { parseManifest } from "../submission/manifest.js";
import { relativePathProblem } from "../submission/names.js";

/**
 * A submission as the workers get it: what the arena grades (ott.json's manifest and every file
 * under bot/) with its source hash, as one JSON text. A worker never trusts it: the text is read
 * within bounds, every path is checked with the submission rules, and the hash is computed again
 * from the files before anything is built (verifySnapshot).
 */
export const SNAPSHOT_FORMAT = "rulekit-arena-snapshot";

/** A snapshot's text is base64 (4/3 of the bytes) plus names and JSON: this bounds it. */
export const SNAPSHOT_MAX_CHARS = Math.ceil((SUBMISSION_LIMITS.maxBytes * 4) / 3) + 4 * 1024 * 1024;

const SnapshotSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(1),
  sourceHash: z.string(),
  manifest: z.record(z.string(), z.unknown()),
  files: z.array(z.object({ path: z.string(), content: z.base64() })).max(SUBMISSION_LIMITS.maxFiles),
});

export function encodeSnapshot(submission: Submission): string {
  return JSON.stringify({
    format: SNAPSHOT_FORMAT,
    version: 1,
    sourceHash: submission.sourceHash,
    manifest: submission.manifest,
    files: submission.files.map((file) => ({ path: file.path, content: file.content.toString("base64") })),
  });
}

/** A snapshot that does not hold what it should (a machinery fault: the job is retried, never the bot's loss). */
export class SnapshotError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SnapshotError";
  }
}

/**
 * The submission a snapshot holds, once it is shown to be the one expected: well formed, every path
 * a valid path inside bot/, no path twice nor both a file and a folder, within the submission
 * bounds, and the source hash recomputed from the files equal to `expectedHash`. `name` is the name
 * the tournament gives the bot; `dir` only labels it.
 */
export function verifySnapshot(text: string | null, expectedHash: string, name: string): Submission {
  if (text === null) throw new SnapshotError(`the snapshot of ${expectedHash} is not in the store`);
  if (text.length > SNAPSHOT_MAX_CHARS) throw new SnapshotError("the snapshot is too large");
  const json = parseJsonText(text, { maxChars: SNAPSHOT_MAX_CHARS, maxDepth: 16 });
  if (!json.ok) throw new SnapshotError("the snapshot is not JSON");
  const parsed = SnapshotSchema.safeParse(json.value);
  if (!parsed.success) throw new SnapshotError("the snapshot is not a snapshot");
  const manifest = parseManifest(parsed.data.manifest);
  if (!manifest.ok) throw new SnapshotError("the snapshot's manifest is not valid");
  const seen = new Set<string>();
  let total = 0;
  const files = parsed.data.files.map((file) => {
    const problem = relativePathProblem(file.path);
    if (problem) throw new SnapshotError(`a snapshot path ${problem}`);
    if (seen.has(file.path)) throw new SnapshotError("a snapshot path appears twice");
    seen.add(file.path);
    const content = Buffer.from(file.content, "base64");
    total += content.length;
    return { path: file.path, content };
  });
  for (const path of seen) {
    const parts = path.split("/");
    for (let i = 1; i < parts.length; i++) {
      if (seen.has(parts.slice(0, i).join("/")))
        throw new SnapshotError("a snapshot path is both a file and a folder");
    }
  }
  if (total > SUBMISSION_LIMITS.maxBytes) throw new SnapshotError("the snapshot holds too many bytes");
  if (!files.some((file) => file.path === manifest.value.entry)) {
    throw new SnapshotError("the snapshot has no entry file");
  }
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const hash = sourceHashOf(manifest.value, sorted);
  if (hash !== expectedHash || parsed.data.sourceHash !== expectedHash) {
    throw new SnapshotError(`the snapshot's files hash to ${hash}, not ${expectedHash}`);
  }
  return {
    dir: `(snapshot ${expectedHash.slice(0, 19)})`,
    name,
    manifest: manifest.value,
    files: sorted,
    sourceHash: hash,
  };
}
