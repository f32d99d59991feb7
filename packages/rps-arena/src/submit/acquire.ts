import { lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import {
  loadSubmission,
  SUBMISSION_LIMITS,
  type Submission,
  sourceHashOf,
} from "../submission/load-submission.js";
import { OpenFolder } from "../submission/no-follow.js";
import { SubmissionError } from "../submission/submission-error.js";
import { type FetchedCommit, fetchGitCommit, type GitFetchLimits, type TreeEntry } from "./git-fetch.js";
import { isSourceFile } from "./source-files.js";

/** A submission as it was taken in: what is graded, where it came from, what was left out. */
export interface AcquiredSubmission {
  /** Only the language's source files under bot/, hashed as the arena hashes them. */
  submission: Submission;
  /** ott.json as the author wrote it. */
  manifestText: Buffer;
  /** The commit id for a git source, null for a plain folder. */
  commit: string | null;
  /** Paths under bot/ kept (sources) and dropped (anything else). */
  kept: string[];
  dropped: string[];
}

/** Where a submission comes from: a git repository (by URL or local path) or a plain folder. */
export type SubmissionSource = { kind: "git"; url: string } | { kind: "folder"; dir: string };

const URL_LIKE = /^(file|https?|ssh|git):\/\//;
const SCP_LIKE = /^[\w.-]+@[\w.-]+:/;

/**
 * A URL is a git source; so is a local folder that is a repository (it has `.git`, or is a bare
 * one: `HEAD` and `objects/`), fetched through `file://` like any remote. Any other folder is
 * taken as it is. No git command ever runs inside the folder (its configuration could run one).
 */
export function classifySource(source: string): SubmissionSource {
  if (URL_LIKE.test(source) || SCP_LIKE.test(source)) return { kind: "git", url: source };
  const dir = resolve(source);
  const has = (name: string) => lstatSync(join(dir, name), { throwIfNoEntry: false }) !== undefined;
  if (has(".git") || (has("HEAD") && has("objects"))) return { kind: "git", url: `file://${dir}` };
  return { kind: "folder", dir };
}

/**
 * Takes a submission in: fetches the commit (git) or reads the folder, checks it with the arena's
 * own submission rules (loadSubmission: `ott.json` at the root, names, depth, counts, sizes, and no
 * link of any kind — a git symlink is written out as a link precisely so that the same rule refuses
 * it; a submodule is refused here), then keeps only the language's source files under bot/.
 * Throws SubmissionError (`refused`) for a submission the rules refuse, GitFetchError when the
 * repository or ref cannot be fetched or is too large.
 */
export function acquireSubmission(
  source: SubmissionSource,
  ref: string,
  limits: GitFetchLimits,
): AcquiredSubmission {
  if (source.kind === "folder") {
    const submission = loadSubmission(source.dir);
    return keepSources(submission, readManifestText(source.dir), null);
  }
  // Only ott.json and bot/ are listed, and no more of them than a submission may hold.
  const fetched = fetchGitCommit(source.url, ref, {
    ...limits,
    roots: ["ott.json", "bot"],
    maxEntries: limits.maxEntries ?? SUBMISSION_LIMITS.maxFiles + 2,
    maxDepth: limits.maxDepth ?? SUBMISSION_LIMITS.maxDepth + 1,
  });
  const tree = mkdtempSync(join(tmpdir(), "rulekit-submission-"));
  try {
    writeTree(fetched, tree);
    let submission: Submission;
    try {
      submission = loadSubmission(tree);
    } catch (error) {
      // Say where, in the repository's terms rather than a temporary folder's.
      if (error instanceof SubmissionError) {
        throw new SubmissionError(
          error.message.split(tree).join(`${fetched.commit.slice(0, 12)}:`),
          error.kind,
        );
      }
      throw error;
    }
    return keepSources(submission, readManifestText(tree), fetched.commit);
  } finally {
    rmSync(tree, { recursive: true, force: true });
    fetched.dispose();
  }
}

/** Writes ott.json and bot/ of the commit into `tree`, refusing what cannot be written safely. */
function writeTree(fetched: FetchedCommit, tree: string): void {
  const refuse = (entry: TreeEntry | null, problem: string): never => {
    throw new SubmissionError(`${fetched.commit.slice(0, 12)}:${entry ? `/${entry.path}` : ""}: ${problem}`);
  };
  for (const entry of fetched.entries) {
    if (entry.path === null && entry.rawPath.subarray(0, 4).toString("latin1") === "bot/") {
      refuse(null, "a name under bot/ is not UTF-8");
    }
  }
  const graded = fetched.entries.filter(
    (e): e is TreeEntry & { path: string } =>
      e.path !== null && (e.path === "ott.json" || e.path === "bot" || e.path.startsWith("bot/")),
  );
  const underBot = graded.filter((e) => e.path.startsWith("bot/"));
  if (underBot.length > SUBMISSION_LIMITS.maxFiles) {
    refuse(null, `bot/ has more than ${SUBMISSION_LIMITS.maxFiles} files`);
  }
  let total = 0;
  for (const entry of graded) {
    if (entry.mode === "160000") refuse(entry, "is a submodule (links to other repositories are refused)");
    if (entry.type !== "blob") refuse(entry, "is not a file");
    if (entry.path.split("/").length > SUBMISSION_LIMITS.maxDepth + 1) {
      refuse(entry, `more than ${SUBMISSION_LIMITS.maxDepth} levels deep under bot/`);
    }
    total += entry.size ?? 0;
  }
  if (total > SUBMISSION_LIMITS.maxBytes + SUBMISSION_LIMITS.manifestBytes) {
    refuse(null, `ott.json and bot/ hold more than ${SUBMISSION_LIMITS.maxBytes} bytes`);
  }
  const blobs = fetched.readBlobs(graded.map((e) => e.oid));
  for (const entry of graded) {
    const path = join(tree, entry.path);
    mkdirSync(dirname(path), { recursive: true });
    const content = blobs.get(entry.oid)!;
    // A link is written as a link, never followed: loadSubmission then refuses it by its own rule.
    if (entry.mode === "120000") symlinkSync(content.toString("utf8"), path);
    else writeFileSync(path, content, { mode: 0o644, flag: "wx" });
  }
}

function readManifestText(dir: string): Buffer {
  const folder = OpenFolder.open(dir, true);
  try {
    const read = folder.readFile("ott.json", SUBMISSION_LIMITS.manifestBytes);
    if (!read.ok) throw new SubmissionError(`${dir}/ott.json: ${read.problem}`);
    return read.content;
  } finally {
    folder.close();
  }
}

function keepSources(
  submission: Submission,
  manifestText: Buffer,
  commit: string | null,
): AcquiredSubmission {
  const language = submission.manifest.language;
  const files = submission.files.filter((f) => isSourceFile(language, f.path));
  return {
    submission: { ...submission, files, sourceHash: sourceHashOf(submission.manifest, files) },
    manifestText,
    commit,
    kept: files.map((f) => f.path),
    dropped: submission.files.filter((f) => !isSourceFile(language, f.path)).map((f) => f.path),
  };
}
