import { Worker } from "node:worker_threads";
import type { ContentBundle } from "@rulekit/card-combat";
import { CliError, EXIT } from "../../io/errors.js";
import { fromTaskError, type TaskError } from "../../io/worker-task.js";
import { addTally, emptyTally, type SimPlan, type SimTally } from "./sim-share.js";

/** What sim-worker.ts is given: the content, the plan, and its share (games first, first + step, …). */
export interface SimWorkerData {
  content: ContentBundle;
  plan: SimPlan;
  first: number;
  step: number;
}

/**
 * A message from sim-worker.ts: games played since its last message, and at the end its tally or the
 * error that stopped it.
 */
export interface SimWorkerReply {
  played: number;
  tally?: SimTally;
  error?: TaskError;
}

/**
 * Fewer games than this per worker and a worker's start (loading the engine, ≈ 0.1 s) costs more
 * than it saves: `cards sim --games 50 --jobs 8` plays on one thread.
 */
export const GAMES_PER_WORKER = 400;

/** How many workers `games` are worth, at most `jobs`. */
export const workersFor = (games: number, jobs: number): number =>
  Math.max(1, Math.min(jobs, Math.floor(games / GAMES_PER_WORKER)));

/**
 * Plays the plan on `workers` worker threads (dist/sim-worker.js), game i on worker i mod workers,
 * and adds their tallies: the same counts as one loop. `onPlayed` sees each batch of finished games.
 * An abort of `signal` ends the workers and rejects with its reason.
 */
export async function simInWorkers(
  content: ContentBundle,
  plan: SimPlan,
  workers: number,
  onPlayed: (games: number) => void,
  signal: AbortSignal,
): Promise<SimTally> {
  signal.throwIfAborted();
  const total = emptyTally(content, plan.runs);
  const started: Worker[] = [];
  let onAbort = () => {};
  try {
    await new Promise<void>((resolve, reject) => {
      let running = workers;
      const fail = (error: unknown) => reject(signal.aborted ? signal.reason : error);
      onAbort = () => fail(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
      for (let first = 0; first < workers; first++) {
        const workerData: SimWorkerData = { content, plan, first, step: workers };
        const worker = new Worker(new URL("./sim-worker.js", import.meta.url), { workerData });
        started.push(worker);
        worker.on("message", (reply: SimWorkerReply) => {
          if (signal.aborted) return;
          onPlayed(reply.played);
          if (reply.error) fail(fromTaskError(reply.error));
          else if (reply.tally) addTally(total, reply.tally);
        });
        worker.on("error", (error) => fail(new CliError(`sim worker: ${error.message}`, EXIT.internal)));
        worker.on("exit", (code) => {
          if (code !== 0) fail(new CliError(`sim worker stopped with exit code ${code}`, EXIT.internal));
          else if (--running === 0) resolve();
        });
      }
    });
  } finally {
    signal.removeEventListener("abort", onAbort);
    await Promise.all(started.map((worker) => worker.terminate()));
  }
  return total;
}
