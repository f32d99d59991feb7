import type { DesignProgress, DesignResult } from "@rulekit/shell-tide/design";
import { useWorkerTask, type WorkerTask } from "../levels/use-worker-task.ts";
import type { DesignReply, DesignRequest } from "./design-worker.ts";

/** One design search in its worker: its progress, its answer, or why it has none. */
export type DesignTask = WorkerTask<DesignResult, DesignProgress, string>;

const spawnDesign = () => new Worker(new URL("./design-worker.ts", import.meta.url), { type: "module" });

/** A design search in a fresh worker, with progress and Cancel (the designer view's worker pattern). */
export function useDesignTask() {
  return useWorkerTask<DesignRequest, DesignReply, DesignResult, DesignProgress, string>(
    spawnDesign,
    (reply) => {
      if (reply.kind === "progress") return { progress: reply.progress };
      if (reply.kind === "done") return { value: reply.result };
      return { failure: reply.message };
    },
    (message) => message,
  );
}
