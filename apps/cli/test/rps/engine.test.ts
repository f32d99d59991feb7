import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonOf, runCli } from "../helpers/run-cli.js";

const FIX = "apps/cli/test/rps/fixtures-engine";
/** The documented keys of a trace step, in order (powerUps and tiles follow when the RuleSet has them). */
const STEP_KEYS = ["move", "lastMove", "moveCount", "currentTurn", "status", "winner", "winReason", "board"];
const oneLine = (stderr: string) => {
  expect(stderr.trim().split("\n")).toHaveLength(1);
  expect(stderr).toMatch(/^rulekit: /);
  expect(stderr).not.toMatch(/\n\s+at /);
};

describe("rulekit rps new", () => {
  it("sets up classic from a seed: the state and the request a bot would get", () => {
    const run = runCli(["rps", "new", "--rules", "classic", "--seed", "arena-2026", "--json"]);
    expect(run.code).toBe(0);
    const out = jsonOf(run);
    expect(out.rules).toBe("ottv2-classic");
    expect(out.state.board).toHaveLength(9);
    expect(out.state.board.flat().filter(Boolean)).toHaveLength(20);
    expect(out.request.protocol_version).toBe(1);
    expect(out.request.seed).toBe("arena-2026");
    expect(out.request.rules.id).toBe("ottv2-classic");
    expect(out.request.legal_moves).toHaveLength(32);
    expect(out.request.legal_moves).toContainEqual({ fromRow: 0, fromCol: 6, toRow: 0, toCol: 7 });
    expect(out.request.limits.moveCpuMs).toBe(500);
  });

  it("reads a RuleSet file and prints a board for people", () => {
    const run = runCli(["rps", "new", "--rules", "levels/rps-grid/terrain-7x11.json", "--seed", "x"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/custom-terrain-7x11/);
    expect(run.stdout.split("\n").filter((l) => /^\s*\d+ {2}/.test(l))).toHaveLength(7);
    expect(run.stdout).toMatch(/#/);
  });

  it("bad input: missing file, invalid RuleSet, missing option → exit 2, one line", () => {
    const missing = runCli(["rps", "new", "--rules", "nope.json", "--seed", "x"]);
    expect(missing.code).toBe(2);
    oneLine(missing.stderr);
    expect(missing.stderr).toMatch(/nope\.json: cannot read: no such file/);
    const invalid = runCli(["rps", "new", "--rules", `${FIX}/bad-rules.json`, "--seed", "x"]);
    expect(invalid.code).toBe(2);
    oneLine(invalid.stderr);
    expect(invalid.stderr).toMatch(/not a valid RuleSet: \$\.homes\[1\]/);
    const unknownName = runCli(["rps", "new", "--rules", "clasic"]);
    expect(unknownName.code).toBe(2);
    oneLine(unknownName.stderr);
    expect(unknownName.stderr).toMatch(
      /^rulekit: clasic: no such file, nor a shipped RuleSet \(classic, classic-v2, classic-v1, .*terrain-7x11/,
    );
    const unknown = runCli(["rps", "new", "--rules", "classic", "--seed", "x", "--sead", "y"]);
    expect(unknown.code).toBe(2);
    oneLine(unknown.stderr);
    expect(unknown.stderr).toMatch(/unknown option '--sead'/);
  });
});

describe("Classic rules by default, shipped RuleSets by name", () => {
  it("rps new with no options: Classic v2 from a random seed, printed on stderr and in the result", () => {
    const first = runCli(["rps", "new", "--json"]);
    const second = runCli(["rps", "new", "--json"]);
    expect(first.code, first.stderr).toBe(0);
    const out = jsonOf(first);
    expect(out.rules).toBe("ottv2-classic");
    expect(out.request.legal_moves).toHaveLength(32);
    expect(first.stderr).toBe(`seed: ${out.seed}\n`);
    expect(out.seed).not.toBe(jsonOf(second).seed);
  });

  it("rps perft with no options: Classic v2, seed 'perft', depths 1 to 3", () => {
    const run = runCli(["rps", "perft", "--json"]);
    expect(run.code, run.stderr).toBe(0);
    const out = jsonOf(run);
    expect(out).toMatchObject({ rules: "ottv2-classic", seed: "perft" });
    expect(out.depths.map((d: { leaves: number }) => d.leaves)).toEqual(
      jsonOf(
        runCli(["rps", "perft", "--rules", "classic", "--seed", "perft", "--depth", "3", "--json"]),
      ).depths.map((d: { leaves: number }) => d.leaves),
    );
    expect(out.depths).toHaveLength(3);
  });

  it("rps check with no RuleSet checks Classic", () => {
    const run = runCli(["rps", "check", "--runs", "2", "--max-steps", "20", "--json"]);
    expect(run.code, run.stderr).toBe(0);
    expect(jsonOf(run)).toMatchObject({ ok: true, source: "classic", runs: 2 });
  });

  it("rps trace without 'rules' in its input plays Classic", () => {
    const trace = (input: object) => runCli(["rps", "trace", "--json"], { input: JSON.stringify(input) });
    const run = trace({ seed: "s", moves: [] });
    expect(run.code, run.stderr).toBe(0);
    expect(jsonOf(run).initial.legalMoves).toHaveLength(32);
    expect(jsonOf(run)).toEqual(jsonOf(trace({ rules: "classic", seed: "s", moves: [] })));
  });

  it("a RuleSet of the shipped data by name, from a folder without ./levels (the installed @rulekit/levels)", () => {
    const cwd = mkdtempSync(join(tmpdir(), "rps-cli-"));
    const run = runCli(["rps", "new", "--rules", "terrain-7x11", "--seed", "x", "--json"], { cwd });
    expect(run.code, run.stderr).toBe(0);
    expect(jsonOf(run).rules).toBe("custom-terrain-7x11");
  });
});

describe("rulekit rps rules validate", () => {
  it("a valid file → exit 0", () => {
    const run = runCli(["rps", "rules", "validate", "levels/rps-grid/tile-effects.json", "--json"]);
    expect(run.code).toBe(0);
    expect(jsonOf(run)).toMatchObject({ valid: true, id: "custom-tile-effects", rows: 9, cols: 9 });
  });

  it("an impossible RuleSet → exit 1 with every issue's JSON path", () => {
    const run = runCli(["rps", "rules", "validate", `${FIX}/bad-rules.json`, "--json"]);
    expect(run.code).toBe(1);
    const out = jsonOf(run);
    expect(out.valid).toBe(false);
    expect(out.issues.map((i: { path: string }) => i.path)).toEqual([
      "$.homes[1]",
      "$.startingPositions[0][0]",
    ]);
    // Without --json the list is the result (stdout); the error is one line naming the first problem.
    const human = runCli(["rps", "rules", "validate", `${FIX}/bad-rules.json`]);
    expect(human.code).toBe(1);
    expect(human.stdout.trim().split("\n")).toEqual([
      "$.homes[1]: cell [9,9] is off the 5×5 board",
      "$.startingPositions[0][0]: starting cell [0,1] is impassable",
    ]);
    oneLine(human.stderr);
    expect(human.stderr).toMatch(/bad-rules\.json: invalid RuleSet, 2 problem\(s\); first: \$\.homes\[1\]/);
  });

  it("not JSON, or JSON that is not a RuleSet at all (an array, a replay) → exit 2, one line", () => {
    const dir = mkdtempSync(join(tmpdir(), "rps-cli-"));
    writeFileSync(join(dir, "x.json"), "{ nope");
    writeFileSync(join(dir, "list.json"), "[1, 2]");
    writeFileSync(join(dir, "replay.json"), JSON.stringify({ format: "rulekit-rps-replay", version: 1 }));
    const why = {
      "x.json": /not valid JSON/,
      "list.json": /not a RuleSet file/,
      "replay.json": /not a RuleSet file/,
    };
    for (const [name, message] of Object.entries(why)) {
      const run = runCli(["rps", "rules", "validate", join(dir, name)]);
      expect(run.code, name).toBe(2);
      oneLine(run.stderr);
      expect(run.stderr).toContain(`${name}: `);
      expect(run.stderr).toMatch(message);
    }
  });
});

describe("rulekit rps trace", () => {
  it("plays moves from a seed on stdin and prints every step in the documented shape", () => {
    const input = {
      rules: "classic",
      seed: "arena-2026",
      moves: [
        [0, 6, 0, 7],
        [8, 2, 8, 1],
      ],
    };
    const run = runCli(["rps", "trace", "--json"], { input: JSON.stringify(input) });
    expect(run.code).toBe(0);
    const out = jsonOf(run);
    expect(Object.keys(out)).toEqual(["initial", "steps"]);
    expect(out.initial).toMatchObject({ status: "playing", winner: null, winReason: null });
    expect(out.initial.legalMoves).toHaveLength(32);
    expect(out.initial.legalMoves).toContainEqual([0, 6, 0, 7]);
    expect(out.steps).toHaveLength(2);
    expect(Object.keys(out.steps[0])).toEqual([...STEP_KEYS, "legalMoves"]);
    expect(out.steps[0]).toMatchObject({
      move: [0, 6, 0, 7],
      moveCount: 1,
      currentTurn: 1,
      status: "playing",
    });
    expect(out.steps[0].lastMove).toMatchObject({ fromRow: 0, fromCol: 6, toRow: 0, toCol: 7, player: 0 });
    expect(out.steps[0].board[0][7]).toMatchObject({ player: 0 });
    expect(out.steps[1].currentTurn).toBe(0);
  });

  it("from an explicit state: power-up, shield and capture, with powerUps and tiles in each step", () => {
    const run = runCli(["rps", "trace", `${FIX}/trace-effects.json`, "--json"]);
    expect(run.code).toBe(0);
    const { steps } = jsonOf(run);
    expect(Object.keys(steps[0])).toEqual([...STEP_KEYS, "powerUps", "tiles", "legalMoves"]);
    expect(steps[0].lastMove.pickedPowerUp).toBe(true);
    expect(steps[0].powerUps).toEqual([]);
    expect(steps[2].lastMove).toMatchObject({ blocked: true, captured: null });
    expect(steps[2].board[2][2]).toEqual({ player: 1, type: "S" });
    expect(steps[4].lastMove.captured).toEqual({ player: 1, type: "S" });
    expect(steps[4].board[2][2]).toEqual({ player: 0, type: "R", powered: true });
    expect(steps[4].tiles).toEqual([{ row: 2, col: 0, type: "dash", tags: ["effect"] }]);
  });

  it("an illegal move stops the trace: exit 1 with the reason, and the steps before it under --json", () => {
    const input = {
      rules: "classic",
      seed: "arena-2026",
      moves: [
        [0, 6, 0, 7],
        [0, 7, 0, 8],
      ],
    };
    const run = runCli(["rps", "trace", "--json"], { input: JSON.stringify(input) });
    expect(run.code).toBe(1);
    oneLine(run.stderr);
    expect(run.stderr).toMatch(/moves\[1\] \(0,7\)→\(0,8\): not_your_piece/);
    const out = jsonOf(run);
    expect(out.steps).toHaveLength(1);
    expect(out.failure).toMatchObject({ index: 1, code: "not_your_piece" });
    const human = runCli(["rps", "trace"], { input: JSON.stringify({ ...input, moves: [[4, 4, 4, 5]] }) });
    expect(human.code).toBe(1);
    expect(human.stderr).toMatch(/no_piece/);
  });

  it("bad input → exit 2: malformed moves, unknown rules name, no seed and no state, invalid state", () => {
    const cases = [
      { rules: "classic", seed: "s", moves: [[0, 6, 0]] },
      { rules: "chess", seed: "s", moves: [] },
      { rules: "classic", moves: [] },
      { rules: "classic", state: { board: [] }, moves: [] },
    ];
    const messages = [
      /\$\.moves\[0\]/,
      /unknown built-in rules 'chess'/,
      /give a 'seed'/,
      /not a valid state: \$\.state/,
    ];
    cases.forEach((input, i) => {
      const run = runCli(["rps", "trace"], { input: JSON.stringify(input) });
      expect(run.code, JSON.stringify(input)).toBe(2);
      oneLine(run.stderr);
      expect(run.stderr).toMatch(messages[i]!);
    });
  });
});

describe("rulekit rps perft", () => {
  it("counts leaves per depth (classic: 32 and 32×32 while the armies cannot meet)", () => {
    const run = runCli(["rps", "perft", "--rules", "classic", "--seed", "s", "--depth", "3", "--json"]);
    expect(run.code).toBe(0);
    const out = jsonOf(run);
    expect(out.depths.map((d: { leaves: number }) => d.leaves).slice(0, 2)).toEqual([32, 1024]);
    expect(out.depths).toHaveLength(3);
  });

  it("from a state file, and rejects a bad depth", () => {
    const dir = mkdtempSync(join(tmpdir(), "rps-cli-"));
    const state = {
      board: [
        [{ player: 0, type: "R" }, null, null],
        [null, null, null],
        [null, null, { player: 1, type: "S" }],
      ],
      currentTurn: 0,
      moveCount: 0,
      status: "playing",
      winner: null,
      winReason: null,
      lastMove: null,
    };
    writeFileSync(join(dir, "state.json"), JSON.stringify(state));
    const rules = JSON.parse(JSON.stringify({ ...require3x3() }));
    writeFileSync(join(dir, "rules.json"), JSON.stringify(rules));
    const run = runCli([
      "rps",
      "perft",
      "--rules",
      join(dir, "rules.json"),
      "--state",
      join(dir, "state.json"),
      "--depth",
      "1",
      "--json",
    ]);
    expect(run.code).toBe(0);
    // A lone king-moving R in the corner of a 3×3 board has 3 moves.
    expect(jsonOf(run).depths).toEqual([expect.objectContaining({ depth: 1, leaves: 3 })]);
    const bad = runCli(["rps", "perft", "--rules", "classic", "--depth", "0"]);
    expect(bad.code).toBe(2);
    oneLine(bad.stderr);
    // A state file's problems are named by their path in that file.
    writeFileSync(join(dir, "bad-state.json"), JSON.stringify({ ...state, currentTurn: 2 }));
    const badState = runCli([
      "rps",
      "perft",
      "--rules",
      "classic",
      "--state",
      join(dir, "bad-state.json"),
      "--depth",
      "1",
    ]);
    expect(badState.code).toBe(2);
    oneLine(badState.stderr);
    expect(badState.stderr).toMatch(/bad-state\.json: not a valid state: \$\.currentTurn/);
  });

  it("every rps command has --help that mentions --json", () => {
    const commands = [
      ["new"],
      ["trace"],
      ["perft"],
      ["rules", "validate"],
      ["match"],
      ["tournament"],
      ["replay"],
    ];
    for (const args of commands) {
      const run = runCli(["rps", ...args, "--help"]);
      expect(run.code, args.join(" ")).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`^Usage: rulekit rps ${args.join(" ")}`));
      expect(run.stdout).toMatch(/--json/);
    }
  });
});

function require3x3() {
  return {
    id: "tiny",
    version: 2,
    engine: "rps-grid-v1",
    boardSize: 3,
    pieceTypes: { R: 1 },
    beats: { R: "S", S: "P", P: "R" },
    directions: [
      [-1, -1],
      [-1, 0],
      [-1, 1],
      [0, -1],
      [0, 1],
      [1, -1],
      [1, 0],
      [1, 1],
    ],
    homes: [
      [0, 2],
      [2, 0],
    ],
    startingPositions: [[[0, 0]], [[2, 2]]],
    maxMoves: 20,
    repetitionLimit: 3,
  };
}
