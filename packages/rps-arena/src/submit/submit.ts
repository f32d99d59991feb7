import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DEFAULT_LIMITS, type Limits } from "@rulekit/rps-grid";
import { InfrastructureError } from "../faults.js";
import { loadSubmission, type Submission } from "../submission/load-submission.js";
import { SubmissionError } from "../submission/submission-error.js";
import { writeFileAtomic } from "../util/atomic-write.js";
import { acquireSubmission, classifySource } from "./acquire.js";
import { type CheckGame, type CheckGameOptions, playCheckGames } from "./check-games.js";
import { GitFetchError } from "./git-fetch.js";

export interface SubmitOptions {
  /** A git URL (`file://`, `https://`, `ssh://`), a local repository, or a plain bot folder. */
  source: string;
  /** The branch, tag or commit of a git source (default HEAD). */
  ref?: string;
  /** Where the snapshot is stored: a folder that does not exist yet or is empty. */
  into: string;
  /** The reference bot of the check games (the greedy sample). */
  reference: Submission;
  /** The check games' seed (default `check`). */
  seed?: string;
  limits?: Limits;
  /** Bounds on fetching a git source (default 64 MiB, 2 minutes). */
  maxFetchBytes?: number;
  fetchTimeoutMs?: number;
  prepare?: CheckGameOptions["prepare"];
  prepareBot?: CheckGameOptions["prepareBot"];
  runMove?: CheckGameOptions["runMove"];
  /**
   * Stops the submission: a check game's compile or move has its sandbox killed at once, the bots'
   * copies are deleted, what was stored in `into` is removed again (a folder it made, or the files
   * it put into the empty one), and the promise rejects with `signal.reason`.
   */
  signal?: AbortSignal;
}

/** How long a git fetch ended by SIGINT waits for the caller's signal to abort before it is a failed fetch. */
const SIGINT_HEARD_MS = 5000;

/** Resolves once `signal` aborts, or after `ms` if it does not. */
function abortedWithin(signal: AbortSignal, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (signal.aborted) done();
    else signal.addEventListener("abort", done, { once: true });
  });
}

/** How a submission came out: stored and checked, or why not. */
export type SubmitStatus = "accepted" | "refused" | "build_error" | "check_fault" | "infrastructure_error";

export interface SubmitReport {
  status: SubmitStatus;
  /** Why it is not accepted (the refusal, the compiler's message, the fault). */
  reason: string | null;
  source: string;
  ref: string | null;
  commit: string | null;
  name: string | null;
  language: string | null;
  sourceHash: string | null;
  /** Source files stored (under bot/) and files left out. */
  files: string[];
  dropped: string[];
  /** The two check games (none when refused). */
  checks: (Omit<CheckGame, "record"> & { replay: string })[];
  into: string;
}

/** The files of a stored submission, besides ott.json and bot/. */
export const SUBMISSION_FILES = {
  record: "submission.json",
  report: "report.json",
  checks: "checks",
} as const;

/** The operator's input cannot be used: no such repository or ref, or `into` is not free. */
export class SubmitUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SubmitUsageError";
  }
}

/**
 * Takes a submission in (acquireSubmission: git fetch of one commit, the arena's submission rules,
 * only the language's sources kept), stores the snapshot in `into` — `ott.json`, `bot/`,
 * `submission.json` with the source hash and the commit id — so that `into` is itself a bot folder
 * a tournament can enter, then plays the two check games against the reference bot and writes
 * their replays (`checks/as-player-0.json`, `checks/as-player-1.json`) and `report.json`. A refused
 * submission is reported and nothing is stored.
 */
export async function submitBot(options: SubmitOptions): Promise<SubmitReport> {
  const { signal } = options;
  signal?.throwIfAborted();
  checkInto(options.into);
  const source = classifySource(options.source);
  if (source.kind === "folder" && options.ref !== undefined) {
    throw new SubmitUsageError(`${options.source}: --ref needs a git repository, this is a plain folder`);
  }
  const ref = source.kind === "git" ? (options.ref ?? "HEAD") : null;
  const base: SubmitReport = {
    status: "refused",
    reason: null,
    source: source.kind === "git" ? redact(source.url) : source.dir,
    ref,
    commit: null,
    name: null,
    language: null,
    sourceHash: null,
    files: [],
    dropped: [],
    checks: [],
    into: options.into,
  };
  let acquired: ReturnType<typeof acquireSubmission>;
  try {
    acquired = acquireSubmission(source, ref ?? "HEAD", {
      maxBytes: options.maxFetchBytes ?? 64 * 1024 * 1024,
      timeoutMs: options.fetchTimeoutMs ?? 120_000,
    });
  } catch (error) {
    // A terminal's Ctrl-C reaches git too (it runs in this process group): git ended by SIGINT is this
    // submission being stopped, once the signal's listener has had its turn (it has one at once).
    if (signal !== undefined && error instanceof GitFetchError && error.gitSignal === "SIGINT") {
      await abortedWithin(signal, SIGINT_HEARD_MS);
    }
    signal?.throwIfAborted();
    if (error instanceof GitFetchError && error.kind === "unreachable")
      throw new SubmitUsageError(error.message);
    if (error instanceof SubmissionError && error.kind === "not_a_folder")
      throw new SubmitUsageError(error.message);
    if (error instanceof GitFetchError || error instanceof SubmissionError) {
      return { ...base, reason: error.message };
    }
    throw error;
  }
  // The fetch blocks until it ends: an abort while it ran is heard at the check games' first wait at
  // the latest, and what is stored by then is taken back.
  signal?.throwIfAborted();
  const made = mkdirSync(options.into, { recursive: true });
  const stored = store(options.into, acquired.manifestText, acquired.submission);
  const report: SubmitReport = {
    ...base,
    commit: acquired.commit,
    name: stored.name,
    language: stored.manifest.language,
    sourceHash: stored.sourceHash,
    files: acquired.kept,
    dropped: acquired.dropped,
  };
  writeJson(join(options.into, SUBMISSION_FILES.record), {
    format: "rulekit-rps-submission",
    version: 1,
    source: report.source,
    ref,
    commit: acquired.commit,
    name: stored.name,
    language: stored.manifest.language,
    entry: stored.manifest.entry,
    sourceHash: stored.sourceHash,
    files: acquired.kept,
    dropped: acquired.dropped,
  });

  let games: [CheckGame, CheckGame];
  try {
    games = await playCheckGames(stored, options.reference, {
      seed: options.seed ?? "check",
      limits: options.limits ?? DEFAULT_LIMITS,
      prepare: options.prepare,
      prepareBot: options.prepareBot,
      runMove: options.runMove,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) {
      unstore(options.into, made);
      throw signal.reason;
    }
    if (!(error instanceof InfrastructureError)) throw error;
    const failed = { ...report, status: "infrastructure_error" as const, reason: error.message };
    writeJson(join(options.into, SUBMISSION_FILES.report), failed);
    return failed;
  }
  const checks = games.map(({ record, ...game }) => {
    const replay = `${SUBMISSION_FILES.checks}/as-player-${game.side}.json`;
    writeJson(join(options.into, replay), record.replay);
    return { ...game, replay };
  });
  const final = { ...report, checks, ...verdict(games) };
  writeJson(join(options.into, SUBMISSION_FILES.report), final);
  return final;
}

function verdict(games: readonly CheckGame[]): { status: SubmitStatus; reason: string | null } {
  const built = games.find((g) => g.fault?.code === "bot_error");
  if (built) return { status: "build_error", reason: built.fault!.message };
  const faulted = games.find((g) => g.fault !== null);
  if (faulted) {
    const where = faulted.side === 0 ? "moving first" : "moving second";
    return { status: "check_fault", reason: `${faulted.fault!.code} ${where}: ${faulted.fault!.message}` };
  }
  const noResult = games.find((g) => g.outcome === "no result");
  if (noResult) {
    const errors = noResult.record.infrastructureErrors;
    return { status: "infrastructure_error", reason: errors.at(-1) ?? "infrastructure_error" };
  }
  return { status: "accepted", reason: null };
}

/** Writes the snapshot into `into` (made) and reads it back the way a tournament will: the hash must be the same. */
function store(into: string, manifestText: Buffer, submission: Submission): Submission {
  writeFileSync(join(into, "ott.json"), manifestText, { flag: "wx" });
  for (const file of submission.files) {
    const path = join(into, "bot", file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content, { mode: 0o644, flag: "wx" });
  }
  const stored = loadSubmission(into);
  if (stored.sourceHash !== submission.sourceHash) {
    throw new InfrastructureError(`the stored snapshot in ${into} does not hash as the submission did`);
  }
  return stored;
}

/**
 * Takes back what submitBot stored in `into` (which was empty or missing): the folders `made` made
 * for it (the first of them, from mkdirSync) or else the entries it wrote, and nothing else.
 */
function unstore(into: string, made: string | undefined): void {
  if (made !== undefined) {
    rmSync(made, { recursive: true, force: true });
    return;
  }
  const written = [
    "ott.json",
    "bot",
    SUBMISSION_FILES.record,
    SUBMISSION_FILES.report,
    SUBMISSION_FILES.checks,
  ];
  for (const name of written) rmSync(join(into, name), { recursive: true, force: true });
}

function checkInto(into: string): void {
  const stat = statSync(into, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory())
    throw new SubmitUsageError(`${into}: is a file, expected a new folder for the snapshot`);
  if (readdirSync(into).length > 0) throw new SubmitUsageError(`${into}: is not empty (give a new folder)`);
}

function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}

function redact(url: string): string {
  return url.replace(/\/\/[^/@\s]*@/, "//***@");
}
