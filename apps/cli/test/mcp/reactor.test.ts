import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonOf, runCli } from "../helpers/run-cli.js";
import { fingerprint, readRepoJson } from "./helpers/files.js";
import { call, connectMcp, known, type McpSession } from "./helpers/mcp-client.js";

const LEVEL = "levels/reactor/01-flow-and-consumers.json";
const SOLUTION = "levels/reactor/01-flow-and-consumers.solution.json";
const LOSE = "levels/reactor/07-final-shift.lose.json";
const LEVEL_7 = "levels/reactor/07-final-shift.json";
const EYE = [{ type: "MoveRobot", direction: "west" }, { type: "InteractProp" }];

const cli = (args: string[], input?: string) => {
  const run = runCli(["reactor", ...args], { input });
  expect(run.code, run.stderr).toBe(0);
  return run;
};

let mcp: McpSession;
let before: Record<string, string>;
/** A folder of the test's own level files, which the server may read (--allow-dir). */
let scratch: string;
beforeAll(async () => {
  before = fingerprint([LEVEL, SOLUTION, LOSE, LEVEL_7]);
  scratch = mkdtempSync(join(tmpdir(), "rulekit-mcp-"));
  mcp = await connectMcp(["--allow-dir", scratch]);
});
afterAll(async () => {
  await mcp?.close();
});

describe("rulekit mcp: Reactor tools agree with rulekit reactor … --json", () => {
  it("reactor_view is the game after the actions, as reactor run reports it", async () => {
    for (const [level, actionsFile] of [
      [LEVEL, SOLUTION],
      [LEVEL_7, LOSE],
    ] as const) {
      const run = jsonOf(cli(["run", level, "--actions", actionsFile, "--json"]));
      const seen = await known(mcp, "reactor_view", { level, actions: readRepoJson(actionsFile).actions });
      expect(seen.mode).toBe("gameplay");
      expect({ levelState: seen.levelState, turn: seen.turn, loss: seen.loss }).toEqual({
        levelState: run.result,
        turn: run.turn,
        loss: run.loss,
      });
      expect(seen.reactors.map(({ heatBand: _, ...r }: { heatBand: string }) => r)).toEqual(run.reactors);
    }
  });

  it("reactor_view keeps the underground hidden until an all-seeing-eye terminal is used", async () => {
    const start = await known(mcp, "reactor_view", { level: LEVEL });
    expect(start.diagnosticsUnlocked).toBe(false);
    expect(start.underground).toBeNull();
    const { text } = await call(mcp, "reactor_view", { level: LEVEL });
    expect(text).toContain("Underground: locked");
    const moved = await known(mcp, "reactor_view", { level: LEVEL, actions: EYE.slice(0, 1) });
    expect(moved.underground).toBeNull();
    const unlocked = await known(mcp, "reactor_view", { level: LEVEL, actions: EYE });
    expect(unlocked.diagnosticsUnlocked).toBe(true);
    expect(Object.keys(unlocked.underground).sort()).toEqual(["coolant", "electricity", "fuel"]);
    expect(unlocked.underground.fuel.cells.length).toBeGreaterThan(0);
  });

  it("reactor_forecast is reactor forecast --json, every warning explained", async () => {
    const plain = await known(mcp, "reactor_forecast", { level: LEVEL });
    const { explanations, ...report } = plain;
    expect(report).toEqual(jsonOf(cli(["forecast", LEVEL, "--json"])));
    expect(explanations).toHaveLength(report.warnings.length);
    expect(report.warnings.length).toBeGreaterThan(0);
    explanations.forEach((line: string, i: number) => {
      expect(line).toMatch(new RegExp(`^turn ${report.warnings[i].turn}: `));
    });
    const actions = readRepoJson(LOSE).actions.slice(0, 12);
    const dir = mkdtempSync(join(tmpdir(), "rulekit-mcp-"));
    writeFileSync(join(dir, "actions.json"), JSON.stringify(actions));
    const later = await known(mcp, "reactor_forecast", { level: LEVEL_7, actions, horizon: 3 });
    const { explanations: words, ...laterReport } = later;
    expect(laterReport).toEqual(
      jsonOf(cli(["forecast", LEVEL_7, "--actions", join(dir, "actions.json"), "--horizon", "3", "--json"])),
    );
    expect(words).toHaveLength(laterReport.warnings.length);
  });

  it("reactor_legal_actions lists what reactor play's 'legal' lists", async () => {
    const playLegal = (commands: string) =>
      cli(["play", LEVEL], `${commands}legal\nquit\n`)
        .stdout.split("\n")
        .filter((line) => line.startsWith('  {"type"'))
        .map((line) => JSON.parse(line));
    const start = await known(mcp, "reactor_legal_actions", { level: LEVEL });
    expect(start.legalActions).toEqual(playLegal(""));
    expect(start).toMatchObject({ turn: 1, actionsLeft: 3 });
    const onEye = await known(mcp, "reactor_legal_actions", { level: LEVEL, actions: EYE.slice(0, 1) });
    expect(onEye.legalActions).toEqual(playLegal("w\n"));
    expect(onEye.legalActions).toContainEqual({ type: "InteractProp" });
  });

  it("a level that fails validation is contradictory state", async () => {
    const level = readRepoJson(LEVEL);
    level.robot.at = { x: 99, y: 0 };
    writeFileSync(join(scratch, "bad.json"), JSON.stringify(level));
    const { answer } = await call(mcp, "reactor_view", { level: join(scratch, "bad.json") });
    expect(answer).toMatchObject({ status: "unknown", unknown: { code: "contradictory_state" } });
    expect(answer.unknown!.reason).toMatch(/robot-out-of-bounds/);
  });

  it("left every file it read as it was", () => {
    expect(fingerprint(Object.keys(before))).toEqual(before);
  });
});
