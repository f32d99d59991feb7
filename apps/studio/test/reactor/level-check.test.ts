import { type Level, setTerrain } from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import { createCheckQueue, type LevelCheck } from "../../src/routes/reactor/editor/level-check.ts";
import { checkLevel } from "../../src/routes/reactor/engine/check-level.ts";
import { mapFromLevel } from "../../src/routes/reactor/map/level-map.ts";
import { sameData } from "../../src/routes/reactor/map/map-model.ts";
import { authorSmallLevel, bundledLevel } from "./helpers.ts";

describe("the editor's live check", () => {
  it("a valid level gets its report and its start (level state and forecast); an invalid one no start", () => {
    const level = bundledLevel("01-flow-and-consumers.json");
    const check = checkLevel(level);
    expect(check.report.ok).toBe(true);
    expect(check.report.warnings.map((w) => w.code)).toContain("reactor-not-ready");
    expect(check.start?.levelState).toBe("Caution");
    expect(check.start?.forecast?.warnings.map((w) => w.kind)).toContain("starved-consumer");
    const broken = checkLevel(setTerrain(level, level.robot.at, "wall"));
    expect(broken.report.errors.map((e) => e.code)).toContain("robot-not-on-floor");
    expect(broken.start).toBeNull();
  });

  it("the queue runs one check at a time and skips to the newest level", async () => {
    const levels = [1, 2, 3, 4].map((n) => ({ ...authorSmallLevel().history.present, width: n }) as Level);
    const runs: number[] = [];
    const finish: (() => void)[] = [];
    const results: number[] = [];
    const queue = createCheckQueue(
      (level) =>
        new Promise<LevelCheck>((resolve) => {
          runs.push(level.width);
          finish.push(() => resolve({ report: { ok: true, errors: [], warnings: [] }, start: null }));
        }),
      (level) => results.push(level.width),
    );
    for (const level of levels.slice(0, 3)) queue.submit(level);
    expect(runs).toEqual([1]); // 2 and 3 wait; 3 replaced 2
    finish[0]?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(results).toEqual([1]);
    expect(runs).toEqual([1, 3]);
    finish[1]?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(results).toEqual([1, 3]);
    queue.submit(levels[3]!);
    queue.dispose();
    finish[2]?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(results).toEqual([1, 3]); // a disposed queue reports nothing more
  });

  it("a failing runner (a broken worker) reports one error saying why, so the level cannot run", async () => {
    const level = bundledLevel("01-flow-and-consumers.json");
    const got = await new Promise<LevelCheck>((resolve) => {
      createCheckQueue(
        () => Promise.reject(new Error("the engine worker failed: boom")),
        (_, check) => resolve(check),
      ).submit(level);
    });
    expect(got.start).toBeNull();
    expect(got.report.ok).toBe(false);
    expect(got.report.errors.map((e) => e.message)).toEqual([
      "the level could not be checked (the engine worker failed: boom); reload the page to try again",
    ]);
  });
});

describe("map cells are redrawn only when they change", () => {
  it("sameData compares plain data structurally", () => {
    expect(sameData({ a: [1, { b: "x" }], c: null }, { a: [1, { b: "x" }], c: null })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [1, 3] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData({ a: undefined }, {})).toBe(false);
  });

  it("a one-cell edit changes exactly that cell of the map model", () => {
    const level = bundledLevel("07-final-shift.json");
    const before = mapFromLevel(level);
    const after = mapFromLevel(setTerrain(level, { x: 16, y: 1 }, "wall"));
    const changed = after.cells.filter((cell, i) => !sameData(cell, before.cells[i]));
    expect(changed.map((c) => c.at)).toEqual([{ x: 16, y: 1 }]);
  });
});
