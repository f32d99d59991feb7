/**
 * Runs a database step again while the database is away (a PostgreSQL restart, a dropped
 * connection), every `everyMs`, for at most `forMs`; any other error is thrown at once. What a
 * step writes is keyed (unique results, claims in transactions), so running it again is safe.
 */
export async function whileDatabaseAway<T>(
  step: () => Promise<T>,
  options: { everyMs?: number; forMs?: number; stopped?: () => boolean } = {},
): Promise<T> {
  const deadline = Date.now() + (options.forMs ?? 120_000);
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!isConnectionError(error) || Date.now() > deadline || options.stopped?.()) throw error;
      await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 500));
    }
  }
}

/** An error that says the database cannot be reached now, rather than that the step is wrong. */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === "string" &&
      (/^(08|57P0)/.test(code) || /^E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT)$/.test(code))
    ) {
      return true;
    }
    if (
      typeof message === "string" &&
      /Connection terminated|connection .*(closed|ended|refused)|Client has encountered a connection error|terminating connection/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
