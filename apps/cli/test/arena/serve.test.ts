import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI_BIN, REPO_ROOT } from "../helpers/run-cli.js";

/**
 * `rulekit arena serve` from a clone of the repository: the built CLI finds the service in the
 * workspace, starts it on a new PGlite data folder with no other setup, answers its API, and stops
 * cleanly on SIGTERM; started again on the same folder it keeps the event (no second admin token).
 */
const data = join(mkdtempSync(join(tmpdir(), "rulekit-arena-serve-")), "event");
afterAll(() => rmSync(join(data, ".."), { recursive: true, force: true }));

interface Served {
  url: string;
  output: () => string;
  stop: () => Promise<number | null>;
}

function serve(): Promise<Served> {
  const child = spawn(process.execPath, [CLI_BIN, "arena", "serve", "--data", data, "--port", "0"], {
    cwd: REPO_ROOT,
    env: { ...process.env, NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (url)
        resolve({
          url,
          output: () => out,
          stop: () => {
            child.kill("SIGTERM");
            return exited;
          },
        });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => reject(new Error(`arena serve exited (${code}) before listening:\n${out}`)));
  });
}

describe("rulekit arena serve", () => {
  it("starts on embedded defaults, answers its API, stops on SIGTERM and keeps its data", async () => {
    const first = await serve();
    const answer = await fetch(`${first.url}/api/competitions`);
    expect(answer.status).toBe(200);
    const competitions = (await answer.json()) as { slug: string }[];
    expect(competitions.map((c) => c.slug)).toContain("main");
    expect(first.output()).toMatch(/admin token \(shown once/);
    expect(await first.stop()).toBe(0);
    expect(existsSync(data) && readdirSync(data).length).toBeGreaterThan(0);

    const again = await serve();
    const kept = (await (await fetch(`${again.url}/api/competitions`)).json()) as { slug: string }[];
    expect(kept).toEqual(competitions.map((c) => expect.objectContaining({ slug: c.slug })));
    expect(again.output()).not.toMatch(/admin token \(shown once/);
    expect(await again.stop()).toBe(0);
  }, 180_000);
});
