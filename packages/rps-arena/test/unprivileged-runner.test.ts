import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { expectContainedProbe } from "./helpers/escape-probe.js";
import { kernelFeatures, PROBE_UID } from "./helpers/kernel-features.js";

/**
 * The sandbox when the runner is not root: bubblewrap in a user namespace. As root (CI), the runner
 * is started as an unprivileged uid with setpriv; otherwise the test already runs unprivileged.
 * Whether this kernel lets an unprivileged uid make a user namespace is probed first (outside any
 * sandbox): where it does, the bots must run contained; where it does not, the runner must fail
 * closed (an infrastructure error, no bot code run outside a sandbox), never fall back to less.
 */
const UNPRIVILEGED_UID = PROBE_UID;
const USER_NAMESPACES = kernelFeatures()["unprivileged-user-namespaces"];
const dir = mkdtempSync(join(tmpdir(), "rulekit-unprivileged-"));
chmodSync(dir, 0o777);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const src = (path: string) => JSON.stringify(fileURLToPath(new URL(`../src/${path}`, import.meta.url)));
const bots = fileURLToPath(new URL("../../../bots/", import.meta.url));
const script = join(dir, "probe.mts");
writeFileSync(
  script,
  `import { buildRequest, CLASSIC_V2, DEFAULT_LIMITS, newGame } from ${JSON.stringify(fileURLToPath(new URL("../../rps-grid/src/index.ts", import.meta.url)))};
import { prepareBot } from ${src("bot/prepare-bot.ts")};
import { runMatch } from ${src("match/run-match.ts")};
import { runBotMove } from ${src("move/run-move.ts")};
import { loadSubmission } from ${src("submission/load-submission.ts")};
const limits = { ...DEFAULT_LIMITS, moveCpuMs: 300 };
const cacheDir = ${JSON.stringify(join(dir, "cache"))};
const prepare = (name) => prepareBot(loadSubmission(${JSON.stringify(bots)} + name), { cacheDir, limits });
let probe;
try {
  probe = await prepare("misbehaving/python/escape-probe");
} catch (error) {
  // Where the kernel gives this uid no sandbox, nothing may run: the runner must say so and stop.
  process.stdout.write(JSON.stringify({ runner: process.getuid(), refused: { name: error.name, message: error.message } }));
  process.exit(0);
}
const budget = { cpuMs: 300, moveCpuMs: 300, wallMs: 3000, moveWallMs: 3000, outputBytes: 65536, userdataBytes: 16384 };
const move = await runBotMove(probe, buildRequest(newGame(CLASSIC_V2, "u"), 0, limits), limits, budget);
const fork = await prepare("misbehaving/python/fork");
const greedy = await prepare("python-greedy");
const record = await runMatch({ bots: [fork, greedy], rules: CLASSIC_V2, seed: "u", limits });
process.stdout.write(JSON.stringify({ runner: process.getuid(), move, faults: record.faults.map((f) => f.code) }));
for (const bot of [probe, fork, greedy]) bot.dispose();
`,
);
chmodSync(script, 0o644);

const title = USER_NAMESPACES.available
  ? "runs bots contained: its own pid namespace, nothing written outside /tmp, violations still caught"
  : `fails closed where the kernel gives it no user namespace (${USER_NAMESPACES.evidence})`;

describe("an unprivileged runner (user namespace)", () => {
  it(title, () => {
    const asRoot = process.getuid?.() === 0;
    const command = asRoot
      ? ["setpriv", `--reuid=${UNPRIVILEGED_UID}`, `--regid=${UNPRIVILEGED_UID}`, "--clear-groups"]
      : [];
    const run = spawnSync(
      command[0] ?? process.execPath,
      [
        ...command.slice(1),
        ...(asRoot ? [process.execPath] : []),
        "--conditions=@rulekit/source",
        "--import",
        "tsx",
        script,
      ],
      {
        cwd: fileURLToPath(new URL("..", import.meta.url)),
        env: { PATH: process.env.PATH, HOME: dir, TMPDIR: dir },
        encoding: "utf8",
        timeout: 120_000,
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.runner).not.toBe(0);
    if (!USER_NAMESPACES.available) {
      // No sandbox, no bot: preparing it fails as the machine's fault, naming why; nothing ran.
      expect(out.refused, run.stdout).toBeDefined();
      expect(out.refused.name).toBe("InfrastructureError");
      expect(out.refused.message).toMatch(/namespace/i);
      return;
    }
    expect(out.refused, run.stdout).toBeUndefined();
    expect(out.move.kind).toBe("move");
    const report = out.move.userdata;
    expect(report.uid).toBe(65534);
    expectContainedProbe(report);
    expect(out.faults).toEqual(["sandbox_violation"]);
  });
});
