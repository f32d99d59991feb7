/**
 * Worker-thread entry of `rulekit shell-tide design` (built as dist/design-worker.js): runs the
 * restarts it is sent, one reply per restart, with a heartbeat every 25 candidates. See design-pool.ts.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type DesignPlan, runRestart } from "@rulekit/shell-tide/design";
import type { DesignWorkerReply } from "./design-pool.js";

const { plan } = workerData as { plan: DesignPlan };
const reply = (message: DesignWorkerReply) => parentPort?.postMessage(message);

parentPort?.on("message", ({ restart }: { restart: number }) => {
  try {
    let pending = 0;
    const result = runRestart(plan.order, plan.seed, restart, plan.budget, () => {
      if (++pending === 25) {
        reply({ kind: "evaluations", count: pending });
        pending = 0;
      }
    });
    reply({ kind: "restart", result });
  } catch (error) {
    reply({ kind: "error", restart, message: error instanceof Error ? error.message : String(error) });
  }
});
