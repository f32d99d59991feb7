/**
 * Worker-thread entry of `rulekit reactor solve` and `reactor prove` (built as dist/reactor-worker.js):
 * the searches run here so that the main thread hears Ctrl-C (see solver-task.ts and io/worker-task.ts).
 */
import {
  type LevelProof,
  proveLevel,
  type SolveProgress,
  type SolveResult,
  solveLevel,
} from "@rulekit/reactor/solver";
import { serveTask } from "../../io/worker-task.js";
import { withSearchLimits } from "./search-limits.js";
import type { SolverProgress, SolverTask } from "./solver-task.js";

/** A beat at each new turn of a search: enough for a progress line (one per expansion batch would flood it). */
function turnBeats(file: string, send: (progress: SolverProgress) => void) {
  let turn = 0;
  return (p: SolveProgress) => {
    if (p.turn === turn) return;
    turn = p.turn;
    send({ file, turn: p.turn, states: p.states });
  };
}

serveTask<SolverTask, SolverProgress, SolveResult | LevelProof[]>((task, send) => {
  const options = {
    horizon: task.horizon,
    ...(task.maxStates === undefined ? {} : { maxStates: task.maxStates }),
  };
  if (task.kind === "solve")
    return withSearchLimits(task.source, () =>
      solveLevel(task.level, { ...options, onProgress: turnBeats(task.source, send) }),
    );
  return task.levels.map((entry) => {
    const proof = withSearchLimits(entry.path, () =>
      proveLevel(entry.level, entry.input, { ...options, onProgress: turnBeats(entry.input.file, send) }),
    );
    send({ file: entry.input.file, proved: true });
    return proof;
  });
});
