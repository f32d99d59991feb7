import {
  type DesignOrder,
  type DesignProgress,
  type DesignResult,
  designToOrder,
} from "@rulekit/shell-tide/design";

/**
 * Design to order off the main thread: the search takes seconds (3×3 boards) to a minute (4×4), which
 * would freeze the page. It reports its progress at most every 100 ms; the page cancels it by
 * terminating the worker (the search has no other way to stop).
 */
export type DesignRequest = { order: DesignOrder; count: number; seed: string };

export type DesignReply =
  | { kind: "progress"; progress: DesignProgress }
  | { kind: "done"; result: DesignResult }
  | { kind: "error"; message: string };

const reply = (message: DesignReply) =>
  (globalThis as unknown as { postMessage(m: DesignReply): void }).postMessage(message);

globalThis.addEventListener("message", (event: Event) => {
  const { order, count, seed } = (event as MessageEvent<DesignRequest>).data;
  let last = 0;
  try {
    const result = designToOrder(order, {
      count,
      seed,
      onProgress: (progress) => {
        const now = Date.now();
        if (now - last < 100) return;
        last = now;
        reply({ kind: "progress", progress });
      },
    });
    reply({ kind: "done", result });
  } catch (error) {
    reply({ kind: "error", message: (error as Error).message });
  }
});
