import type { IncomingMessage, ServerResponse } from "node:http";
import { homedir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type ArenaAppOptions, arenaPlugin, arenaRequestHandler, buildArenaApp } from "./http/app.js";
import { ArenaService, type ArenaServiceOptions } from "./service.js";

/** Where the embedded database lives by default: `$RULEKIT_ARENA_DATA`, else the user's data folder. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RULEKIT_ARENA_DATA) return env.RULEKIT_ARENA_DATA;
  const base = env.XDG_DATA_HOME || join(homedir(), ".local", "share");
  return join(base, "rulekit-arena");
}

export interface StartArenaOptions extends Omit<ArenaServiceOptions, "database"> {
  /** PGlite data folder (default: defaultDataDir()). Ignored when `databaseUrl` is given. */
  dataDir?: string;
  /** A postgres:// URL: the same schema on a PostgreSQL server. */
  databaseUrl?: string;
}

export interface StartedArena {
  service: ArenaService;
  /** Register on a Fastify 5 instance: `app.register(arena.plugin)`; routes under /api. */
  plugin: ReturnType<typeof arenaPlugin>;
  /** A Node request handler (`(req, res, next?)`): answers /api/…, passes the rest to `next`. */
  handler: (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;
  /** The admin token made at this (first) start, to print once; null otherwise. */
  adminToken: string | null;
  close(): Promise<void>;
}

/** Starts the service with its defaults (embedded PGlite, matches played here) for embedding. */
export async function startArena(options: StartArenaOptions = {}): Promise<StartedArena> {
  const { dataDir, databaseUrl, ...rest } = options;
  const service = await ArenaService.start({
    ...rest,
    database: databaseUrl
      ? { kind: "postgres", url: databaseUrl }
      : { kind: "pglite", dataDir: dataDir ?? defaultDataDir() },
  });
  const handler = await arenaRequestHandler(service);
  return {
    service,
    plugin: arenaPlugin(service),
    handler,
    adminToken: service.newAdminToken,
    close: () => service.close(),
  };
}

/** `rulekit arena serve`: the service and its API listening on host:port. */
export async function serveArena(
  options: StartArenaOptions & ArenaAppOptions & { host?: string; port?: number },
): Promise<{
  service: ArenaService;
  app: FastifyInstance;
  url: string;
  adminToken: string | null;
  close(): Promise<void>;
}> {
  const {
    host = "127.0.0.1",
    port = 4180,
    dataDir,
    databaseUrl,
    requestTimeoutMs,
    trustProxy,
    ...rest
  } = options;
  const service = await ArenaService.start({
    ...rest,
    database: databaseUrl
      ? { kind: "postgres", url: databaseUrl }
      : { kind: "pglite", dataDir: dataDir ?? defaultDataDir() },
  });
  let app: FastifyInstance;
  try {
    app = await buildArenaApp(service, { requestTimeoutMs, trustProxy });
    await app.listen({ host, port });
  } catch (error) {
    await service.close();
    throw error;
  }
  const address = app.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    service,
    app,
    url: `http://${host.includes(":") ? `[${host}]` : host}:${actualPort}`,
    adminToken: service.newAdminToken,
    async close() {
      await app.close();
      await service.close();
    },
  };
}
