/**
 * Worker-thread entry of `rulekit shell-tide prove` (built as dist/prove-worker.js): proves the levels
 * it is given, one message per level, in the order given; with `progress`, the proof's heartbeat too
 * (at each new part, else at most every PROGRESS_INTERVAL_MS). The pool stops it through `stop`, a
 * shared flag read as the proof's AbortSignal at every heartbeat: the proof throws, this worker says
 * so and ends. See prove-pool.ts.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type PackLevelInput, type ProofProgress, type ProofSignal, provePack } from "@rulekit/shell-tide";
import type { ProveWorkerData, WorkerReply } from "./prove-pool.js";

const PROGRESS_INTERVAL_MS = 100;

const { levels, stop, progress } = workerData as ProveWorkerData;
const stopFlag = new Int32Array(stop);
const signal: ProofSignal = {
  get aborted() {
    return Atomics.load(stopFlag, 0) !== 0;
  },
};
const reply = (message: WorkerReply) => parentPort?.postMessage(message);

/** The heartbeat of one level's proof, thinned out: the first of each part, then one a tick. */
function heartbeat(level: number): (p: ProofProgress) => void {
  let phase: string | null = null;
  let last = 0;
  return (p) => {
    const now = performance.now();
    if (p.phase === phase && now - last < PROGRESS_INTERVAL_MS) return;
    phase = p.phase;
    last = now;
    reply({ level, progress: p });
  };
}

for (const input of levels as PackLevelInput[]) {
  if (signal.aborted) {
    reply({ level: input.level, cancelled: true });
    break;
  }
  try {
    const watch = progress ? { signal, onProgress: heartbeat(input.level) } : { signal };
    reply({ level: input.level, proof: provePack([input], watch) });
  } catch (error) {
    if (signal.aborted) {
      reply({ level: input.level, cancelled: true });
      break;
    }
    const message = error instanceof Error ? error.message : String(error);
    reply({ level: input.level, error: message, rangeError: error instanceof RangeError });
  }
}
