import type { SolveProgress } from "@rulekit/reactor/solver";
import { useWorkerTask, type WorkerTask } from "../../shell-tide/levels/use-worker-task.ts";
import type { ProveReply, ProveRequest } from "./prove-worker.ts";
import type { ProveAnswer } from "./witness-steps.ts";

/** One proof in its worker: its progress, its answer, or why it has none. */
export type ProveTask = WorkerTask<ProveAnswer, SolveProgress, string>;

const spawnProve = () => new Worker(new URL("./prove-worker.ts", import.meta.url), { type: "module" });

/** A proof in a fresh worker, with progress and Cancel (the studio's worker-task pattern). */
export function useProveTask() {
  return useWorkerTask<ProveRequest, ProveReply, ProveAnswer, SolveProgress, string>(
    spawnProve,
    (reply) => {
      if (reply.kind === "progress") return { progress: reply.progress };
      if (reply.kind === "done") return { value: reply.answer };
      return { failure: reply.message };
    },
    (message) => message,
  );
}
