import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLASSIC_V2 } from "@rulekit/rps-grid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PreparedBot } from "../src/bot/prepare-bot.js";
import { INFRASTRUCTURE_ERROR } from "../src/faults.js";
import { runMatch } from "../src/match/run-match.js";
import { whichCommand } from "../src/util/host-command.js";
import { prepare, TEST_LIMITS } from "./helpers/real-bots.js";

/** A bwrap that fails (like a broken kernel or sandbox would) on the listed invocations. */
function flakyBwrap(failOn: number[] | "always"): { path: string; calls: () => number } {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-flaky-"));
  const counter = join(dir, "count");
  writeFileSync(counter, "");
  const fails = failOn === "always" ? "true" : failOn.map((n) => `[ "$n" = ${n} ]`).join(" || ") || "false";
  const path = join(dir, "bwrap");
  writeFileSync(
    path,
    // Both sides' sandboxes start at once: the count is taken under a lock. Each call appends a line
    // (a call killed with its abandoned attempt can never leave the count truncated, as a rewrite could).
    `#!/bin/sh\nexec 9>>${counter}.lock\nflock 9\necho x >> ${counter}\nn=$(($(wc -l < ${counter})))\nflock -u 9\nexec 9>&-\nif ${fails}; then echo "bwrap: simulated failure" >&2; exit 1; fi\nexec ${whichCommand("bwrap")} "$@"\n`,
  );
  chmodSync(path, 0o755);
  return { path, calls: () => readFileSync(counter, "utf8").split("\n").length - 1 };
}

let a: PreparedBot;
let b: PreparedBot;
beforeAll(async () => {
  [a, b] = await Promise.all([prepare("python-greedy"), prepare("templates/python")]);
});
afterAll(() => {
  a?.dispose();
  b?.dispose();
});

describe("infrastructure failures in the real runner", () => {
  it("re-run the whole match with the same seed and end with the result of a clean run", async () => {
    const clean = await runMatch({ bots: [a, b], rules: CLASSIC_V2, seed: "flaky", limits: TEST_LIMITS });
    // both sides' sandboxes start with each attempt; the 2nd and 3rd to start fail: attempts 1 and 2 each lose one
    const flaky = flakyBwrap([2, 3]);
    const record = await runMatch({
      bots: [
        { ...a, bwrap: flaky.path },
        { ...b, bwrap: flaky.path },
      ],
      rules: CLASSIC_V2,
      seed: "flaky",
      limits: TEST_LIMITS,
    });
    expect(record.faults).toEqual([]);
    expect(clean.faults).toEqual([]);
    expect(record.attempts).toBe(3);
    expect(record.infrastructureErrors).toHaveLength(2);
    expect(record.infrastructureErrors[0]).toMatch(/simulated failure/);
    expect(record.faults).toEqual([]);
    expect(record.replay.moves.map((m) => m.move)).toEqual(clean.replay.moves.map((m) => m.move));
    expect(record.replay.result).toEqual(clean.replay.result);
    // (a sandbox still starting when its attempt is abandoned may be killed before it counts itself)
    expect(flaky.calls()).toBeGreaterThanOrEqual(5);
  });

  it("give up after two reruns without a winner or a fault", async () => {
    const broken = flakyBwrap("always");
    const record = await runMatch({
      bots: [{ ...a, bwrap: broken.path }, b],
      rules: CLASSIC_V2,
      seed: "broken",
      limits: TEST_LIMITS,
    });
    expect(broken.calls()).toBe(3);
    expect(record.attempts).toBe(3);
    expect(record.faults).toEqual([]);
    expect(record.replay.result).toEqual({
      status: "aborted",
      winner: null,
      winReason: INFRASTRUCTURE_ERROR,
      fault: null,
    });
  });
});
