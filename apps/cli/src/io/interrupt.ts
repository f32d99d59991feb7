import { CliError, EXIT } from "./errors.js";
import type { Progress } from "./progress.js";

/**
 * Runs `work` with an AbortSignal that Ctrl-C (SIGINT) aborts, its reason `stopped` (an `interrupted`
 * error, exit 130): work that watches the signal stops cleanly and its caller reports one line. A
 * second Ctrl-C exits at once. Only for work that leaves the event loop free (worker threads): a
 * signal's listener runs on the main thread. The listener is removed when the work ends. When the
 * work ends without its answer, its progress bar `bar` (if given) ends with "stopped" or "failed".
 */
export async function whileInterruptible<T>(
  stopped: CliError,
  work: (signal: AbortSignal) => Promise<T>,
  bar?: Pick<Progress, "done">,
): Promise<T> {
  const controller = new AbortController();
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(EXIT.interrupted);
    controller.abort(stopped);
  };
  process.on("SIGINT", onSigint);
  try {
    return await work(controller.signal);
  } catch (error) {
    bar?.done(error instanceof CliError && error.exitCode === EXIT.interrupted ? "stopped" : "failed");
    throw error;
  } finally {
    process.off("SIGINT", onSigint);
  }
}

/**
 * `work`'s answer, or the signal's reason as soon as it aborts: for work the CLI cannot stop from here
 * (none today: `rps match` and `rps submit` give their signal to playMatch and submitBot, which clean
 * up before they reject). Such work goes on until the process ends, which bin.ts makes happen as soon
 * as the `interrupted` line is out.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
