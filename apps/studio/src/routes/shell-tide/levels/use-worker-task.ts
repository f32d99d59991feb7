import { useCallback, useEffect, useRef, useState } from "react";

/** One task in a worker: its progress while it runs, its value, or why it has none. */
export type WorkerTask<Value, Progress, Failure> =
  | { status: "idle" }
  | { status: "running"; startedAt: number; progress: Progress | null }
  | { status: "done"; value: Value; ms: number }
  | { status: "cancelled"; ms: number; progress: Progress | null }
  | { status: "failed"; failure: Failure };

/** What one reply of the worker means for the task. */
export type ReplyMeaning<Value, Progress, Failure> =
  | { progress: Progress }
  | { value: Value }
  | { failure: Failure };

/**
 * Runs a request in a fresh worker (`spawn`), reading each reply with `read`. `cancel` terminates the
 * worker at once (the engine's searches have no other way to stop); so do a new `start` and
 * unmounting. While it runs, `elapsedMs` ticks every 250 ms. `failWith` names a crashed worker.
 */
export function useWorkerTask<Request, Reply, Value, Progress, Failure>(
  spawn: () => Worker,
  read: (reply: Reply) => ReplyMeaning<Value, Progress, Failure>,
  failWith: (message: string) => Failure,
) {
  const [task, setTask] = useState<WorkerTask<Value, Progress, Failure>>({ status: "idle" });
  const [now, setNow] = useState(() => Date.now());
  const worker = useRef<Worker | null>(null);
  const handlers = useRef({ spawn, read, failWith });
  handlers.current = { spawn, read, failWith };
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
    (request: Request) => {
      stop();
      const next = handlers.current.spawn();
      worker.current = next;
      const startedAt = Date.now();
      setNow(startedAt);
      setTask({ status: "running", startedAt, progress: null });
      // A reply of a worker this hook has since replaced or stopped is dropped: it answers an old request.
      next.onmessage = (event: MessageEvent<Reply>) => {
        if (worker.current !== next) return;
        const meaning = handlers.current.read(event.data);
        if ("progress" in meaning) {
          setTask((t) => (t.status === "running" ? { ...t, progress: meaning.progress } : t));
          return;
        }
        stop();
        if ("value" in meaning) setTask({ status: "done", value: meaning.value, ms: Date.now() - startedAt });
        else setTask({ status: "failed", failure: meaning.failure });
      };
      next.onerror = (event) => {
        if (worker.current !== next) return;
        stop();
        setTask({
          status: "failed",
          failure: handlers.current.failWith(event.message || "the worker failed"),
        });
      };
      next.postMessage(request);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setTask((t) =>
      t.status === "running"
        ? { status: "cancelled", ms: Date.now() - t.startedAt, progress: t.progress }
        : t,
    );
  }, [stop]);

  const elapsedMs = task.status === "running" ? Math.max(0, now - task.startedAt) : 0;
  return { task, start, cancel, elapsedMs };
}
