import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLI_BIN, REPO_ROOT } from "../helpers/run-cli.js";

/**
 * A client that sends faster than it reads: 1,000 `tools/list` requests (about 140 KB of answer each)
 * and no answer read. The server used to hand every request to the SDK at once and queue every
 * answer in memory (over 400 MB here; 2,000 of them peaked at 1.9 GB); now it takes on a few at a
 * time and stops reading stdin while answers wait, so its memory stays flat. Once the client reads,
 * every request is answered exactly once.
 */
const REQUESTS = 1000;
/** The server idles at about 60 MB and stays near 120 MB blocked; unbounded, it passed 400 MB. */
const LIMIT_KB = 250 * 1024;

const statusKb = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);

describe("rulekit mcp: a client that does not read its answers", () => {
  it("keeps the server's memory bounded while it waits, and loses no request", async () => {
    const child = spawn(process.execPath, [CLI_BIN, "mcp"], {
      cwd: REPO_ROOT,
      stdio: ["pipe", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.stdin.on("error", () => {});
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.pause();
    const send = (message: unknown) => child.stdin.write(`${JSON.stringify(message)}\n`);
    send({
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "flood", version: "0" },
      },
    });
    send({ jsonrpc: "2.0", method: "notifications/initialized" });
    for (let id = 1; id <= REQUESTS; id++) send({ jsonrpc: "2.0", id, method: "tools/list" });

    // Not reading: watch the server until its memory settles (four samples a quarter second apart
    // within 2 MB of each other) or passes the limit — which an unbounded server does, as it answers.
    let peak = 0;
    const samples: number[] = [];
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const rss = statusKb(child.pid!, "VmRSS");
      peak = Math.max(peak, statusKb(child.pid!, "VmHWM"));
      samples.push(rss);
      const last = samples.slice(-4);
      if (peak > LIMIT_KB) break;
      if (last.length === 4 && Math.max(...last) - Math.min(...last) < 2048) break;
    }
    expect(peak, `peak ${Math.round(peak / 1024)} MB while the client read nothing`).toBeLessThan(LIMIT_KB);

    // Reading now: every request answered once, then a clean exit.
    const ids: number[] = [];
    let tools = 0;
    let rest = "";
    const allRead = new Promise<void>((resolve) => {
      child.stdout.on("data", (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop()!;
        for (const line of lines) {
          const answer = JSON.parse(line) as { id: number; result?: { tools?: unknown[] } };
          ids.push(answer.id);
          tools = answer.result?.tools?.length ?? tools;
        }
        if (ids.length >= REQUESTS + 1) resolve();
      });
    });
    child.stdout.resume();
    await allRead;
    expect(ids.sort((a, b) => a - b)).toEqual(Array.from({ length: REQUESTS + 1 }, (_, i) => i));
    expect(tools).toBeGreaterThan(5);
    child.stdin.end();
    expect(await exited).toBe(0);
    expect(stderr).not.toMatch(/\n\s+at /);
    // The answers waited in the server's own bounded queue, not as one `drain` listener each.
    expect(stderr).not.toContain("MaxListenersExceededWarning");
  }, 300_000);
});
