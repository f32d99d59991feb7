import type { Level } from "@rulekit/reactor";
import type { LevelProof, ProveInput, SolveResult } from "@rulekit/reactor/solver";
import { runWorkerTask } from "../../io/worker-task.js";

/** What the solver thread (solver-worker.ts) is asked: one level's solve, or a pack's proofs in order. */
export type SolverTask = { horizon: number; maxStates?: number } & (
  | { kind: "solve"; source: string; level: Level }
  | { kind: "prove"; levels: { path: string; level: Level; input: ProveInput }[] }
);

/** A heartbeat of the solver thread: a level's search reached a new turn, or its proof is done. */
export type SolverProgress =
  | { file: string; turn: number; states: number; proved?: undefined }
  | { file: string; proved: true };

/**
 * Runs `task` on a worker thread (dist/reactor-worker.js) so that Ctrl-C is heard while it searches:
 * an abort of `signal` ends the search at once and rejects with the signal's reason.
 */
export function runSolverTask(
  task: SolverTask & { kind: "solve" },
  onProgress: (progress: SolverProgress) => void,
  signal: AbortSignal,
): Promise<SolveResult>;
export function runSolverTask(
  task: SolverTask & { kind: "prove" },
  onProgress: (progress: SolverProgress) => void,
  signal: AbortSignal,
): Promise<LevelProof[]>;
export function runSolverTask(
  task: SolverTask,
  onProgress: (progress: SolverProgress) => void,
  signal: AbortSignal,
): Promise<SolveResult | LevelProof[]> {
  return runWorkerTask(new URL("./reactor-worker.js", import.meta.url), task, onProgress, signal);
}
