import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonOf, REPO_ROOT, runCli } from "../helpers/run-cli.js";

const PACK = join(REPO_ROOT, "levels/shell-tide/full-rescue-v2");
const scratch = () => mkdtempSync(join(tmpdir(), "rulekit-shell-tide-"));

/** A ring of 8 from piles ("W" = wet pit). */
function ring(cells: (number | "W")[], sweep = false) {
  const n = cells.length;
  return {
    id: "cli-test",
    nodes: cells.map((c, index) =>
      c === "W" ? { index, type: "wet_pit", starfish: 0 } : { index, type: "sand", starfish: c },
    ),
    edges: {
      left: cells.map((_, i) => (i + n - 1) % n),
      right: cells.map((_, i) => (i + 1) % n),
    },
    rules: { finalTideSweep: sweep, wetPitRescue: cells.includes("W") },
  };
}

function levelFile(level: unknown): string {
  const path = join(scratch(), "level.json");
  writeFileSync(path, JSON.stringify(level));
  return path;
}

// 0 → 1 (STOP), then Vortices at 2, 4, 6 and at the emptied source 0: a one-turn Full Rescue.
const CHAIN = ring([1, 0, 0, 1, 0, 2, 0, 1]);

const oneLine = (text: string) => {
  expect(text.trim().split("\n")).toHaveLength(1);
  expect(text).toMatch(/^rulekit: /);
  expect(text).not.toMatch(/\n\s+at /);
};

describe("rulekit shell-tide solve", () => {
  it("prints the optimum, a path, states explored and the fingerprint as JSON", () => {
    const run = runCli(["shell-tide", "solve", levelFile(CHAIN), "--json"]);
    expect(run.code).toBe(0);
    const out = jsonOf(run);
    expect(out).toMatchObject({ optimalTurns: 1, path: [{ node: 0, direction: "right" }] });
    expect(out.statesExplored).toBeGreaterThan(0);
    expect(out.fingerprint).toMatch(/^[0-9a-f]{32}$/);
  });

  it("reads the level from stdin and says when no Full Rescue exists", () => {
    const run = runCli(["shell-tide", "solve", "-", "--json"], {
      input: JSON.stringify(ring([1, 0, 0, 0, 0, 0, 0, 0])),
    });
    expect(run.code).toBe(0);
    expect(jsonOf(run)).toMatchObject({ optimalTurns: null, path: [] });
    const human = runCli(["shell-tide", "solve", "-"], {
      input: JSON.stringify(ring([1, 0, 0, 0, 0, 0, 0, 0])),
    });
    expect(human.stdout).toMatch(/no Full Rescue exists/);
  });

  it("rejects bad input with one line and exit 2", () => {
    const missing = runCli(["shell-tide", "solve", "/nonexistent/level.json"]);
    expect(missing.code).toBe(2);
    oneLine(missing.stderr);
    expect(missing.stderr).toMatch(/no such file/);
    const bad = ring([1, "W", 0, 0, 0, 0, 0, 0]);
    (bad.nodes[1] as { starfish: number }).starfish = 3;
    const invalid = runCli(["shell-tide", "solve", levelFile(bad)]);
    expect(invalid.code).toBe(2);
    oneLine(invalid.stderr);
    expect(invalid.stderr).toMatch(/\$\.nodes\[1\]\.starfish/);
    // a board beyond the exact solver is not a level the engine takes (parseLevel: beyond_exact_solver)
    const huge = runCli(["shell-tide", "solve", levelFile(ring([300, 0, 0, 0, 0, 0, 0, 1]))]);
    expect(huge.code).toBe(2);
    oneLine(huge.stderr);
    expect(huge.stderr).toMatch(/\$\.nodes: the board is beyond the exact solver .*at most 255 starfish/);
    const notJson = runCli(["shell-tide", "solve", "-"], { input: "{ nope" });
    expect(notJson.code).toBe(2);
    oneLine(notJson.stderr);
  });
});

describe("rulekit shell-tide step", () => {
  it("prints every move's events and the final state", () => {
    const run = runCli(["shell-tide", "step", levelFile(CHAIN), "--moves", "0:right", "--json"]);
    expect(run.code).toBe(0);
    const out = jsonOf(run);
    expect(out.steps).toHaveLength(1);
    expect(out.steps[0].events.map((e: { type: string }) => e.type)).toEqual([
      "sow",
      "capture",
      "capture",
      "capture",
      "capture",
      "turnEnd",
      "won",
    ]);
    expect(out.state).toMatchObject({
      starfish: [0, 0, 0, 0, 0, 0, 0, 0],
      turnsUsed: 1,
      remainingStarfish: 0,
      levelStatus: "won",
      rating: 3,
    });
  });

  it("stops at a refused move with exit 1 and its reason", () => {
    const run = runCli(["shell-tide", "step", levelFile(CHAIN), "--moves", "0:left,3:r"]);
    expect(run.code).toBe(1);
    oneLine(run.stderr);
    expect(run.stderr).toMatch(/move 2 \(3:right\) refused: EMPTY_NODE/);
    const json = runCli(["shell-tide", "step", levelFile(CHAIN), "--moves", "1:left", "--json"]);
    expect(json.code).toBe(1);
    expect(jsonOf(json).refused).toMatchObject({ index: 0, code: "EMPTY_NODE" });
  });

  it("rejects a malformed --moves with exit 2", () => {
    const run = runCli(["shell-tide", "step", levelFile(CHAIN), "--moves", "3:up"]);
    expect(run.code).toBe(2);
    oneLine(run.stderr);
    expect(runCli(["shell-tide", "step", levelFile(CHAIN)]).code).toBe(2);
    // A node number too large to hold is named as given, not rounded and shown as 1e20.
    const huge = runCli([
      "shell-tide",
      "step",
      levelFile(CHAIN),
      "--moves",
      "0:right,99999999999999999999:left",
    ]);
    expect(huge.code).toBe(2);
    oneLine(huge.stderr);
    expect(huge.stderr).toContain("no ring has a node 99999999999999999999");
    expect(huge.stderr).not.toContain("1e");
  });
});

describe("rulekit shell-tide analyze", () => {
  it("prints the agent snapshot with the spec's field names", () => {
    const run = runCli(["shell-tide", "analyze", levelFile(CHAIN), "--select", "0:right", "--json"]);
    expect(run.code).toBe(0);
    const snapshot = jsonOf(run);
    expect(Object.keys(snapshot).sort()).toEqual(
      [
        "nodes",
        "nodeCount",
        "selectedNodeIndex",
        "direction",
        "previewRoute",
        "stopIndex",
        "captureCandidates",
        "wetPitRescues",
        "finalTideSweepAvailable",
        "currentRedirects",
        "turnsUsed",
        "optimalTurns",
        "maxTurns",
        "remainingStarfish",
        "legalMoves",
        "rating",
        "levelStatus",
      ].sort(),
    );
    expect(snapshot).toMatchObject({ selectedNodeIndex: 0, direction: "right", stopIndex: 1 });
  });

  it("analyzes after moves, with the hint on request", () => {
    const run = runCli(["shell-tide", "analyze", levelFile(CHAIN), "--moves", "0:left", "--hint", "--json"]);
    expect(run.code).toBe(0);
    const out = jsonOf(run);
    expect(out.snapshot.turnsUsed).toBe(1);
    expect(out.distanceToFullRescue).toBeNull();
    expect(out.hint.kind).toBe("no-full-rescue");
    expect(runCli(["shell-tide", "analyze", levelFile(CHAIN), "--select", "x"]).code).toBe(2);
  });
});

describe("rulekit shell-tide play", () => {
  it("plays from piped input with the dual preview and wins", () => {
    const run = runCli(["shell-tide", "play", levelFile(CHAIN)], { input: "h\nx\n9\n0\nr\n" });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/hint: /);
    expect(run.stdout).toMatch(/'x' is not a node number/);
    expect(run.stdout).toMatch(/cannot sow from node 9/);
    // both directions previewed before committing
    expect(run.stdout).toMatch(/left {2}7 STOP 7/);
    expect(run.stdout).toMatch(/right 1 STOP 1 .*0 left/);
    expect(run.stdout).toMatch(/Full Rescue in 1 turns: ★★★/);
  });

  it("plays a pack level by number and quits at the end of input; --json prints the final state", () => {
    const proof = JSON.parse(readFileSync(join(PACK, "proof.json"), "utf8"));
    const path = proof.levels[0].optimalPath as { node: number; direction: string }[];
    const input = path.map((m) => `${m.node}\n${m.direction[0]}\n`).join("");
    const run = runCli(["shell-tide", "play", "--level", "1", "--json"], { input });
    expect(run.code).toBe(0);
    expect(jsonOf(run).state).toMatchObject({ levelStatus: "won", rating: 3, turnsUsed: path.length });
    const quit = runCli(["shell-tide", "play", "--level", "2"], { input: "" });
    expect(quit.code).toBe(0);
    expect(quit.stdout).toMatch(/stopped after 0 turns/);
    expect(runCli(["shell-tide", "play"]).code).toBe(2);
  });
});

describe("rulekit shell-tide prove and design", () => {
  it("proves a pack directory, writes proof.json and then finds it up to date", () => {
    const dir = scratch();
    for (const file of ["level-01.json", "level-06.json"]) copyFileSync(join(PACK, file), join(dir, file));
    const first = runCli(["shell-tide", "prove", "--pack", dir, "--json"]);
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/does not exist yet/);
    const proof = jsonOf(first);
    expect(proof.levels.map((l: { level: number }) => l.level)).toEqual([1, 6]);
    expect(proof.levels.every((l: { meetsTable: boolean }) => l.meetsTable)).toBe(true);
    const written = runCli(["shell-tide", "prove", "--pack", dir, "--write"]);
    expect(written.code).toBe(0);
    expect(existsSync(join(dir, "proof.json"))).toBe(true);
    const again = runCli(["shell-tide", "prove", "--pack", dir]);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/up to date/);
    // a changed board no longer agrees with the stored proof (and here also breaks the table)
    const level = JSON.parse(readFileSync(join(dir, "level-06.json"), "utf8"));
    const sand = level.nodes.find(
      (n: { type: string; starfish: number }) => n.type === "sand" && n.starfish > 0,
    );
    sand.starfish += 1;
    writeFileSync(join(dir, "level-06.json"), JSON.stringify(level));
    const stale = runCli(["shell-tide", "prove", "--pack", dir]);
    expect(stale.code).toBe(1);
    oneLine(
      stale.stderr
        .split("\n")
        .filter((l) => l.startsWith("rulekit:"))
        .join("\n"),
    );
  });

  it("proves on two worker threads (--jobs 2) exactly what it proves one level at a time (--jobs 1)", () => {
    const dir = scratch();
    for (const file of ["level-01.json", "level-06.json", "level-09.json"])
      copyFileSync(join(PACK, file), join(dir, file));
    const one = runCli(["shell-tide", "prove", "--pack", dir, "--json", "--jobs", "1"]);
    const two = runCli(["shell-tide", "prove", "--pack", dir, "--json", "--jobs", "2"]);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(jsonOf(two).levels.map((l: { level: number }) => l.level)).toEqual([1, 6, 9]);
    expect(two.stdout).toBe(one.stdout);
    expect(runCli(["shell-tide", "prove", "--pack", dir, "--jobs", "0"]).code).toBe(2);
  });

  it("names the level file it cannot prove (exit 2, nothing written)", () => {
    const dir = scratch();
    copyFileSync(join(PACK, "level-01.json"), join(dir, "level-01.json"));
    const big = JSON.parse(readFileSync(join(PACK, "level-02.json"), "utf8"));
    big.nodes[0].starfish = 300;
    // No balance block: a board beyond the exact solver is refused by parseLevel all the same
    // (beyond_exact_solver), before any worker starts.
    delete big.balance;
    writeFileSync(join(dir, "level-02.json"), JSON.stringify(big));
    for (const jobs of ["1", "2"]) {
      const run = runCli(["shell-tide", "prove", "--pack", dir, "--write", "--jobs", jobs]);
      expect(run.code).toBe(2);
      const error = run.stderr
        .split("\n")
        .filter((l) => l.startsWith("rulekit:"))
        .join("\n");
      oneLine(error);
      expect(error).toMatch(
        /level-02\.json: not a valid Shell Tide level: \$\.nodes: the board is beyond the exact solver/,
      );
      expect(error).toMatch(/it takes at most 255 starfish/);
      expect(existsSync(join(dir, "proof.json"))).toBe(false);
    }
  });

  it("rejects a directory without levels with exit 2", () => {
    const run = runCli(["shell-tide", "prove", "--pack", scratch()]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no level-NN\.json files/);
  });

  it("regenerates the committed levels byte for byte (seeded search)", () => {
    const dir = scratch();
    const run = runCli([
      "shell-tide",
      "design",
      "--levels",
      "4,5,9",
      "--pack",
      dir,
      "--write-levels",
      "--json",
    ]);
    expect(run.code).toBe(0);
    const summary = jsonOf(run);
    expect(summary.levels.map((l: { level: number }) => l.level)).toEqual([4, 5, 9]);
    expect(
      summary.levels.every((l: { meetsTable: boolean; meetsGates: boolean }) => l.meetsTable && l.meetsGates),
    ).toBe(true);
    for (const file of ["level-04.json", "level-05.json", "level-09.json"]) {
      expect(readFileSync(join(dir, file), "utf8")).toBe(readFileSync(join(PACK, file), "utf8"));
    }
    expect(existsSync(join(dir, "proof.json"))).toBe(true);
    // The proof (of the new levels, computed before any of them was written) is that of the files written.
    expect(runCli(["shell-tide", "prove", "--pack", dir]).code).toBe(0);
    expect(runCli(["shell-tide", "design", "--levels", "11"]).code).toBe(2);
  });

  it("has --help for every command", () => {
    for (const command of ["solve", "step", "analyze", "prove", "design", "play"]) {
      const run = runCli(["shell-tide", command, "--help"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/--json/);
    }
  });
});
