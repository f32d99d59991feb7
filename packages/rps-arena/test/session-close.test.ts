import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "rulekit-session-close-"));
const orphanFile = join(dir, "orphan.pid");
const killOrphan = () => {
  if (!existsSync(orphanFile)) return;
  try {
    process.kill(Number(readFileSync(orphanFile, "utf8")), "SIGKILL");
  } catch {
    // already gone
  }
};
afterAll(() => {
  killOrphan();
  rmSync(dir, { recursive: true, force: true });
});

// A "bwrap" killed half-way through its setup: it leaves a process of its own session behind (as a
// sandbox child does before --die-with-parent takes hold) that keeps the runner's pipes open.
const fakeBwrap = join(dir, "bwrap");
writeFileSync(fakeBwrap, `#!/bin/sh\nsetsid sleep 60 &\necho $! > "${orphanFile}"\nwait\n`);
chmodSync(fakeBwrap, 0o755);

const SESSION = fileURLToPath(new URL("../src/sandbox/session.ts", import.meta.url));
const script = join(dir, "close.mts");
writeFileSync(
  script,
  `import { SandboxSession } from ${JSON.stringify(SESSION)};
const spec = { supervisor: "/none", mounts: [], tmpBytes: 1, cwd: "/", env: {}, argv: ["/none"], profile: "strict",
  limits: { addressSpaceBytes: 0, fileSizeBytes: 1, maxOpenFiles: 8, maxProcesses: 1 }, identity: { kind: "user-namespace" } };
const session = new SandboxSession(spec, ${JSON.stringify(fakeBwrap)});
setTimeout(() => session.close(), 300);
`,
);

describe("SandboxSession.close", () => {
  it("lets the runner exit even when something of the sandbox survives holding its pipes", () => {
    const started = performance.now();
    // The orphan holds the pipes for 60 s: a runner that waited for them would still be alive at 45 s
    // (a bound far from both, so a slow start of tsx on a loaded machine does not decide it).
    const run = spawnSync(process.execPath, ["--import", "tsx", script], {
      timeout: 45_000,
      encoding: "utf8",
    });
    const took = performance.now() - started;
    expect(run.error, `the runner was still alive after ${Math.round(took)} ms`).toBeUndefined();
    expect(run.status, run.stderr).toBe(0);
    // The orphan really was there holding the pipes (so the test tested something).
    const orphan = Number(readFileSync(orphanFile, "utf8"));
    expect(() => process.kill(orphan, 0)).not.toThrow();
  });
});
