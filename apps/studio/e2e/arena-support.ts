import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { axeViolations, expect, SCREENSHOT_DIR } from "./fixtures.ts";

const STUDIO = fileURLToPath(new URL("../", import.meta.url));
const REPO = fileURLToPath(new URL("../../../", import.meta.url));

export const ADMIN_TOKEN = "e2e-admin-token-0123456789abcdef";
export const SIZES = {
  wide: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** A free loopback port, as the OS gives it now. */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

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
 * repositories under a temporary root, and a known admin token.
 */
export async function serveArena(): Promise<ServedArena> {
  const root = mkdtempSync(join(tmpdir(), "rulekit-studio-arena-"));
  const port = freePort();
  // The service runs from its sources (as its own tests do), so a build of the packages beside this test
  // (which empties their dist/ for a moment) cannot pull them from under a running match; serve.mjs on
  // the built packages has its own smoke test (arena-serve.spec.ts).
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "--conditions=@rulekit/source",
      "--import",
      "tsx",
      "scripts/serve.mjs",
      "--port",
      String(port),
      "--data",
      join(root, "data"),
      "--empty",
      "--local-root",
      root,
    ],
    {
      cwd: STUDIO,
      env: { ...process.env, RULEKIT_ARENA_ADMIN_TOKEN: ADMIN_TOKEN },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${log}`);
    const health = await fetch(`${url}/api/health`).then(
      (r) => r.json() as Promise<{ ok?: boolean }>,
      () => null,
    );
    if (health?.ok) break;
    if (Date.now() > deadline) throw new Error(`the arena did not start in time:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    await exited;
    clearTimeout(timer);
  };
  return {
    url,
    root,
    output: () => log,
    stop,
    async close() {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: cwd,
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.org",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.org",
    },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();

/** Writes files into a git repository under `root` (made on first use) and commits them; returns its path. */
export function commitBot(root: string, name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  try {
    git(dir, "rev-parse", "--git-dir");
  } catch {
    git(dir, "init", "--quiet", "--initial-branch=main");
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  git(dir, "add", "-A");
  git(dir, "commit", "--quiet", "-m", "bot");
  return dir;
}

/** The repository's greedy Python sample (the protocol's scoring), with a line that changes its source. */
export function greedyPython(extra = ""): Record<string, string> {
  return {
    "ott.json": JSON.stringify({ language: "python", entry: "main.py" }),
    "bot/main.py": `${readFileSync(join(REPO, "bots", "python-greedy", "bot", "main.py"), "utf8")}\n${extra}`,
  };
}

/** A Python bot that plays the first legal move and writes a line on stderr each turn. */
export function firstMovePython(tag: string): Record<string, string> {
  return {
    "ott.json": JSON.stringify({ language: "python", entry: "main.py" }),
    "bot/main.py": `import json, sys
r = json.loads(sys.stdin.readline())
sys.stderr.write("${tag} thinking at %d\\n" % r["state"]["moveCount"])
print(json.dumps({"request_id": r["request_id"], "move": r["legal_moves"][0]}))
`,
  };
}

/** A C++ bot that does not compile. */
export function brokenCpp(): Record<string, string> {
  return {
    "ott.json": JSON.stringify({ language: "cpp", entry: "main.cpp" }),
    "bot/main.cpp": "int main() { this is not C++; }\n",
  };
}

/**
 * A browser context of one person (a competitor, an admin, a visitor) at a size, on the served studio,
 * whose pages fail the test on a page error or a console error — but for failed requests the test
 * provokes on purpose (`allow`).
 */
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
