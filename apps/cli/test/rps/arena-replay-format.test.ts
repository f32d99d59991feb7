import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, runCli } from "../helpers/run-cli.js";

// `rulekit rps replay` on the arena's replay-format fixtures (packages/rps-arena/test/fixtures/
// replay-format: the greedy golden replay, one field tampered with each). Issue 32: a replay whose
// moves[0].stateHash was the number 12345, or missing, printed "verified 26 moves". A malformed or
// missing hash is a format error: exit 2 (not a readable replay), naming the field; never verified.
const FIXTURES = join(REPO_ROOT, "packages/rps-arena/test/fixtures/replay-format");
const fixture = (name: string) => join(FIXTURES, `${name}.replay.json`);

describe("rulekit rps replay on malformed state hashes", () => {
  it("a wrong hash of the right form is a replay that does not verify (exit 1), not a format error", () => {
    const run = runCli(["rps", "replay", fixture("hash-wrong-value")]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/ply 2: the state after the move differs/);
  });

  for (const [name, path] of [
    ["hash-is-a-number", "$.moves[0].stateHash"],
    ["hash-missing-on-one-move", "$.moves[0].stateHash"],
    ["hash-null", "$.moves[3].stateHash"],
    ["no-hashes-undeclared", "$.stateHashes"],
    ["declared-none-but-one-hash", "$.moves[0].stateHash"],
  ] as const) {
    it(`${name}: not verified, and the message names ${path}`, () => {
      const run = runCli(["rps", "replay", fixture(name)]);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stdout).not.toMatch(/verified/);
      expect(run.stderr).toContain(path);
      expect(runCli(["rps", "replay", fixture(name), "--json"]).code).toBe(2);
    });
  }

  it("verifies the untouched golden replay and one that says it has no hashes", () => {
    for (const name of ["untouched", "no-hashes-declared"]) {
      const run = runCli(["rps", "replay", fixture(name)]);
      expect(run.code, run.stderr).toBe(0);
      const moves = JSON.parse(readFileSync(fixture(name), "utf8")).moves.length;
      expect(run.stdout).toContain(`verified ${moves} moves`);
    }
  });
});
