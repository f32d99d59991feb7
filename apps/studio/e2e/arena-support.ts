import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import {
  brokenCpp,
  commitMore,
  firstMovePython,
  gitBot,
  greedyPython,
} from "../../arena/test/helpers/git-bot.ts";
import { axeViolations, expect, SCREENSHOT_DIR } from "./fixtures.ts";
import { startServe } from "./serve-process.ts";

export const ADMIN_TOKEN = "e2e-admin-token-0123456789abcdef";
export const SIZES = {
  wide: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export interface ServedArena {
  url: string;
  root: string;
  /** Everything the server wrote (stdout and stderr). */
  output(): string;
  /** Stops the server (SIGTERM, then SIGKILL) and waits for it. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `pnpm start`'s server for real: the built studio (RULEKIT_STUDIO_DIST or dist/) and the arena service on
 * a new PGlite data folder, on a free port, started empty (`--empty`) with competitors allowed to submit git
 * repositories under a temporary root, and a known admin token. Given the `root` of a server stopped before,
 * it serves that one's data folder again.
 */
export async function serveArena(
  root = mkdtempSync(join(tmpdir(), "rulekit-studio-arena-")),
): Promise<ServedArena> {
  const server = startServe(["--data", join(root, "data"), "--empty", "--local-root", root], {
    env: { RULEKIT_ARENA_ADMIN_TOKEN: ADMIN_TOKEN },
    fromSources: true,
  });
  await server.ready();
  const url = server.url;
  const output = server.output;
  const stop = async () => {
    await server.stop();
  };
  return {
    url,
    root,
    output,
    stop,
    async close() {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Connection failures a busy served arena can give for a moment: reset, refused, or closed by the other side. */
const TRANSIENT = new Set(["ECONNRESET", "ECONNREFUSED", "UND_ERR_SOCKET"]);

function transientCode(error: unknown): string | null {
  // Node's fetch rejects with TypeError("fetch failed") whose cause holds the code (an AggregateError's
  // errors hold it when several addresses were tried).
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | null)?.cause;
  const codes = [cause?.code, ...(cause?.errors ?? []).map((e) => e.code)];
  return (codes.find((c) => typeof c === "string" && TRANSIENT.has(c)) as string | undefined) ?? null;
}

/**
 * Node's fetch of a served arena, for what a test checks beside the pages. A GET (asking again changes
 * nothing) whose connection is reset or refused while the service is busy building and playing is asked
 * again, at most twice, 0.5 s then 1 s later; any other method is sent once, as it may have been done.
 */
export async function fetchArena(url: string, init: RequestInit = {}): Promise<Response> {
  const get = (init.method ?? "GET").toUpperCase() === "GET";
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (!get || attempt === 2 || transientCode(error) === null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
}

/** GETs `path` of the served arena at `base` (with a token when given); expects a 200 and returns its JSON. */
export async function readApi<T>(base: string, path: string, token?: string): Promise<T> {
  const r = await fetchArena(`${base}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(r.status, path).toBe(200);
  return (await r.json()) as T;
}

/**
 * Writes files into a git repository under `root` (made on first use) and commits them; returns its path.
 * The bots' files are the arena service's test helpers (`greedyPython`, `firstMovePython`, `brokenCpp`).
 */
export function commitBot(root: string, name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  if (existsSync(join(dir, ".git"))) commitMore(dir, files);
  else gitBot(root, name, files);
  return dir;
}

export { brokenCpp, firstMovePython, greedyPython };

export async function person(browser: Browser, base: string, size: keyof typeof SIZES = "wide") {
  const context = await browser.newContext({ baseURL: base, viewport: SIZES[size] });
  // An element that never comes fails the step in a minute, not at the end of the whole test's budget.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    const text = m.text();
    if (!allowed.some((a) => a.test(text))) errors.push(`console.error: ${text}`);
  });
  return {
    context,
    page,
    /** Console errors matching this are expected from now on (a refusal the test provokes). */
    allow(pattern: RegExp) {
      allowed.push(pattern);
    },
    /** No page error or unexpected console error so far. */
    clean() {
      expect(errors, "the page logged errors").toEqual([]);
    },
  };
}

export type Person = Awaited<ReturnType<typeof person>>;

/** Presses Tab until `testId`'s element has the focus (keyboard only); fails after `max` presses. */
export async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/**
 * A page as every user must get it: axe-core clean, nothing wider than the screen, and a screenshot in
 * e2e/artifacts/screenshots (arena-<name>).
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), `${name}: axe`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: wider than the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}arena-${name}.png`, fullPage: true });
}

/** The scripts a route loads in a fresh browser (no cache), gzipped: what it costs before anything else. */
export async function initialScriptBytes(
  browser: Browser,
  base: string,
  path: string,
  ready: string,
): Promise<number> {
  const context = await browser.newContext({ baseURL: base, viewport: SIZES.wide });
  const page = await context.newPage();
  const bodies: Promise<number>[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script")
      bodies.push(r.body().then((b) => gzipSync(b, { level: 9 }).length));
  });
  await page.goto(path);
  // The page's content drawn means its scripts ran (an open event stream keeps the network busy for good).
  await page.locator(ready).first().waitFor();
  const total = (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
  await context.close();
  return total;
}
