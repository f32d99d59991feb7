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
