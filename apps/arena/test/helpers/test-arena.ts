import { rmSync } from "node:fs";
import { type ArenaServiceOptions, serveArena } from "../../src/index.js";
import { type Api, apiClient } from "./api.js";
import { tempRoot } from "./git-bot.js";
import { freshDataDir } from "./pglite-template.js";

export interface TestArena {
  url: string;
  api: Api;
  admin: string;
  root: string;
  service: Awaited<ReturnType<typeof serveArena>>["service"];
  close(): Promise<void>;
}

export const TEST_ADMIN_TOKEN = "test-admin-token-0123456789";

/**
 * The service on a free loopback port, with its own data (a copy of the migrated PGlite template,
 * or `databaseUrl`), competitors allowed to submit local repositories under `root`, and no
 * submission interval (the rate limit has its own test).
 */
export async function startTestArena(
  options: Partial<Omit<ArenaServiceOptions, "database">> & {
    requestTimeoutMs?: number;
    trustProxy?: readonly string[];
    databaseUrl?: string;
    root?: string;
    settings?: unknown;
  } = {},
): Promise<TestArena> {
  const root = options.root ?? tempRoot("rulekit-arena-test-");
  const { databaseUrl, settings, ...rest } = options;
  const started = await serveArena({
    ...rest,
    ...(databaseUrl ? { databaseUrl } : { dataDir: await freshDataDir(root) }),
    port: 0,
    localRoots: [root],
    adminToken: TEST_ADMIN_TOKEN,
    defaultCompetition: {
      slug: "main",
      name: "Test cup",
      settings: settings ?? {
        submissions: { maxPerWindow: 100, windowSeconds: 3600, minIntervalSeconds: 0 },
      },
    },
  });
  return {
    url: started.url,
    api: apiClient(started.url),
    admin: TEST_ADMIN_TOKEN,
    root,
    service: started.service,
    async close() {
      await started.close();
      if (!options.root) rmSync(root, { recursive: true, force: true });
    },
  };
}
