import { Worker } from "node:worker_threads";
import { type DesignPlan, pickBoards, type RestartResult } from "@rulekit/shell-tide/design";
import { CliError, EXIT } from "../../io/errors.js";

/** One message from design-worker.ts. */
export type DesignWorkerReply =
  | { kind: "evaluations"; count: number }
  | { kind: "restart"; result: RestartResult }
  | { kind: "error"; restart: number; message: string };

/** What the search reports as it goes: a restart finished, or more candidates evaluated. */
export type PoolEvent = { kind: "restart"; result: RestartResult } | { kind: "evaluations"; count: number };

/**
 * The restarts a search answers with: restarts 0 … R where R is the first index at which the
 * results in index order decide the boards (`pickBoards`), or every restart of the budget.
 * Whatever finished beyond R is dropped, so the answer is the sequential one for any number of
 * workers.
 */
export function decidingPrefix(
  results: ReadonlyMap<number, RestartResult>,
  count: number,
): RestartResult[] | null {
  const prefix: RestartResult[] = [];
  for (let r = 0; results.has(r); r++) {
    prefix.push(results.get(r)!);
    if (pickBoards(prefix, count).complete) return prefix;
  }
  return null;
}

/**
 * Runs a search's restarts on up to `jobs` worker threads (dist/design-worker.js), handing out
 * restart indexes in order as workers free up, and stops them all once the results decide the
 * answer. Same answer for any number of workers. Threads even for one job, so that this thread stays
 * free to hear Ctrl-C: an abort of `signal` ends the workers and rejects with its reason.
 */
export async function runSearch(
  plan: DesignPlan,
  jobs: number,
  onEvent: (event: PoolEvent) => void,
  signal: AbortSignal,
): Promise<RestartResult[]> {
  signal.throwIfAborted();
  const total = plan.budget.restarts;
  const results = new Map<number, RestartResult>();
  const workers: Worker[] = [];
  let onAbort = () => {};
  try {
    const decided = await new Promise<RestartResult[] | null>((resolve, reject) => {
      // After an abort every way out is the abort's reason: the search was not asked for any more.
      const fail = (error: unknown) => reject(signal.aborted ? signal.reason : error);
      onAbort = () => fail(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
      let next = 0;
      let busy = 0;
      const assign = (worker: Worker) => {
        if (next >= total) {
          if (busy === 0) resolve(null);
          return;
        }
        busy++;
        worker.postMessage({ restart: next++ });
      };
      for (let w = 0; w < Math.max(1, Math.min(jobs, total)); w++) {
        const worker = new Worker(new URL("./design-worker.js", import.meta.url), { workerData: { plan } });
        workers.push(worker);
        worker.on("message", (reply: DesignWorkerReply) => {
          if (signal.aborted) return;
          if (reply.kind === "evaluations") {
            onEvent(reply);
            return;
          }
          if (reply.kind === "error") {
            fail(new CliError(`design worker, restart ${reply.restart}: ${reply.message}`, EXIT.internal));
            return;
          }
          busy--;
          results.set(reply.result.restart, reply.result);
          onEvent({ kind: "restart", result: reply.result });
          const prefix = decidingPrefix(results, plan.count);
          if (prefix) resolve(prefix);
          else assign(worker);
        });
        worker.on("error", (error) => fail(new CliError(`design worker: ${error.message}`, EXIT.internal)));
        worker.on("exit", (code) => {
          if (code !== 0) fail(new CliError(`design worker stopped with exit code ${code}`, EXIT.internal));
        });
        assign(worker);
      }
    });
    if (decided) return decided;
  } finally {
    signal.removeEventListener("abort", onAbort);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return Array.from({ length: total }, (_, r) => results.get(r)!);
}
