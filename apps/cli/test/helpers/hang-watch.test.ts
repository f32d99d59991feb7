import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { type HangBounds, watchForHang } from "./hang-watch.js";

/**
 * The hang watch the red-team CLI tests rely on (hang-watch.ts): it must name each kind of hang and
 * kill the whole tree, and must leave alone a process that only takes its time.
 */
const LOOSE: HangBounds = { cpuMs: 60_000, stallMs: 60_000, wallMs: 120_000 };

/** Runs `node -e script` under the watch until it exits (or is killed). */
function watched(script: string, bounds: HangBounds) {
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const watch = watchForHang(child, bounds);
  let stdout = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  return new Promise<{
    signal: NodeJS.Signals | null;
    code: number | null;
    stdout: string;
    hang: string | null;
    cpuMs: number;
  }>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      watch.stop();
      resolve({ code, signal, stdout, hang: watch.hang, cpuMs: watch.cpuMs });
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("watchForHang", () => {
  it("kills a process that burns more CPU than its bound, as busy", async () => {
    const run = await watched("for (;;) {}", { ...LOOSE, cpuMs: 500 });
    expect(run.hang).toMatch(/^hung \(busy\): its process tree used \d+\.\d s of CPU \(bound 0\.5 s\)$/);
    expect(run.signal).toBe("SIGKILL");
  });

  it("counts and kills the descendants too (a busy grandchild under an idle child)", async () => {
    const run = await watched(
      `const c = require("node:child_process").spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
       console.log(c.pid);
       setInterval(() => {}, 1 << 30);`,
      { ...LOOSE, cpuMs: 500 },
    );
    expect(run.hang).toMatch(/^hung \(busy\)/);
    const grandchild = Number(run.stdout.trim());
    expect(grandchild).toBeGreaterThan(0);
    // SIGKILL lands at once; the kernel may take a moment to reap it.
    await expect.poll(() => alive(grandchild), { timeout: 10_000 }).toBe(false);
  });

  it("kills a process that waits for good without any CPU, as blocked", async () => {
    const run = await watched("setInterval(() => {}, 1 << 30);", { ...LOOSE, stallMs: 2000 });
    expect(run.hang).toMatch(
      /^hung \(blocked\): its process tree used no CPU for \d+\.\d s \(bound 2\.0 s\)$/,
    );
    expect(run.signal).toBe("SIGKILL");
  });

  it("kills a process that trickles CPU for ever at the last-resort wall clock", async () => {
    const run = await watched(
      "setInterval(() => { const t = Date.now(); while (Date.now() - t < 3) {} }, 30);",
      { ...LOOSE, wallMs: 3000 },
    );
    expect(run.hang).toMatch(
      /^hung: still running after \d+\.\d s \(last-resort bound 3\.0 s\), having used/,
    );
  });

  it("leaves alone a process that takes its time and exits, and reports its CPU", async () => {
    const run = await watched("setTimeout(() => {}, 1500);", LOOSE);
    expect(run.hang).toBeNull();
    expect(run.code).toBe(0);
    // Node's own start-up, at least one 10 ms tick.
    expect(run.cpuMs).toBeGreaterThan(0);
  });
});
