import { mkdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { folderHoldAddress } from "@rulekit/core/node";
import { rawControlIn } from "@rulekit/core/testing";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_HOLD } from "../src/db/single-service.js";
import { DatabaseInUseError, serveArena } from "../src/index.js";
import { apiClient } from "./helpers/api.js";
import { tempRoot } from "./helpers/git-bot.js";
import { freshDataDir } from "./helpers/pglite-template.js";
import { freePort } from "./helpers/postgres-server.js";
import { killHard, type ServeProcess, serveProcess } from "./helpers/serve-process.js";

/**
 * One service per embedded database: two services on one PGlite folder each write over the other's
 * files and rows are lost without an error (it happened: the second's inserts replaced the first's).
 * A second service — in this process, in another one, or through `rulekit-arena serve` — is refused
 * naming the holder, the first keeps every write, and the hold ends with its process (kill -9 too).
 */
const ADMIN = "single-service-admin-token-0123456789";
const root = tempRoot("rulekit-arena-single-");
const started: ServeProcess[] = [];

afterAll(async () => {
  for (const run of started) await killHard(run.child);
  rmSync(root, { recursive: true, force: true });
});

/** `rulekit-arena serve` on `dataDir` (killed after the file if still running). */
function serve(dataDir: string, port: number): ServeProcess {
  const run = serveProcess(dataDir, port, [], { RULEKIT_ARENA_ADMIN_TOKEN: ADMIN });
  started.push(run);
  return run;
}

const start = (dataDir: string) => serveArena({ dataDir, port: 0, adminToken: ADMIN, localRoots: [root] });

async function names(url: string): Promise<string[]> {
  const api = apiClient(url);
  const res = await api("GET", "/api/competitions/main/competitors");
  expect(res.status).toBe(200);
  return (res.body as { displayName: string }[]).map((c) => c.displayName).sort();
}

async function register(url: string, displayName: string): Promise<void> {
  const res = await apiClient(url)("POST", "/api/competitions/main/competitors", { json: { displayName } });
  expect(res.status).toBe(201);
}

describe("one service per PGlite data folder", () => {
  it("refuses a second service in the same process and loses none of the first one's writes", async () => {
    const dataDir = await freshDataDir(root);
    const first = await start(dataDir);
    try {
      await register(first.url, "Before");
      const refused = await start(dataDir).then(
        (second) => second.close().then(() => null),
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DatabaseInUseError);
      expect((refused as Error).message).toContain(`the data folder ${dataDir} is in use`);
      expect((refused as Error).message).toContain(`process ${process.pid}`);
      // The first goes on as if nothing happened: earlier and later writes are both there.
      await register(first.url, "After");
      expect(await names(first.url)).toEqual(["After", "Before"]);
    } finally {
      await first.close();
    }
    // Released at close: the next service opens the folder and finds every row.
    const next = await start(dataDir);
    try {
      expect(await names(next.url)).toEqual(["After", "Before"]);
    } finally {
      await next.close();
    }
  });

  it("refuses `rulekit-arena serve` on a folder another process holds, and frees it when that process is killed", async () => {
    const dataDir = await freshDataDir(root);
    const holder = serve(dataDir, await freePort());
    await holder.listening;

    const second = serve(dataDir, await freePort());
    const stillRunning = new Promise<string>((resolve) => setTimeout(resolve, 60_000, "still running"));
    expect(await Promise.race([second.exited, stillRunning])).toBe(1);
    const lines = second.said().trim().split("\n");
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^rulekit-arena: the data folder .+ is in use by another Rulekit Arena service \\(process ${holder.child.pid}\\): stop it first`,
        ),
      ),
    ]);

    const inProcess = await start(dataDir).then(
      (s) => s.close().then(() => null),
      (error: unknown) => error,
    );
    expect((inProcess as Error).message).toContain(`process ${holder.child.pid}`);

    // kill -9: no clean-up ran, yet the folder is free at once.
    await killHard(holder.child);
    const after = await start(dataDir);
    await after.close();
  });

  it("repeats nothing but a pid from whatever holds the folder", async () => {
    const dataDir = join(root, "hostile");
    mkdirSync(dataDir, { recursive: true });
    // Something else listens where the hold would, and answers with terminal escapes.
    const squatter: Server = createServer((socket) =>
      socket.end('{"pid":"\u001b]0;pwned\u0007","since":"\u001b[31mnow"}\n'),
    );
    await new Promise<void>((resolve) => squatter.listen(folderHoldAddress(dataDir, PGLITE_HOLD), resolve));
    try {
      const refused = await start(dataDir).then(
        (s) => s.close().then(() => null),
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DatabaseInUseError);
      const message = (refused as Error).message;
      expect(message).toContain("(another process)");
      expect(rawControlIn(message)).toBeNull();
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
