import { useCallback, useEffect, useRef, useState } from "react";
import { ArenaApiError, arenaRequest, isTransient } from "./api/client.ts";
import { session } from "./session.ts";

export interface Resource<T> {
  data: T | undefined;
  /** The last failure (cleared by the next answer); the data of the answer before it stays. */
  error: unknown;
  /** True until the first answer (or failure) for this path. */
  loading: boolean;
  /** Asks again now. */
  reload(): void;
}

/** Waits before asking again after a failure that may pass (the service down or starting): 1 s, 2 s, 4 s … 30 s. */
export function backoffMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/**
 * Reads `path` from the arena API (null: nothing to read yet), again whenever `refresh` changes (a live
 * event) or `reload()` is called, keeping the data shown meanwhile. When the service is down or starting
 * it tries again by itself with a growing wait; a stored token the service refuses (401) is dropped.
 */
export function useArena<T>(path: string | null, token: string | null, refresh?: unknown): Resource<T> {
  const [state, setState] = useState<{ path: string | null; data: T | undefined; error: unknown }>({
    path,
    data: undefined,
    error: null,
  });
  const [again, setAgain] = useState(0);
  const failures = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` and `again` are triggers
  useEffect(() => {
    if (path === null) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    arenaRequest<T>(path, { token, signal: abort.signal }).then(
      (data) => {
        failures.current = 0;
        setState({ path, data, error: null });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (error instanceof ArenaApiError && error.kind === "unauthorized" && token) session.refused(token);
        setState((s) => ({ path, data: s.path === path ? s.data : undefined, error }));
        if (isTransient(error)) {
          failures.current++;
          timer = setTimeout(() => setAgain((n) => n + 1), backoffMs(failures.current));
        }
      },
    );
    return () => {
      abort.abort();
      if (timer) clearTimeout(timer);
    };
  }, [path, token, refresh, again]);
  const reload = useCallback(() => setAgain((n) => n + 1), []);
  const current = state.path === path;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : null,
    loading: path !== null && (!current || (state.data === undefined && state.error === null)),
    reload,
  };
}

/**
 * Runs an action (a POST) and keeps its outcome for the page: `busy` while it runs, then the error
 * (worded by the page) or null. A refused stored token is dropped, like reads.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async <T>(action: () => Promise<T>, token?: string | null): Promise<T | undefined> => {
      setBusy(true);
      setError(null);
      try {
        return await action();
      } catch (caught) {
        if (caught instanceof ArenaApiError && caught.kind === "unauthorized" && token)
          session.refused(token);
        setError(caught);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return { busy, error, run, clear: () => setError(null) };
}
