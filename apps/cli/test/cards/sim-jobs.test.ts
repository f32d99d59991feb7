import { describe, expect, it } from "vitest";
import { expectInterrupted, interruptWhen } from "../helpers/interrupt.js";
import { runCli } from "../helpers/run-cli.js";

/**
 * `cards sim --jobs`: the games shared by worker threads give the same statistics as one thread (game
 * i is the same game whoever plays it), and Ctrl-C stops the workers with one line and exit 130.
 */
const statistics = (stdout: string) => {
  const { elapsedMs, perSecond, jobs, ...rest } = JSON.parse(stdout);
  return { jobs, rest };
};

describe("cards sim --jobs", () => {
  it("matches: two worker threads report exactly what one thread does", () => {
    const one = runCli(["cards", "sim", "--games", "900", "--seed", "j", "--jobs", "1", "--json"]);
    const two = runCli(["cards", "sim", "--games", "900", "--seed", "j", "--jobs", "2", "--json"]);
    expect(one.code, one.stderr).toBe(0);
    expect(two.code, two.stderr).toBe(0);
    expect(statistics(one.stdout).jobs).toBe(1);
    expect(statistics(two.stdout).jobs).toBe(2);
    expect(statistics(two.stdout).rest).toEqual(statistics(one.stdout).rest);
    expect(
      statistics(two.stdout).rest.encounters.reduce((n: number, e: { played: number }) => n + e.played, 0),
    ).toBe(900);
  });

  it("runs: two worker threads report exactly what one thread does", () => {
    const one = runCli(["cards", "sim", "--runs", "--games", "800", "--seed", "r", "--jobs", "1", "--json"]);
    const two = runCli(["cards", "sim", "--runs", "--games", "800", "--seed", "r", "--jobs", "2", "--json"]);
    expect(two.code, two.stderr).toBe(0);
    expect(statistics(two.stdout).jobs).toBe(2);
    expect(statistics(two.stdout).rest).toEqual(statistics(one.stdout).rest);
  });

  it("a few games play on one thread whatever --jobs says; --jobs 0 is a usage error", () => {
    const few = runCli(["cards", "sim", "--games", "30", "--jobs", "8", "--json"]);
    expect(statistics(few.stdout).jobs).toBe(1);
    const zero = runCli(["cards", "sim", "--games", "30", "--jobs", "0"]);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toMatch(/--jobs must be an integer ≥ 1/);
  });

  for (const jobs of ["1", "2"])
    it(`--jobs ${jobs}: Ctrl-C stops the worker threads: one line on stderr, exit 130, no statistics`, async () => {
      // A progress line with a count: the workers are playing. Under --json the error document is
      // the one document on stdout.
      const run = await interruptWhen(
        ["cards", "sim", "--games", "50000000", "--jobs", jobs, "--progress", "--json"],
        /matches [1-9]\d*\/50000000/,
      );
      expectInterrupted(run, "rulekit: interrupted: the simulation was stopped", true);
    }, 180_000);
});
