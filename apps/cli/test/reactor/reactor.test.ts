import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonOf, REPO_ROOT, runCli } from "../helpers/run-cli.js";

const LEVELS = join(REPO_ROOT, "levels/reactor");
const level = (name: string) => join(LEVELS, name);
const scratch = () => mkdtempSync(join(tmpdir(), "rulekit-reactor-"));
const oneLine = (stderr: string) => {
  const lines = stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^rulekit: /);
  expect(stderr).not.toMatch(/\n\s+at /);
};

/** A valid level file with one more robot position, written to a scratch directory. */
function brokenLevel(): string {
  const data = JSON.parse(readFileSync(level("01-flow-and-consumers.json"), "utf8"));
  data.robot.at = { x: 40, y: 1 };
  data.props.push({
    kind: "door",
    id: "bad-door",
    at: { x: 1, y: 1 },
    edge: [
      { x: 1, y: 1 },
      { x: 3, y: 1 },
    ],
    open: true,
  });
  const path = join(scratch(), "broken.json");
  writeFileSync(path, JSON.stringify(data));
  return path;
}

describe("rulekit reactor", () => {
  it("lists validate, run, forecast and play, each with --help and --json", () => {
    const help = runCli(["reactor", "--help"]);
    expect(help.code).toBe(0);
    for (const cmd of ["validate", "run", "forecast", "play"]) {
      expect(help.stdout).toContain(cmd);
      const sub = runCli(["reactor", cmd, "--help"]);
      expect(sub.code).toBe(0);
      expect(sub.stdout).toContain("--json");
    }
  });

  describe("validate", () => {
    it("accepts every tutorial level and lists its warnings", () => {
      const pack = JSON.parse(readFileSync(level("pack.json"), "utf8")) as { levels: { level: string }[] };
      for (const { level: file } of pack.levels) {
        const run = runCli(["reactor", "validate", level(file), "--json"]);
        expect(run.code).toBe(0);
        expect(jsonOf(run)).toMatchObject({ valid: true, level: file.replace(/\.json$/, ""), errors: [] });
      }
      // The first level starts with its coolant pump off: the design's start-up warnings, with locations.
      const first = jsonOf(runCli(["reactor", "validate", level("01-flow-and-consumers.json"), "--json"]));
      expect(first.warnings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            code: "required-consumer-starved",
            location: expect.objectContaining({ prop: "coolant-jacket" }),
          }),
          expect.objectContaining({
            code: "reactor-not-ready",
            location: expect.objectContaining({ prop: "core" }),
          }),
        ]),
      );
      expect(runCli(["reactor", "validate", level("02-junction-ratios.json")]).stdout).toMatch(
        /valid level '02-junction-ratios' with \d+ warning/,
      );
    });

    it("lists every error with its path and code and exits 1", () => {
      const path = brokenLevel();
      const run = runCli(["reactor", "validate", path]);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain("$.robot.at: [robot-out-of-bounds]");
      expect(run.stdout).toContain("$.props[8].edge: [door-edge-not-adjacent]");
      oneLine(run.stderr);
      const json = jsonOf(runCli(["reactor", "validate", path, "--json"]));
      expect(json.valid).toBe(false);
      expect(json.errors.map((e: { code: string }) => e.code)).toEqual([
        "robot-out-of-bounds",
        "door-edge-not-adjacent",
      ]);
      expect(json.errors[1].location).toMatchObject({ prop: "bad-door" });
    });

    it("reports malformed V1 data as validation errors with JSON paths (exit 1)", () => {
      const run = runCli(["reactor", "validate", level("invalid/malformed-v1.json"), "--json"]);
      expect(run.code).toBe(1);
      expect(jsonOf(run).errors.map((e: { location: { path: string } }) => e.location.path)).toContain(
        "$.hazards[0].heat",
      );
    });

    it("rejects a prototype-shaped file as unsupported (exit 2, one line), even with Version: 1", () => {
      const run = runCli(["reactor", "validate", level("invalid/prototype-shaped.json")]);
      expect(run.code).toBe(2);
      oneLine(run.stderr);
      expect(run.stderr).toMatch(/unsupported-format: prototype-shaped level/);
      expect(runCli(["reactor", "validate", level("invalid/wrong-version.json")]).code).toBe(2);
    });

    it("a missing file or broken JSON is bad input (exit 2, one line)", () => {
      const missing = runCli(["reactor", "validate", "/no/such/level.json"]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toBe("rulekit: /no/such/level.json: cannot read: no such file\n");
      const path = join(scratch(), "bad.json");
      writeFileSync(path, "{ nope");
      const bad = runCli(["reactor", "validate", path]);
      expect(bad.code).toBe(2);
      oneLine(bad.stderr);
    });
  });

  describe("run", () => {
    it("plays a recorded solution to Won, turn by turn", () => {
      const run = runCli([
        "reactor",
        "run",
        level("04-leaks-and-remedies.json"),
        "--actions",
        level("04-leaks-and-remedies.solution.json"),
        "--json",
      ]);
      expect(run.code).toBe(0);
      const out = jsonOf(run);
      expect(out.result).toBe("Won");
      expect(out.turns.length).toBeGreaterThanOrEqual(3);
      expect(out.turns[0]).toMatchObject({ turn: 1, levelState: expect.any(String) });
      expect(out.turns[0].events.map((e: { type: string }) => e.type)).toContain("simulation-started");
      const human = runCli([
        "reactor",
        "run",
        level("04-leaks-and-remedies.json"),
        "--actions",
        level("04-leaks-and-remedies.solution.json"),
      ]);
      expect(human.stdout).toMatch(/turn 1: 3 action\(s\) → /);
      expect(human.stdout).toMatch(/result: Won/);
    });

    it("plays a losing line to Lost and checks the expected result", () => {
      const run = runCli([
        "reactor",
        "run",
        level("05-heat-and-shields.json"),
        "--actions",
        level("05-heat-and-shields.lose.json"),
        "--json",
      ]);
      expect(run.code).toBe(0);
      expect(jsonOf(run)).toMatchObject({ result: "Lost", loss: { reason: "robot-hazard" } });
      const wrong = runCli([
        "reactor",
        "run",
        level("05-heat-and-shields.json"),
        "--actions",
        level("05-heat-and-shields.lose.json"),
        "--expect",
        "Won",
      ]);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toMatch(/expected Won, got Lost/);
    });

    it("stops at a refused action with exit 1, naming the action and why", () => {
      const path = join(scratch(), "actions.json");
      writeFileSync(
        path,
        JSON.stringify([{ type: "MoveRobot", direction: "north" }, { type: "ActivateReactor" }]),
      );
      const run = runCli(["reactor", "run", level("01-flow-and-consumers.json"), "--actions", path]);
      expect(run.code).toBe(1);
      oneLine(run.stderr);
      expect(run.stderr).toMatch(/action 2 .*ActivateReactor.* refused: not-at-reactor/);
    });

    it("a broken action file or a missing --actions is bad usage (exit 2)", () => {
      const path = join(scratch(), "actions.json");
      writeFileSync(path, JSON.stringify([{ type: "Teleport" }]));
      const bad = runCli(["reactor", "run", level("01-flow-and-consumers.json"), "--actions", path]);
      expect(bad.code).toBe(2);
      oneLine(bad.stderr);
      expect(runCli(["reactor", "run", level("01-flow-and-consumers.json")]).code).toBe(2);
    });

    it("refuses to run a level with validation errors (exit 1)", () => {
      const run = runCli([
        "reactor",
        "run",
        brokenLevel(),
        "--actions",
        level("01-flow-and-consumers.solution.json"),
      ]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/invalid level: 2 validation error/);
    });
  });

  describe("forecast", () => {
    it("forecasts a level: rule events and the terminal loss they lead to", () => {
      const out = jsonOf(runCli(["reactor", "forecast", level("06-rule-events.json"), "--json"]));
      expect(out.levelState).toBe("Critical");
      expect(out.lossTurn).toBe(4);
      expect(out.warnings.map((w: { kind: string }) => w.kind)).toEqual(
        expect.arrayContaining(["rule-event", "starved-consumer", "terminal-loss"]),
      );
    });

    it("forecasts from where a list of actions leaves the game, over a chosen horizon", () => {
      const out = jsonOf(
        runCli([
          "reactor",
          "forecast",
          level("01-flow-and-consumers.json"),
          "--actions",
          level("01-flow-and-consumers.solution.json"),
          "--horizon",
          "2",
          "--json",
        ]),
      );
      expect(out).toMatchObject({ levelState: "Won", horizon: 2, turns: [] });
      const mid = jsonOf(runCli(["reactor", "forecast", level("02-junction-ratios.json"), "--json"]));
      expect(mid.warnings.find((w: { kind: string }) => w.kind === "starved-consumer")).toMatchObject({
        consumer: "fuel-injector",
        required: true,
      });
      const zero = runCli(["reactor", "forecast", level("02-junction-ratios.json"), "--horizon", "0"]);
      expect(zero.code).toBe(2);
      oneLine(zero.stderr);
    });

    it("prints a turn table and the warnings for people", () => {
      const human = runCli(["reactor", "forecast", level("06-rule-events.json")]);
      expect(human.code).toBe(0);
      expect(human.stdout).toMatch(/^06-rule-events: turn 1, Critical; forecast over 5 turn\(s\)/);
      expect(human.stdout).toMatch(/turn +level state/);
      expect(human.stdout).toMatch(/warnings:\n {2}turn \d+: /);
    });
  });

  describe("play", () => {
    it("shows the map, actions left and the forecast; diagnostics only after the terminal is used", () => {
      const run = runCli(["reactor", "play", level("01-flow-and-consumers.json")], {
        input: "diag\nw\ni\ndiag fuel\nquit\n",
      });
      expect(run.code).toBe(0);
      const [before, after] = run.stdout.split("> i\n");
      expect(before).toContain("actions left 3/3");
      expect(before).toMatch(/ 3 \. \. E @ /);
      expect(before).toContain("Forecast (if you only end turns):");
      expect(before).toContain("Underground diagnostics are locked");
      expect(after).toContain("fuel: carrier amount per cell");
      expect(after).toContain("consumer fuel-injector (6,0)");
    });

    it("is driven by piped stdin to a win, with a JSON summary and an action log", () => {
      const solution = "w w w n i s s e e e e e e i n w w w n n a".split(" ").join("\n");
      const log = join(scratch(), "played.json");
      const run = runCli(["reactor", "play", level("01-flow-and-consumers.json"), "--json", "--log", log], {
        input: `${solution}\n`,
      });
      expect(run.code).toBe(0);
      const out = jsonOf(run);
      expect(out).toMatchObject({ result: "Won", level: "01-flow-and-consumers" });
      expect(out.actions).toHaveLength(21);
      expect(run.stderr).toContain("REACTOR READY");
      const written = JSON.parse(readFileSync(log, "utf8"));
      expect(written.actions).toEqual(out.actions);
      const replayed = runCli([
        "reactor",
        "run",
        level("01-flow-and-consumers.json"),
        "--actions",
        log,
        "--json",
      ]);
      expect(jsonOf(replayed).result).toBe("Won");
    });

    it("explains refusals and unknown commands without leaving the game", () => {
      const run = runCli(["reactor", "play", level("01-flow-and-consumers.json")], {
        input: "activate\nfly\nremedy\nremedy coolant\n",
      });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("refused (not-at-reactor)");
      expect(run.stdout).toContain("refused (no-matching-remedy): no CoolantNeutralizer carried");
      expect(run.stdout).toContain("unknown command 'fly'");
      expect(run.stdout).toContain("Game left unfinished.");
    });
  });
});
