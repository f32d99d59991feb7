import { parseArgs } from "node:util";
import { RedisUrlError, redisOptions, shownRedisUrl } from "@rulekit/rps-arena";
import { ADMIN_TOKEN_ENV } from "./auth.js";
import { shownDatabaseUrl } from "./db/connect.js";
import { trustedProxies } from "./http/client-address.js";
import { defaultDataDir, serveArena } from "./start.js";

/** What `rulekit arena serve` (and `rulekit-arena serve`) takes. */
export interface ServeFlags {
  data?: string;
  database?: string;
  redis?: string;
  queue?: string;
  host: string;
  port: number;
  concurrency: number;
  localRoot: string[];
  /** Reverse proxies whose X-Forwarded-For names the client (addresses or CIDR ranges). */
  trustProxy: string[];
}

export const SERVE_HELP = `Usage: rulekit arena serve [options]

Starts the Rulekit Arena competition service and its HTTP API (/api/…, OpenAPI at /api/openapi.json).
With no option it needs no setup: an embedded PostgreSQL (PGlite) in the user's data folder, and
matches played in this process in the arena's sandbox. Restarting it keeps everything; killed in the
middle of a round, it resumes where it was.

Options:
  --data DIR          PGlite data folder (default ${defaultDataDir()}, or $RULEKIT_ARENA_DATA)
  --database URL      a postgres://… server instead (the same schema, migrated at start)
  --redis URL         send matches to BullMQ workers ('rulekit rps worker --redis URL')
  --queue NAME        their queue (default rps-matches)
  --host HOST         address to listen on (default 127.0.0.1)
  --port N            port (default 4180; 0 picks a free one)
  --concurrency K     matches played at the same time in this process (default 1)
  --local-root DIR    let competitors submit local repositories under DIR (repeatable; none by default)
  --trust-proxy ADDR  a reverse proxy in front (an address or CIDR range, repeatable): requests from it
                      count as from the client its X-Forwarded-For names (none by default: ignored)

The admin token is printed once, at the first start; or set it with ${ADMIN_TOKEN_ENV}.`;

/** Reads the flags; a message naming the flag when one is wrong. */
export function parseServeFlags(argv: string[]): ServeFlags | { help: true } {
  const { values } = parseArgs({
    args: argv,
    options: {
      data: { type: "string" },
      database: { type: "string" },
      redis: { type: "string" },
      queue: { type: "string" },
      host: { type: "string", default: "127.0.0.1" },
      port: { type: "string", default: "4180" },
      concurrency: { type: "string", default: "1" },
      "local-root": { type: "string", multiple: true, default: [] },
      "trust-proxy": { type: "string", multiple: true, default: [] },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return { help: true };
  const int = (name: string, text: string, min: number, max: number) => {
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max)
      throw new Error(`--${name} must be an integer ${min}–${max}, got '${text}'`);
    return n;
  };
  if (values.database !== undefined && !/^postgres(ql)?:\/\//.test(values.database)) {
    throw new Error(`--database must be a postgres:// URL, got '${shownDatabaseUrl(values.database)}'`);
  }
  if (values.data !== undefined && values.database !== undefined)
    throw new Error("give --data or --database, not both");
  if (values.redis !== undefined) {
    try {
      redisOptions(values.redis);
    } catch (error) {
      if (error instanceof RedisUrlError)
        throw new Error(`--redis ${shownRedisUrl(values.redis)}: ${error.message}`);
      throw error;
    }
  }
  let trustProxy: string[];
  try {
    trustProxy = trustedProxies(values["trust-proxy"] as string[]);
  } catch (error) {
    throw new Error(`--trust-proxy ${(error as Error).message}`);
  }
  return {
    data: values.data,
    database: values.database,
    redis: values.redis,
    queue: values.queue,
    host: values.host!,
    port: int("port", values.port!, 0, 65535),
    concurrency: int("concurrency", values.concurrency!, 1, 64),
    localRoot: values["local-root"] as string[],
    trustProxy,
  };
}

/**
 * Runs the service until SIGINT/SIGTERM: prints where it listens (and the admin token at the first
 * start) on stderr, then on a signal stops taking work, lets running matches finish, closes.
 */
export async function serveFromFlags(
  flags: ServeFlags,
  write: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
) {
  const server = await serveArena({
    dataDir: flags.data,
    databaseUrl: flags.database,
    redis: flags.redis,
    queue: flags.queue,
    host: flags.host,
    port: flags.port,
    concurrency: flags.concurrency,
    localRoots: flags.localRoot,
    trustProxy: flags.trustProxy,
    log: (line) => write(`arena: ${line}`),
  });
  const where = flags.database ? shownDatabaseUrl(flags.database) : (flags.data ?? defaultDataDir());
  write(`arena: listening on ${server.url} (API ${server.url}/api, OpenAPI ${server.url}/api/openapi.json)`);
  write(
    `arena: database ${server.service.database.kind} at ${where}; matches ${flags.redis ? `sent to ${shownRedisUrl(flags.redis)}` : "played here"}`,
  );
  if (server.adminToken) {
    write(`arena: admin token (shown once, keep it): ${server.adminToken}`);
  }
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      write("arena: stopping (running matches finish and are recorded)");
      resolve();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
  await server.close();
}

/** `rulekit-arena serve …`: the exit code. */
export async function runServeCli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== "serve") {
    process.stderr.write(`${SERVE_HELP}\n`);
    return command === undefined || command === "--help" || command === "-h" ? 0 : 2;
  }
  let flags: ReturnType<typeof parseServeFlags>;
  try {
    flags = parseServeFlags(rest);
  } catch (error) {
    process.stderr.write(`rulekit-arena: ${(error as Error).message}\n`);
    return 2;
  }
  if ("help" in flags) {
    process.stderr.write(`${SERVE_HELP}\n`);
    return 0;
  }
  try {
    await serveFromFlags(flags);
    return 0;
  } catch (error) {
    const message =
      (error as NodeJS.ErrnoException).code === "EADDRINUSE"
        ? `port ${flags.port} on ${flags.host} is busy`
        : (error as Error).message;
    process.stderr.write(`rulekit-arena: ${message}\n`);
    return 1;
  }
}
