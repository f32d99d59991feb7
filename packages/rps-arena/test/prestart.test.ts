import { describe, expect, it } from "vitest";
import { NODE_ADDRESS_SPACE_ALLOWANCE_MB } from "../src/drivers/javascript.js";
import { PROCESS_LIMITS } from "../src/drivers/run-plan.js";
import { newBoxIdentity } from "../src/sandbox/box-identity.js";
import { SandboxSession } from "../src/sandbox/session.js";
import { ensureSupervisor } from "../src/sandbox/supervisor-binary.js";
import { findNode } from "../src/toolchain/node.js";
import { defaultCacheDir } from "../src/util/cache-dir.js";

// A prestarted box (SandboxSpec.prestart, a JavaScript bot's) execs its program before the run and
// starts the run's clocks at the go. The supervisor's side of that handshake, with Node programs that
// follow it, ignore it, or die before it.
const LIMITS = { cpuMs: 5000, wallMs: 20_000, outputBytes: 4096, backstopMs: 30_000 };

function prestarted(script: string): SandboxSession {
  const node = findNode();
  return new SandboxSession({
    supervisor: ensureSupervisor(defaultCacheDir()),
    mounts: node.mounts,
    tmpBytes: 1 << 20,
    cwd: "/",
    env: {},
    argv: [node.executable, "-e", script],
    profile: "threads",
    limits: {
      addressSpaceBytes: (256 + NODE_ADDRESS_SPACE_ALLOWANCE_MB) << 20,
      fileSizeBytes: 1 << 20,
      maxOpenFiles: 256,
      maxProcesses: PROCESS_LIMITS.threads,
    },
    identity: newBoxIdentity(),
    prestart: { cpuSeconds: 7 },
  });
}

async function runOnce(script: string) {
  const session = prestarted(script);
  try {
    const run = await session.run("", LIMITS);
    const report = run.report;
    if (!report || !("cpuUs" in report))
      throw new Error(`no report: ${JSON.stringify(report)} ${run.sandboxStderr}`);
    return { run, report };
  } finally {
    session.close();
  }
}

const READY_AND_GO = `const fs = require("node:fs");
const used = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
fs.writeSync(5, "R");
fs.readSync(4, Buffer.alloc(4), 0, 4, null);`;

describe("a prestarted box", () => {
  it("charges everything from the go and nothing of the start before it", async () => {
    // The program's own CPU clock at the go and at its end; it burns 100 ms after the go.
    const script = `${READY_AND_GO}
const atGo = used();
while (used() - atGo < 100) {}
fs.writeSync(1, JSON.stringify({ atGo, end: used() }));`;
    const { run, report } = await runOnce(script);
    expect(report.code, run.stderr.toString()).toBe(0);
    const own = JSON.parse(run.stdout.toString()) as { atGo: number; end: number };
    const chargedMs = report.cpuUs / 1000;
    // Every millisecond after the go is charged (the exit comes on top)...
    expect(chargedMs).toBeGreaterThanOrEqual(own.end - own.atGo - 0.5);
    // ...and Node's start before it is not: the charge is less than the process's whole CPU.
    expect(own.atGo).toBeGreaterThan(0);
    expect(chargedMs).toBeLessThan(own.end);
  });

  it("gives the go anyway to a program that never says it is ready, and reports its run", async () => {
    const { run, report } = await runOnce(`const fs = require("node:fs");
fs.readSync(4, Buffer.alloc(4), 0, 4, null);
fs.writeSync(1, "went");`);
    expect(run.spawnError).toBeNull();
    expect(report).toMatchObject({ exited: true, code: 0 });
    expect(run.stdout.toString()).toBe("went");
  });

  it("reports a program that died before its go by its exit, not as the sandbox's failure", async () => {
    const { run, report } = await runOnce(`process.stderr.write("gone"); process.exit(3);`);
    expect(run.spawnError).toBeNull();
    expect(report).toMatchObject({ exited: true, code: 3 });
    expect(run.stderr.toString()).toBe("gone");
  });

  it("hands the program the go (fd 4) and ready (fd 5) pipes, open across its exec", async () => {
    const { run, report } = await runOnce(`${READY_AND_GO}
const fds = [3, 4, 5, 6].map((fd) => { try { return fs.readlinkSync("/proc/self/fd/" + fd).split(":")[0]; } catch { return null; } });
fs.writeSync(1, JSON.stringify(fds.slice(1, 3)));`);
    expect(report.code, run.stderr.toString()).toBe(0);
    expect(JSON.parse(run.stdout.toString())).toEqual(["pipe", "pipe"]);
  });
});
