import { startArenaWorker } from "../src/distributed/arena-worker.js";
import { instantBot, instantMove } from "./instant-bots.js";

/**
 * One worker process of the distributed benchmark: `worker-process.ts <redis url> <queue> <real|instant>`.
 * `real` plays in the sandbox (as `rulekit rps worker`); `instant` plays every move in-process
 * with the engine's greedy move, so that what is measured is the queue, not the bots. Prints
 * `ready` once it takes jobs, then a JSON line per match started and finished; stops on SIGTERM.
 */
const [url, queue, mode] = process.argv.slice(2);
const instant = mode === "instant";
const worker = await startArenaWorker({
  redis: url!,
  queue: queue!,
  concurrency: 1,
  // One JSON line per match start and end, with the time, for the benchmark's per-job figures.
  onEvent: (event) => {
    if (event.type === "started" || event.type === "finished") {
      const matchMs = event.type === "finished" ? event.matchMs : undefined;
      process.stdout.write(
        `${JSON.stringify({ type: event.type, key: event.key, at: performance.timeOrigin + performance.now(), matchMs })}\n`,
      );
    }
  },
  ...(instant ? { prepareBot: instantBot, runMove: instantMove } : {}),
});
process.stdout.write("ready\n");
process.on("SIGTERM", () => {
  void worker.close().then(() => process.exit(0));
});
