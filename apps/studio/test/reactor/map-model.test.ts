import { newGame, parseActions, type ReactorEvent, step, view } from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import { setNetworkCell, setTerrain } from "../../src/routes/reactor/editor/level-edits.ts";
import { mapFromLevel } from "../../src/routes/reactor/map/level-map.ts";
import {
  describeCell,
  mapFromView,
  sameCell,
  sameData,
  shareCells,
} from "../../src/routes/reactor/map/map-model.ts";
import { describeEvent } from "../../src/routes/reactor/view-models/event-text.ts";
import { describeWarning, forecastSummary } from "../../src/routes/reactor/view-models/forecast-text.ts";
import { levelStateBanner } from "../../src/routes/reactor/view-models/level-state.ts";
import { authorSmallLevel, bundledLevel, fixtureJson } from "./helpers.ts";

describe("map model", () => {
  it("an edit shares every unchanged cell object with the last model, and only those", () => {
    const level = authorSmallLevel().history.present;
    const before = mapFromLevel(level);
    // A wall on one cell, and a fuel cell beside the fuel line (which changes its neighbour's links).
    const edited = setNetworkCell(setTerrain(level, { x: 4, y: 2 }, "wall"), "fuel", { x: 1, y: 1 }, true);
    const fresh = mapFromLevel(edited);
    const shared = shareCells(before, fresh);
    const changed = shared.cells.filter((c, i) => c !== before.cells[i]).map((c) => `${c.at.x},${c.at.y}`);
    expect(changed.sort()).toEqual(["1,0", "1,1", "4,2"]);
    shared.cells.forEach((c, i) => {
      expect(sameData(c, fresh.cells[i])).toBe(true);
      expect(sameCell(c, fresh.cells[i]!)).toBe(sameData(c, fresh.cells[i]));
      expect(sameCell(before.cells[i]!, fresh.cells[i]!)).toBe(sameData(before.cells[i], fresh.cells[i]));
    });
    // A different size shares nothing.
    expect(shareCells({ ...before, width: before.width + 1 }, fresh)).toBe(fresh);
  });

  it("the editor map shows every layer with links between same-carrier neighbours", () => {
    const model = mapFromLevel(authorSmallLevel().history.present);
    expect(model.undergroundVisible).toBe(true);
    const middle = model.cells.find((c) => c.at.x === 1 && c.at.y === 0);
    expect(middle?.networks.fuel?.links.sort()).toEqual(["east", "west"]);
    expect(middle?.networks.coolant).toBeUndefined();
    const end = model.cells.find((c) => c.at.x === 2 && c.at.y === 2);
    expect(end?.networks.electricity?.links).toEqual(["west"]);
    expect(end?.prop).toMatchObject({ kind: "consumer", carrier: "electricity", active: true });
    const source = model.cells.find((c) => c.at.x === 0 && c.at.y === 2);
    expect(source?.prop).toMatchObject({ kind: "flow", active: false, state: "disabled" });
  });

  it("doors mark both sides of their edge; electricity leaks point at their face", () => {
    const level = bundledLevel("03-doors.json");
    const model = mapFromLevel(level);
    const door = level.props.find((p) => p.kind === "door");
    if (door?.kind !== "door" || !door.edge) throw new Error("level 03 has a door with an edge");
    const [a, b] = door.edge;
    const cellA = model.cells[a.y * level.width + a.x];
    const cellB = model.cells[b.y * level.width + b.x];
    expect(cellA?.doors.map((d) => d.id)).toEqual([door.id]);
    expect(cellB?.doors.map((d) => d.id)).toEqual([door.id]);
    const sides = [cellA?.doors[0]?.side, cellB?.doors[0]?.side].sort();
    expect(sides).toEqual(a.x === b.x ? ["north", "south"] : ["east", "west"]);
  });

  it("the gameplay map hides the underground until a terminal is used", () => {
    const level = authorSmallLevel().history.present;
    let state = newGame(level);
    let model = mapFromView(view(state));
    expect(model.undergroundVisible).toBe(false);
    expect(model.cells.every((c) => Object.keys(c.networks).length === 0)).toBe(true);
    for (const action of [
      { type: "MoveRobot", direction: "east" },
      { type: "MoveRobot", direction: "south" },
      { type: "InteractProp" },
    ] as const) {
      const result = step(state, action);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    model = mapFromView(view(state));
    expect(model.undergroundVisible).toBe(true);
    const fuel = model.cells.find((c) => c.at.x === 1 && c.at.y === 0)?.networks.fuel;
    expect(fuel?.amount).toBeGreaterThan(0);
    expect(fuel?.amountBand).toMatch(/safe|caution|critical/);
  });

  it("the gameplay map shows remedy blocks where a neutralizer was applied", () => {
    let state = newGame(bundledLevel("04-leaks-and-remedies.json"));
    const actions = parseActions(fixtureJson("04-leaks-and-remedies.solution.json"));
    if (!actions.ok) throw new Error("solution file");
    let applied: { x: number; y: number } | null = null;
    for (const action of actions.value.actions) {
      const result = step(state, action);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
      const remedy = result.events.find((e) => e.type === "remedy-applied");
      if (remedy?.type === "remedy-applied") {
        applied = remedy.at;
        break;
      }
    }
    if (!applied) throw new Error("the solution applies a neutralizer");
    const at = applied;
    const model = mapFromView(view(state));
    const blocked = model.cells.find((c) => c.at.x === at.x && c.at.y === at.y);
    expect(Object.values(blocked?.blocks ?? {}).some((turns) => (turns ?? 0) > 0)).toBe(true);
    expect(describeCell(blocked as NonNullable<typeof blocked>, false)).toMatch(/blocked for \d+ turns?/);
  });

  it("describes a cell for screen readers", () => {
    const model = mapFromLevel(authorSmallLevel().history.present);
    const text = describeCell(model.cells[0] as (typeof model.cells)[number], true);
    expect(text).toMatch(
      /^Cell 0,0: floor; robot; fuel flow source fuel-source-1 \(enabled\); underground fuel/,
    );
  });
});

describe("texts", () => {
  it("level state banner says REACTOR READY when ready and gives the loss message", () => {
    expect(levelStateBanner({ levelState: "Ready", loss: null }).title).toBe("REACTOR READY");
    expect(
      levelStateBanner({ levelState: "Lost", loss: { reason: "robot-hazard", message: "fried" } }).detail,
    ).toBe("fried");
  });

  it("forecast warnings and the summary name turns and targets", () => {
    expect(
      describeWarning({
        kind: "hazard-band",
        turn: 3,
        at: { x: 1, y: 2 },
        element: "heat",
        band: "critical",
      }),
    ).toBe("Turn 3: heat at (1,2) rises to critical");
    const report = { fromTurn: 1, horizon: 5, turns: [], warnings: [], lossTurn: 4, readyTurn: 2 };
    expect(forecastSummary(report)).toMatch(/Loss forecast on turn 4/);
  });

  it("event log lines round values to one decimal", () => {
    const e: ReactorEvent = {
      type: "leak-injected",
      step: "inject-leaks",
      leak: "l1",
      at: { x: 1, y: 1 },
      element: "fuel",
      amount: 1.26,
      blocked: false,
    };
    expect(describeEvent(e)).toBe("Leak l1 injected 1.3 fuel into (1,1)");
  });
});
