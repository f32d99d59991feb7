import { describe, expect, it } from "vitest";
import { runFuzz, seededPicks } from "../../../tooling/fuzz/run-cases.ts";
import { createRng, nextInt } from "../src/index.js";

/**
 * The fuzz runner's hang check (tooling/fuzz/run-cases.ts), which every package's fuzz tests use: a
 * case is a hang by the CPU it burns, so a loaded machine that only delays a case does not fail it.
 */
const files = [{ name: "seed.json", value: { a: [1, 2, 3], b: "x" } }];
const random = seededPicks(createRng, nextInt);
const busy = (ms: number) => {
  const end = process.cpuUsage().user / 1000 + ms;
  while (process.cpuUsage().user / 1000 < end) {
    // burn CPU, as an endless loop in the code under test would
  }
};

describe("runFuzz's hang check", () => {
  it("fails a case that spends more CPU than maxCaseMs, naming its seed", async () => {
    await expect(
      runFuzz({
        files,
        cases: 2,
        seed: "hang",
        random,
        maxCaseMs: 40,
        check: () => {
          busy(150);
          return true;
        },
      }),
    ).rejects.toThrow(/fuzz case hang\/seed\.json\/0 .* took \d+ ms of CPU, \d+ ms in all: a hang/);
  });

  it("does not fail a case that only waits (a busy machine), up to twelve times maxCaseMs", async () => {
    const run = await runFuzz({
      files,
      cases: 2,
      seed: "wait",
      random,
      maxCaseMs: 100,
      check: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 150)),
    });
    expect(run.accepted).toBe(2);
    expect(run.slowestMs).toBeGreaterThanOrEqual(140);
  });

  it("fails a case that waits longer than twelve times maxCaseMs", async () => {
    await expect(
      runFuzz({
        files,
        cases: 1,
        seed: "stuck",
        random,
        maxCaseMs: 10,
        check: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 300)),
      }),
    ).rejects.toThrow(/a hang/);
  });
});
