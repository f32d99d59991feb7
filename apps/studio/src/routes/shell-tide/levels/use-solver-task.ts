import type { Level, LevelProof, SolveResult, SolverLimitCode } from "@rulekit/shell-tide";
import { useCallback } from "react";
import type { SolverReply, SolverRequest } from "./solver-worker.ts";
import { useWorkerTask, type WorkerTask } from "./use-worker-task.ts";

/** Why a solve or proof has no answer: a limit of the exact search, or an error. */
export type SolverFailure = { code: SolverLimitCode } | { message: string };

/** One solve or balance proof in the solver worker; its progress is the states explored so far. */
export type SolverTask<T> = WorkerTask<T, number, SolverFailure>;

export const spawnSolver = () =>
  new Worker(new URL("./solver-worker.ts", import.meta.url), { type: "module" });

/** Runs `kind` on a level in a fresh solver worker, with progress and Cancel (use-worker-task.ts). */
export function useSolverTask<K extends "solve" | "prove">(kind: K) {
  type Value = K extends "solve" ? SolveResult : LevelProof;
  const worker = useWorkerTask<SolverRequest, SolverReply, Value, number, SolverFailure>(
    spawnSolver,
    (reply) => {
      if (reply.kind === "progress") return { progress: reply.statesExplored };
      if (reply.kind === "solved") return { value: reply.result as Value };
      if (reply.kind === "proved") return { value: reply.proof as Value };
      if (reply.kind === "limit") return { failure: { code: reply.code } };
      return {
        failure: { message: reply.kind === "error" ? reply.message : "the solver answered another task" },
      };
    },
    (message) => ({ message }),
  );
  const { start: startRequest } = worker;
  const start = useCallback((level: Level) => startRequest({ kind, level }), [kind, startRequest]);
  return { ...worker, start };
}
