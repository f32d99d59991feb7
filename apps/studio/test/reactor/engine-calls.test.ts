import { type Action, serializeLevel, setTerrain } from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import { createEngineCalls } from "../../src/routes/reactor/engine/engine-calls.ts";
import { engineFrom } from "../../src/routes/reactor/engine/engine-client.ts";
import { authorSmallLevel } from "./helpers.ts";

const move = (direction: "north" | "east" | "south" | "west"): Action => ({ type: "MoveRobot", direction });

describe("the Reactor pages' engine calls (what the engine worker answers)", () => {
  it("runs the preview's game from snapshots: accepted, refused (nothing changes) and restarted", async () => {
    const engine = engineFrom(createEngineCalls());
    const level = authorSmallLevel().history.present;
    const start = await engine.playStart(level);
    expect(start?.view.robot.at).toEqual(level.robot.at);
    expect(start?.legal).toContainEqual(move("south"));
    const moved = await engine.playAct(move("south"));
    expect(moved.refusal).toBeNull();
    expect(moved.view.robot.at).toEqual({ x: level.robot.at.x, y: level.robot.at.y + 1 });
    expect(moved.lastEvents.map((e) => e.type)).toContain("action-accepted");
    const refused = await engine.playAct({ type: "Nope" } as unknown as Action);
    expect(refused.refusal).toMatch(/not a reactor action/);
    expect(refused.view).toEqual(moved.view);
    const again = await engine.playRestart();
    expect(again.view).toEqual(start?.view);
  });

  it("a level with errors does not start, and no action is taken without a game", async () => {
    const engine = engineFrom(createEngineCalls());
    const level = authorSmallLevel().history.present;
    expect(await engine.playStart(setTerrain(level, level.robot.at, "wall"))).toBeNull();
    await expect(engine.playAct(move("south"))).rejects.toThrow(/no game is running/);
  });

  it("checks, loads (structure only) and saves (refusing a level with errors)", async () => {
    const engine = engineFrom(createEngineCalls());
    const level = authorSmallLevel().history.present;
    const broken = setTerrain(level, level.robot.at, "wall");
    expect((await engine.check(broken)).report.errors.map((e) => e.code)).toContain("robot-not-on-floor");
    const loaded = await engine.load(JSON.parse(JSON.stringify(serializeLevel(broken))));
    expect(loaded.ok && loaded.level).toEqual(broken);
    expect((await engine.load({ Version: 1, Pipes: [] })).ok).toBe(false);
    expect((await engine.save(broken)).ok).toBe(false);
    const saved = await engine.save(level);
    expect(saved.ok && saved.file).toEqual(serializeLevel(level));
  });
});
