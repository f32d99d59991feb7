/**
 * The Redis a distributed tournament meets its workers on, from a `redis://[user:password@]host[:port][/db]`
 * URL (`rediss://` for TLS). Connections reconnect for ever, a quarter second after a drop and at
 * most two seconds apart, and a command waits through a reconnection instead of failing
 * (`maxRetriesPerRequest: null`, which BullMQ requires for its blocking connections): a restarted
 * Redis is met again by every side without anyone noticing but the logs.
 */
export interface RedisOptions {
  host: string;
  port: number;
  db: number;
  username?: string;
  password?: string;
  tls?: Record<string, never>;
  maxRetriesPerRequest: null;
  enableOfflineQueue: true;
  retryStrategy: (times: number) => number;
  /** BullMQ checks the server's version once per connection: not needed on every reconnect. */
  skipVersionCheck: boolean;
}

/** A URL that is not a Redis URL (the message says why, without its password). */
export class RedisUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RedisUrlError";
  }
}

export function redisOptions(url: string): RedisOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RedisUrlError("not a URL (expected redis://HOST:PORT)");
  }
  if (parsed.protocol !== "redis:" && parsed.protocol !== "rediss:") {
    throw new RedisUrlError(`unsupported scheme '${parsed.protocol}' (expected redis:// or rediss://)`);
  }
  if (!parsed.hostname) throw new RedisUrlError("no host (expected redis://HOST:PORT)");
  const port = parsed.port === "" ? 6379 : Number(parsed.port);
  const dbText = parsed.pathname.replace(/^\//, "");
  const db = dbText === "" ? 0 : Number(dbText);
  if (!Number.isInteger(db) || db < 0 || db > 15) throw new RedisUrlError("the database must be 0 … 15");
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, "$1"),
    port,
    db,
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.protocol === "rediss:" ? { tls: {} } : {}),
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(250 * times, 2000),
    skipVersionCheck: false,
  };
}

/** The URL as it may be printed: without its password. */
export function shownRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}
