import type { Level } from "@rulekit/reactor";
import { type SolveProgress, solveLevel } from "@rulekit/reactor/solver";
import { type ProveAnswer, witnessSteps } from "./witness-steps.ts";

/**
 * The Prove panel's search, off the main thread: solveLevel can take seconds, and it loads the engine's
 * schemas, which the pages never do. It reports progress at most every 100 ms and, when done, the
 * witness replayed through `step` as one editor view per step (the page draws them; it cannot step).
 * Cancel terminates the worker.
 */
export type ProveRequest = { level: Level; horizon: number };

export type ProveReply =
  | { kind: "progress"; progress: SolveProgress }
  | { kind: "done"; answer: ProveAnswer }
  | { kind: "error"; message: string };

const reply = (message: ProveReply) =>
  (globalThis as unknown as { postMessage(m: ProveReply): void }).postMessage(message);

globalThis.addEventListener("message", (event: Event) => {
  const { level, horizon } = (event as MessageEvent<ProveRequest>).data;
  let last = 0;
  try {
    const result = solveLevel(level, {
      horizon,
      onProgress: (progress) => {
        const now = Date.now();
        if (now - last < 100) return;
        last = now;
        reply({ kind: "progress", progress });
      },
    });
    reply({ kind: "done", answer: { result, steps: witnessSteps(level, result) } });
  } catch (error) {
    reply({ kind: "error", message: (error as Error).message });
  }
});
