import { parentPort, Worker, workerData } from "node:worker_threads";
import { CliError, ERROR_CODE, EXIT, type ExitCode } from "./errors.js";

/** A CliError as it crosses from a worker thread (an Error's class does not survive postMessage). */
export interface TaskError {
  message: string;
  exitCode: ExitCode;
  code: string;
  path: string | undefined;
  data: unknown;
}

/** One message of a worker task: a heartbeat, its result, or why it failed. */
type TaskReply<P, R> = { progress: P } | { result: R } | { error: TaskError };

/**
 * Runs a synchronous engine task (a solve, a proof) on a worker thread (`entry`, a dist/ file that
 * calls {@link serveTask}), so that this thread stays free to hear Ctrl-C: an abort of `signal` ends
 * the thread at once, whatever it is computing, and rejects with the signal's reason (with
 * {@link whileInterruptible}, an `interrupted` error). `onProgress` sees the task's heartbeats.
 * A CliError thrown by the task is thrown here as it was; any other error is an internal one.
 */
export async function runWorkerTask<P, R>(
  entry: URL,
  data: unknown,
  onProgress: (progress: P) => void,
  signal: AbortSignal,
): Promise<R> {
  signal.throwIfAborted();
  const worker = new Worker(entry, { workerData: data });
  let onAbort = () => {};
  try {
    return await new Promise<R>((resolve, reject) => {
      const fail = (error: unknown) => reject(signal.aborted ? signal.reason : error);
      onAbort = () => fail(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
      worker.on("message", (reply: TaskReply<P, R>) => {
        if (signal.aborted) return;
        if ("progress" in reply) onProgress(reply.progress);
        else if ("result" in reply) resolve(reply.result);
        else fail(fromTaskError(reply.error));
      });
      worker.on("error", (error) => fail(new CliError(`worker: ${error.message}`, EXIT.internal)));
      worker.on("exit", (code) => fail(new CliError(`worker stopped with exit code ${code}`, EXIT.internal)));
    });
  } finally {
    signal.removeEventListener("abort", onAbort);
    await worker.terminate();
  }
}

/**
 * The worker side of {@link runWorkerTask}: runs `work` on the thread's data once, with a way to send
 * heartbeats, and sends back its result or its error.
 */
export function serveTask<D, P, R>(work: (data: D, progress: (progress: P) => void) => R): void {
  const reply = (message: TaskReply<P, R>) => parentPort?.postMessage(message);
  try {
    reply({ result: work(workerData as D, (progress) => reply({ progress })) });
  } catch (error) {
    reply({ error: toTaskError(error) });
  }
}

/** What a worker thread sends for an error it caught: a CliError as it is, anything else an internal one. */
export function toTaskError(error: unknown): TaskError {
  const known = error instanceof CliError;
  return {
    message: known ? error.message : `internal error: ${error instanceof Error ? error.message : error}`,
    exitCode: known ? error.exitCode : EXIT.internal,
    code: known ? error.code : ERROR_CODE.internal,
    path: known ? error.path : undefined,
    data: known ? error.data : undefined,
  };
}

/** The CliError a worker thread's {@link toTaskError} stands for, on the main thread. */
export function fromTaskError({ message, exitCode, code, path, data }: TaskError): CliError {
  return new CliError(message, exitCode, data, { code, path });
}
