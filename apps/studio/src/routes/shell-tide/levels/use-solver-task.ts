import type { Level, LevelProof, SolveResult, SolverLimitCode } from "@rulekit/shell-tide";
import { useCallback, useEffect, useRef, useState } from "react";
import type { SolverReply, SolverRequest } from "./solver-worker.ts";

/** One solve or balance proof in the solver worker: its progress, its answer, or why it has none. */
export type SolverTask<T> =
  | { status: "idle" }
  | { status: "running"; startedAt: number; statesExplored: number | null }
  | { status: "done"; value: T; ms: number }
  | { status: "cancelled"; ms: number; statesExplored: number | null }
  | { status: "limit"; code: SolverLimitCode }
  | { status: "error"; message: string };

/**
 * Runs `kind` on a level in a fresh worker. `cancel` terminates the worker at once (the search has no
 * other way to stop); so do a new `start` and unmounting. While it runs, `elapsedMs` ticks every 250 ms.
 */
export function useSolverTask<K extends SolverRequest["kind"]>(kind: K) {
  type Value = K extends "solve" ? SolveResult : LevelProof;
  const [task, setTask] = useState<SolverTask<Value>>({ status: "idle" });
  const [now, setNow] = useState(() => Date.now());
  const worker = useRef<Worker | null>(null);
  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);
  useEffect(() => {
    if (task.status !== "running") return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [task.status]);

  const start = useCallback(
    (level: Level) => {
      stop();
      const next = new Worker(new URL("./solver-worker.ts", import.meta.url), { type: "module" });
      worker.current = next;
      const startedAt = Date.now();
      setNow(startedAt);
      setTask({ status: "running", startedAt, statesExplored: null });
      next.onmessage = (event: MessageEvent<SolverReply>) => {
        const data = event.data;
        if (data.kind === "progress") {
          setTask((t) => (t.status === "running" ? { ...t, statesExplored: data.statesExplored } : t));
          return;
        }
        stop();
        const ms = Date.now() - startedAt;
        if (data.kind === "solved" || data.kind === "proved") {
          setTask({
            status: "done",
            value: (data.kind === "solved" ? data.result : data.proof) as Value,
            ms,
          });
        } else if (data.kind === "limit") setTask({ status: "limit", code: data.code });
        else setTask({ status: "error", message: data.message });
      };
      next.onerror = (event) => {
        stop();
        setTask({ status: "error", message: event.message || "the solver worker failed" });
      };
      next.postMessage({ kind, level } satisfies SolverRequest);
    },
    [kind, stop],
  );

  const cancel = useCallback(() => {
    stop();
    setTask((t) =>
      t.status === "running"
        ? { status: "cancelled", ms: Date.now() - t.startedAt, statesExplored: t.statesExplored }
        : t,
    );
  }, [stop]);

  const elapsedMs = task.status === "running" ? Math.max(0, now - task.startedAt) : 0;
  return { task, start, cancel, elapsedMs };
}
