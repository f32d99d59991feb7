import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startServe } from "./serve-process.ts";

/**
 * `pnpm start`'s server (scripts/serve.mjs) as a newcomer runs it, on the built packages: the studio and
 * the arena on one URL, the demo event on a new data folder (and only then), `--empty`, and flags and a
 * busy port refused in one line.
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });

/** `pnpm start` with the given flags; the admin token from the environment is cleared unless given. */
const start = (args: string[], env: Record<string, string> = {}) =>
  startServe(args, { env: { RULEKIT_ARENA_ADMIN_TOKEN: "", ...env } });

const json = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;

let root: string;
test.beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "rulekit-studio-serve-"));
});
test.afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

test("a new data folder: the studio and the arena on one URL, the admin token once, the demo event seeded", async ({
  page,
}) => {
  const run = start(["--data", join(root, "demo")]);
  await run.ready();
  const competitions = await json<{ slug: string; name: string }[]>(`${run.url}/api/competitions`);
  expect(competitions.map((c) => c.slug)).toEqual(["demo"]);
  await expect
    .poll(async () => (await json<unknown[]>(`${run.url}/api/competitions/demo/competitors`)).length, {
      timeout: 120_000,
    })
    .toBe(5);
  const names = (await json<{ displayName: string }[]>(`${run.url}/api/competitions/demo/competitors`)).map(
    (c) => c.displayName,
  );
  expect(names).toEqual([
    "Greedy (Python)",
    "Greedy (C++)",
    "Greedy (TypeScript)",
    "Template (Python)",
    "Template (C++)",
  ]);
  expect(run.output()).toMatch(
    /admin token \(shown once, keep it; sign in at http:\/\/127\.0\.0\.1:\d+\/arena\/admin\): rka_/,
  );
  await page.goto(`${run.url}/arena`);
  await expect(page.getByText("Rulekit Arena demo")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Arena" })).toBeVisible();
  const html = await (await fetch(`${run.url}/arena/rounds`)).text();
  expect(html).toContain('<div id="root">');
  expect(await run.stop()).toBe(0);
  // The same folder again: not new, so no second seed and no second admin token.
  const again = start(["--data", join(root, "demo")]);
  await again.ready();
  await expect
    .poll(async () => (await json<unknown[]>(`${again.url}/api/competitions/demo/competitors`)).length)
    .toBe(5);
  expect(await json<unknown[]>(`${again.url}/api/competitions`)).toHaveLength(1);
  expect(again.output()).not.toContain("admin token");
  expect(again.output()).not.toContain("submitted");
  expect(await again.stop()).toBe(0);
});

test("--empty: a new data folder starts with an empty competition", async ({ page }) => {
  const run = start(["--data", join(root, "empty"), "--empty"], {
    RULEKIT_ARENA_ADMIN_TOKEN: "a-chosen-admin-token-0123",
  });
  await run.ready();
  const competitions = await json<{ slug: string }[]>(`${run.url}/api/competitions`);
  expect(competitions.map((c) => c.slug)).toEqual(["main"]);
  expect(await json<unknown[]>(`${run.url}/api/competitions/main/competitors`)).toEqual([]);
  expect(run.output()).not.toContain("admin token");
  await page.goto(`${run.url}/arena`);
  await expect(page.getByTestId("arena-board-empty")).toBeVisible();
  expect(await run.stop()).toBe(0);
});

test("--help: every flag on stdout, exit 0, no server started", async () => {
  const port = freePort();
  const help = startServe(["--help"], { port });
  expect(await help.exit).toBe(0);
  for (const flag of ["--port N", "--data DIR", "--empty", "--local-root DIR", "--no-arena", "--help"])
    expect(help.output()).toContain(flag);
  expect(help.output()).toMatch(/^Usage: pnpm start/);
  // Nothing listens: the port is still free.
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(port, "127.0.0.1", resolve);
  });
  probe.close();
});

test("a bad flag or a busy port is one line and exit 1", async () => {
  const bad = start(["--bogus"]);
  expect(await bad.exit).toBe(1);
  expect(bad.output().trim().split("\n")).toHaveLength(1);
  expect(bad.output()).toMatch(/^studio: .*--bogus/);
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
  const port = (blocker.address() as { port: number }).port;
  const busy = startServe([], { port });
  const code = await busy.exit;
  blocker.close();
  expect(code).toBe(1);
  expect(busy.output()).toBe(
    `studio: port ${port} on 127.0.0.1 is busy (another server is using it): start with --port N or PORT=N\n`,
  );
});
