/**
 * Worker-thread entry of `rulekit shell-tide prove --jobs N` (built as dist/prove-worker.js): proves
 * the levels it is given, one message per level, in the order given. See prove-pool.ts.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type PackLevelInput, provePack } from "@rulekit/shell-tide";
import type { WorkerReply } from "./prove-pool.js";

const { levels } = workerData as { levels: PackLevelInput[] };
for (const input of levels) {
  let reply: WorkerReply;
  try {
    reply = { level: input.level, proof: provePack([input]) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = { level: input.level, error: message, rangeError: error instanceof RangeError };
  }
  parentPort?.postMessage(reply);
}
