import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLASSIC_V2 } from "@rulekit/rps-grid";
import { afterAll, describe, expect, it } from "vitest";
import { type PreparedBot, prepareBot } from "../src/bot/prepare-bot.js";
import { FAULT } from "../src/faults.js";
import { runMatch } from "../src/match/run-match.js";
import { loadSubmission } from "../src/submission/load-submission.js";
import { botDir, TEST_LIMITS } from "./helpers/real-bots.js";

// A cache folder of this file's own: every bwrap (and the sandbox init it forks) names it on its
// command line, so the host's process table tells whether anything of these matches is still alive.
const cacheDir = mkdtempSync(join(tmpdir(), "rulekit-runner-ends-"));
const bots: PreparedBot[] = [];
afterAll(() => {
  for (const bot of bots) bot.dispose();
  rmSync(cacheDir, { recursive: true, force: true });
});
const ready = async (path: string) => {
  const bot = await prepareBot(loadSubmission(botDir(path)), { cacheDir, limits: TEST_LIMITS });
  bots.push(bot);
  return bot;
};

/** Host processes whose command line names this file's cache folder (bwrap and the sandbox init). */
function sandboxProcesses(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (cmdline.includes(cacheDir)) found.push(`${pid}: ${cmdline.split("\0").slice(0, 3).join(" ")}`);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

async function settled(deadlineMs: number): Promise<string[]> {
  const until = performance.now() + deadlineMs;
  for (;;) {
    const left = sandboxProcesses();
    if (left.length === 0 || performance.now() > until) return left;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the runner always ends", () => {
  it("leaves no sandbox behind when one side fails at its first move (while the other's starts)", async () => {
    const [crasher, greedy] = await Promise.all([ready("misbehaving/python/exit-1"), ready("python-greedy")]);
    // A long move wall: a runner that waited for the other side's sandbox would take all of it, one
    // that stops at once takes a fraction, however loaded the machine is.
    const limits = { ...TEST_LIMITS, moveWallMs: 20_000 };
    for (let round = 0; round < 20; round++) {
      const started = performance.now();
      const record = await runMatch({
        bots: round % 2 === 0 ? [crasher, greedy] : [greedy, crasher],
        rules: CLASSIC_V2,
        seed: `ends-${round}`,
        limits,
      });
      expect(record.faults.map((f) => f.code)).toEqual([FAULT.botCrash]);
      expect(performance.now() - started).toBeLessThan(limits.moveWallMs);
      // Killed at once: within a few seconds nothing of either sandbox is left on the host.
      expect(await settled(5000), `round ${round}`).toEqual([]);
    }
  });

  it("leaves no sandbox behind after a full match, nor after a bot that never answers", async () => {
    const [sleeper, greedy] = await Promise.all([
      ready("misbehaving/python/never-reads-stdin"),
      ready("python-greedy"),
    ]);
    const record = await runMatch({
      bots: [greedy, sleeper],
      rules: CLASSIC_V2,
      seed: "ends",
      // The sleeper never answers; the greedy bot's moves need far less than this on any machine.
      limits: { ...TEST_LIMITS, moveWallMs: 2500 },
    });
    expect(record.faults.map((f) => [f.player, f.code])).toEqual([[1, FAULT.wallTimeout]]);
    expect(await settled(5000)).toEqual([]);
    const full = await runMatch({
      bots: [greedy, greedy],
      rules: CLASSIC_V2,
      seed: "ends",
      limits: TEST_LIMITS,
    });
    expect(full.replay.result.status).toBe("finished");
    expect(await settled(5000)).toEqual([]);
  });
});
