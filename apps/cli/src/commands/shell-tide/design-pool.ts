import { Worker } from "node:worker_threads";
import { type DesignPlan, pickBoards, type RestartResult, runRestart } from "@rulekit/shell-tide/design";
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
 * answer. With one job the restarts run in this thread. Same answer either way.
 */
export async function runSearch(
  plan: DesignPlan,
  jobs: number,
  onEvent: (event: PoolEvent) => void,
): Promise<RestartResult[]> {
  const total = plan.budget.restarts;
  const results = new Map<number, RestartResult>();
  if (jobs <= 1) {
    for (let r = 0; r < total; r++) {
      let pending = 0;
      const result = runRestart(plan.order, plan.seed, r, plan.budget, () => {
        if (++pending === 25) {
          onEvent({ kind: "evaluations", count: pending });
          pending = 0;
        }
      });
      results.set(r, result);
      onEvent({ kind: "restart", result });
      const decided = decidingPrefix(results, plan.count);
      if (decided) return decided;
    }
    return [...results.values()];
  }
  const workers: Worker[] = [];
  try {
    const decided = await new Promise<RestartResult[] | null>((resolve, reject) => {
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
      for (let w = 0; w < Math.min(jobs, total); w++) {
        const worker = new Worker(new URL("./design-worker.js", import.meta.url), { workerData: { plan } });
        workers.push(worker);
        worker.on("message", (reply: DesignWorkerReply) => {
          if (reply.kind === "evaluations") {
            onEvent(reply);
            return;
          }
          if (reply.kind === "error") {
            reject(new CliError(`design worker, restart ${reply.restart}: ${reply.message}`, EXIT.internal));
            return;
          }
          busy--;
          results.set(reply.result.restart, reply.result);
          onEvent({ kind: "restart", result: reply.result });
          const prefix = decidingPrefix(results, plan.count);
          if (prefix) resolve(prefix);
          else assign(worker);
        });
        worker.on("error", (error) => reject(new CliError(`design worker: ${error.message}`, EXIT.internal)));
        worker.on("exit", (code) => {
          if (code !== 0) reject(new CliError(`design worker stopped with exit code ${code}`, EXIT.internal));
        });
        assign(worker);
      }
    });
    if (decided) return decided;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return Array.from({ length: total }, (_, r) => results.get(r)!);
}
