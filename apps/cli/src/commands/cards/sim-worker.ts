/**
 * Worker-thread entry of `rulekit cards sim --jobs` (built as dist/sim-worker.js): plays its share of
 * the games (`playShare`), says how many it has played about ten times a second, then sends its
 * tally — or the error that stopped it. The pool ends it with `terminate()` on Ctrl-C. See sim-pool.ts.
 */
import { parentPort, workerData } from "node:worker_threads";
import { toTaskError } from "../../io/worker-task.js";
import type { SimWorkerData, SimWorkerReply } from "./sim-pool.js";
import { playShare } from "./sim-share.js";

const PROGRESS_INTERVAL_MS = 100;

const { content, plan, first, step } = workerData as SimWorkerData;
const reply = (message: SimWorkerReply) => parentPort?.postMessage(message);
let unreported = 0;
let last = performance.now();
try {
  const tally = playShare(content, plan, first, step, () => {
    unreported++;
    const now = performance.now();
    if (now - last >= PROGRESS_INTERVAL_MS) {
      reply({ played: unreported });
      unreported = 0;
      last = now;
    }
  });
  reply({ played: unreported, tally });
} catch (error) {
  // a game that never ends is the content's fault (a CliError naming it), anything else a bug
  reply({ played: unreported, error: toTaskError(error) });
}
