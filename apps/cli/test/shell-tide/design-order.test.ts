import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseLevel } from "@rulekit/shell-tide";
import { describe, expect, it } from "vitest";
import { interruptWhileWriting, snapshot, stderrLines } from "../helpers/file-set.js";
import { jsonOf, runCli } from "../helpers/run-cli.js";

const scratch = () => mkdtempSync(join(tmpdir(), "rulekit-design-"));

/** The L5 row of the table as an order: met in the search's first restart. */
const ORDER = [
  "--nodes",
  "8",
  "--wet-pits",
  "1",
  "--starfish",
  "10",
  "--optimal",
  "3",
  "--p75",
  "5",
  "--max",
  "6",
  "--sweep",
];
const design = (args: string[]) => runCli(["shell-tide", "design", ...args]);
const errorLine = (stderr: string) => stderr.split("\n").filter((l) => l.startsWith("rulekit:"));

describe("rulekit shell-tide design to order", () => {
  it("Ctrl-C while the boards and proofs are written leaves the old ones and no temporary file", async () => {
    const out = scratch();
    for (const file of ["board-01.json", "board-01.proof.json", "board-02.json", "board-02.proof.json"])
      writeFileSync(join(out, file), `the old ${file}\n`);
    const before = snapshot(out);
    const run = await interruptWhileWriting(
      ["shell-tide", "design", ...ORDER, "--count", "2", "--seed", "cli", "--out", out, "--jobs", "1"],
      2,
      4,
    );
    expect(run.code).toBe(130);
    expect(run.stdout).toBe("");
    expect(stderrLines(run.stderr)).toEqual([
      "rulekit: interrupted: the boards and their proofs were not written; the old ones are unchanged",
    ]);
    expect(snapshot(out)).toEqual(before);
  });

  it("writes K distinct boards, each with its proof file, the same for one worker or two", () => {
    const one = scratch();
    const two = scratch();
    const a = design([...ORDER, "--count", "2", "--seed", "cli", "--out", one, "--jobs", "1", "--json"]);
    const b = design([...ORDER, "--count", "2", "--seed", "cli", "--out", two, "--jobs", "2", "--json"]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    const summary = jsonOf(a);
    expect(summary).toMatchObject({ met: true, seed: "cli" });
    expect({ ...jsonOf(b), out: one }).toEqual(summary);
    expect(readdirSync(one).sort()).toEqual([
      "board-01.json",
      "board-01.proof.json",
      "board-02.json",
      "board-02.proof.json",
    ]);
    const fingerprints = new Set<string>();
    for (const board of summary.boards) {
      expect(board).toMatchObject({
        optimalTurns: 3,
        p75: 5,
        maxTurns: 6,
        meetsOrder: true,
        misses: board.meetsGates ? [] : expect.any(Array),
      });
      const level = parseLevel(JSON.parse(readFileSync(join(one, board.file), "utf8")));
      expect(level.ok).toBe(true);
      const proof = JSON.parse(readFileSync(join(one, board.proofFile), "utf8"));
      expect(proof).toMatchObject({
        format: "rulekit.shell-tide.design-proof",
        board: board.file,
        meetsOrder: true,
      });
      expect(proof.proof.fingerprint).toBe(board.fingerprint);
      expect(proof.proof.gates).toHaveLength(2);
      fingerprints.add(board.fingerprint);
      expect(readFileSync(join(two, board.file), "utf8")).toBe(readFileSync(join(one, board.file), "utf8"));
    }
    expect(fingerprints.size).toBe(2);
  });

  it("says when the budget cannot meet the order and writes the closest boards with how far they are", () => {
    const dir = scratch();
    // O = 3 with P75 = 3 on six starfish without the Sweep, in one short restart
    const run = design([
      "--nodes",
      "8",
      "--wet-pits",
      "0",
      "--starfish",
      "6",
      "--optimal",
      "3",
      "--p75",
      "3",
      "--max",
      "5",
      "--restarts",
      "1",
      "--out",
      dir,
      "--json",
    ]);
    expect(run.code).toBe(1);
    const document = jsonOf(run);
    expect(document.error.code).toBe("order_not_met");
    expect(document.error.message).toMatch(/not met within the budget/);
    const [board] = document.boards;
    expect(board.meetsOrder).toBe(false);
    expect(board.misses.length).toBeGreaterThan(0);
    expect(existsSync(join(dir, "board-01.json"))).toBe(true);
    expect(existsSync(join(dir, "board-01.proof.json"))).toBe(true);
  });

  it("refuses an incomplete or impossible order, and mixing it with pack options (exit 2)", () => {
    const out = scratch();
    const missing = design(["--nodes", "8", "--out", out]);
    expect(missing.code).toBe(2);
    expect(errorLine(missing.stderr).join("\n")).toMatch(
      /needs --wet-pits, --starfish, --optimal, --p75, --max/,
    );
    const impossible = design([...ORDER.slice(0, 8), "--p75", "7", "--max", "6", "--out", out]);
    expect(impossible.code).toBe(2);
    expect(errorLine(impossible.stderr).join("\n")).toMatch(/P75 7 gives max turns 7, not 6/);
    const mixed = design([...ORDER, "--out", out, "--levels", "1"]);
    expect(mixed.code).toBe(2);
    expect(errorLine(mixed.stderr).join("\n")).toMatch(/not both/);
    expect(readdirSync(out)).toEqual([]);
  });
});
