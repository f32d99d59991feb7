import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type AgentSnapshot,
  type AnalyzerSelection,
  type AttemptState,
  analyze,
  classifyNearMiss,
  commit,
  distanceToFullRescue,
  distributionCount,
  exactLimitReport,
  type Hint,
  hint,
  isAnalyzerUnknown,
  type Level,
  type Move,
  type NearMissReport,
  newAttempt,
  type ShellTideEvent,
  type SolveResult,
  solve,
} from "@rulekit/shell-tide";
import { interrupted, usageError } from "../../io/errors.js";
import { heartbeat } from "../../io/heartbeat.js";
import { whileInterruptible } from "../../io/interrupt.js";
import { createProgress, type ProgressWhen } from "../../io/progress.js";
import { runWorkerTask } from "../../io/worker-task.js";
import { describeProofProgress } from "./prove-progress.js";
import { formatMove, parseLevelFrom, refusedMoveError, withLimits } from "./shared.js";

/**
 * What the search thread (search-worker.ts) is asked: a level as read (it is parsed there, as the parse
 * of a large ring counts its moves) and the work of `solve`, `step` (whose attempt starts with the
 * level's exact search) or `analyze`.
 */
export type SearchTask = { source: string; data: unknown } & (
  | { kind: "solve" }
  | { kind: "step"; moves: Move[] }
  | { kind: "analyze"; moves: Move[]; selection: AnalyzerSelection; hint: boolean }
);

/** `analyze`'s answer: the snapshot, and with --hint the hint, the distance and the near-miss check. */
export interface Analysis {
  snapshot: AgentSnapshot;
  output:
    | AgentSnapshot
    | {
        snapshot: AgentSnapshot;
        hint: Hint;
        distanceToFullRescue: ReturnType<typeof distanceToFullRescue>;
        nearMiss: NearMissReport | ReturnType<typeof classifyNearMiss>;
      };
}

/** The part of the state a step report shows. */
export function stateSummary(state: AttemptState) {
  return {
    starfish: state.starfish,
    turnsUsed: state.turnsUsed,
    remainingStarfish: state.remainingStarfish,
    levelStatus: state.levelStatus,
    rating: state.rating,
    optimalTurns: state.optimalTurns,
    maxTurns: state.maxTurns,
  };
}

/** `step`'s answer: every move's events, and the state it ends in. */
export interface Stepped {
  steps: { move: string; events: ShellTideEvent[] }[];
  state: ReturnType<typeof stateSummary>;
}

/** A heartbeat of the search thread: `step` searches are done; `note` says where the current one is. */
export interface SearchBeat {
  step: number;
  note: string;
}

/** The help text of a command run as a task: its progress and Ctrl-C (`what` stops). */
export const SEARCH_HELP = (what: string) => `
The level's exact search runs on a worker thread. Once it has run a moment, progress goes to stderr:
the searches done and the boards kept so far. By default only when stderr is a terminal and not under
--json; --progress writes it anyway (as plain lines when stderr is not a terminal), --no-progress never.

Ctrl-C stops ${what}: one line on stderr ("rulekit: interrupted: …") and exit code 130. Under --json
the error document says "interrupted".`;

/** The exact searches `task` runs, in order: what its progress counts. */
export function searchSteps(task: SearchTask): number {
  return task.kind === "analyze" && task.hint ? 3 : 1;
}

/** The work itself, on whichever thread runs it: engine limits and refusals become CliErrors. */
export function runSearch(
  task: SearchTask,
  send: (beat: SearchBeat) => void,
): SolveResult | Stepped | Analysis {
  // The search's own beats come every 8192 boards expanded (none at all on the shipped pack's levels):
  // what a beat shows depends on the work done, so a slow machine draws no bar for a small level.
  const beats = heartbeat(send);
  const beat = (step: number, note: string, force = false) => beats({ step, note }, force);
  const level = parseLevelFrom(task.source, task.data);
  if (task.kind === "step") {
    const start = withLimits(task.source, () => {
      const { optimalTurns } = solveWithBeats(level, beat);
      return newAttempt(level, { optimalTurns });
    });
    return playMoves(task.source, start, task.moves);
  }
  return withLimits(task.source, () => {
    const optimum = solveWithBeats(level, beat);
    if (task.kind === "solve") return optimum;
    let state = newAttempt(level, { optimalTurns: optimum.optimalTurns });
    for (const [index, move] of task.moves.entries()) {
      const result = commit(state, move);
      if (!result.ok) throw refusedMoveError(task.source, index, move, result);
      state = result.state;
    }
    const snapshot = analyze(state, task.selection);
    // The state was built here from a parsed level and accepted moves: the analyzer reads it.
    if (isAnalyzerUnknown(snapshot)) throw usageError(`${task.source}: ${snapshot.unknown.reason}`);
    if (!task.hint) return { snapshot, output: snapshot };
    beat(1, "hint: the exact search from this board", true);
    const given = hint(state);
    beat(2, "distance to Full Rescue: the exact search from this board", true);
    return {
      snapshot,
      output: {
        snapshot,
        hint: given,
        distanceToFullRescue: distanceToFullRescue(state),
        nearMiss: classifyNearMiss(state),
      },
    };
  });
}

/** `moves` played in order from `start`; the first refused one is an error with the steps played so far. */
function playMoves(source: string, start: AttemptState, moves: Move[]): Stepped {
  let state = start;
  const steps: Stepped["steps"] = [];
  for (const [index, move] of moves.entries()) {
    const result = commit(state, move);
    if (!result.ok)
      throw refusedMoveError(source, index, move, result, { steps, state: stateSummary(state) });
    steps.push({ move: formatMove(move), events: result.events });
    state = result.state;
  }
  return { steps, state: stateSummary(state) };
}

/** The level's optimum from its start (what `newAttempt` would search), with the boards kept so far. */
function solveWithBeats(level: Level, beat: (step: number, note: string) => void): SolveResult {
  const total = exactLimitReport(level, { countMoves: false }).distributions;
  return solve(level, undefined, {
    onProgress: (done) => beat(0, describeProofProgress({ phase: "optimum", done, total })),
  });
}

/**
 * The most boards a level may have (its starfish over its sand nodes, counted from the level as read)
 * to be parsed and searched on the main thread: a few milliseconds of work, less than the 0.1 s a
 * thread costs to start (docs/benchmarks.md). The shipped pack's 8-node levels are (level 7, the largest,
 * has 50,388), its two 12-node ones are not.
 */
const SMALL_SEARCH_BOARDS = 100_000;

/**
 * Whether `data` is a level whose searches are done at once: at most SMALL_SEARCH_BOARDS boards, so
 * its parse counts no moves either. Read before the parse (the slow part of a large ring), from the
 * fields the parse checks; anything that does not look like a small level goes to the thread.
 */
export function isSmallSearch(data: unknown): boolean {
  const nodes = (data as { nodes?: unknown } | null)?.nodes;
  if (!Array.isArray(nodes) || nodes.length > 64) return false;
  let sand = 0;
  let starfish = 0;
  for (const node of nodes) {
    const count = (node as { starfish?: unknown } | null)?.starfish;
    if (!Number.isSafeInteger(count) || (count as number) < 0) return false;
    starfish += count as number;
    if ((node as { type?: unknown }).type === "sand") sand++;
  }
  return distributionCount(sand, starfish) <= SMALL_SEARCH_BOARDS;
}

/** What each kind of task answers. */
export interface SearchAnswers {
  solve: SolveResult;
  step: Stepped;
  analyze: Analysis;
}

/**
 * Runs `task` on a worker thread (dist/shell-tide-search-worker.js) so that Ctrl-C is heard while it
 * parses and searches: an abort of `signal` ends it at once and rejects with the signal's reason. A
 * level searched at once (isSmallSearch) runs here, as does everything run from the sources (the
 * in-process tests), where the CLI has no built thread.
 */
export async function runSearchTask<T extends SearchTask>(
  task: T,
  onBeat: (beat: SearchBeat) => void,
  signal: AbortSignal,
): Promise<SearchAnswers[T["kind"]]> {
  const entry = new URL("./shell-tide-search-worker.js", import.meta.url);
  if (isSmallSearch(task.data) || !existsSync(fileURLToPath(entry)))
    return runSearch(task, onBeat) as SearchAnswers[T["kind"]];
  return runWorkerTask(entry, task, onBeat, signal);
}

/**
 * What `solve`, `step` and `analyze` do with their task: run it (runSearchTask) under a progress bar
 * (`label`, shown `when`), Ctrl-C answered with the `stopped` line (exit 130), the bar ended full once
 * every search finished.
 */
export async function runSearchCommand<T extends SearchTask>(
  label: string,
  task: T,
  when: ProgressWhen,
  stopped: string,
): Promise<SearchAnswers[T["kind"]]> {
  const progress = searchProgress(label, task, when);
  const answer = await whileInterruptible(
    interrupted(stopped),
    (signal) => runSearchTask(task, progress.beat, signal),
    progress,
  );
  progress.finished();
  return answer;
}

/**
 * The progress bar of a task's searches, fed by its beats: nothing at all until the first beat (a task
 * done at once draws no bar), then `label step/steps note`.
 */
export function searchProgress(label: string, task: SearchTask, when: ProgressWhen) {
  const steps = searchSteps(task);
  const bar = createProgress(label, steps, when);
  let done = -1;
  return {
    beat(b: SearchBeat): void {
      bar.tick(b.step - Math.max(done, 0), b.note);
      done = b.step;
    },
    /** How the bar ends when the work ends without its answer (see whileInterruptible). */
    done(note?: string): void {
      if (done >= 0) bar.done(note);
    },
    /** Every search finished: a bar that was drawn ends full. */
    finished(): void {
      if (done < 0) return;
      bar.tick(steps - done);
      bar.done();
    },
  };
}
