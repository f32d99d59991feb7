import { AsyncLocalStorage } from "node:async_hooks";

const scope = new AsyncLocalStorage<AbortSignal>();

/**
 * Runs `work` so that every sandbox it starts, however deep (a driver's compile or syntax check, a
 * match's two sessions), is closed as soon as `signal` aborts: the build steps and moves need no
 * signal of their own. Without a signal, `work` runs as it is.
 */
export function stopSandboxesOn<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  return signal === undefined ? work() : scope.run(signal, work);
}

/** The signal that stops the sandboxes started here (see stopSandboxesOn), if any. */
export function sandboxStopSignal(): AbortSignal | undefined {
  return scope.getStore();
}
