import { createEmptyLevel, setTerrain as engineSetTerrain, hasNetworkCell } from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import {
  eraseCell,
  setHazard,
  setNetworkCell,
  setRobotStart,
  setTerrain,
  toggleLeak,
} from "../../src/routes/reactor/editor/level-edits.ts";
import { createProp } from "../../src/routes/reactor/editor/prop-factory.ts";
import { DEFAULT_TOOL_OPTIONS } from "../../src/routes/reactor/editor/tools.ts";

const level = () => createEmptyLevel(4, 3);

describe("level edits", () => {
  it("edits that change nothing return the same level (no empty undo steps)", () => {
    const l = level();
    expect(setTerrain(l, { x: 1, y: 1 }, "floor")).toBe(l);
    expect(setNetworkCell(l, "fuel", { x: 1, y: 1 }, false)).toBe(l);
    expect(setHazard(l, { x: 1, y: 1 }, "heat", 0)).toBe(l);
    expect(setRobotStart(l, l.robot.at)).toBe(l);
    expect(setTerrain(l, { x: 9, y: 9 }, "wall")).toBe(l);
  });

  it("never mutates the input level", () => {
    const l = level();
    const copy = structuredClone(l);
    toggleLeak(setTerrain(l, { x: 0, y: 0 }, "wall"), "electricity", { x: 0, y: 0 });
    setHazard(l, { x: 1, y: 1 }, "fuel", 3);
    expect(l).toEqual(copy);
  });

  it("a fuel leak is reached from its own cell and creates the underground cell", () => {
    const l = toggleLeak(level(), "fuel", { x: 2, y: 1 });
    expect(hasNetworkCell(l, "fuel", { x: 2, y: 1 })).toBe(true);
    expect(l.leaks).toEqual([
      expect.objectContaining({
        carrier: "fuel",
        at: { x: 2, y: 1 },
        access: { x: 2, y: 1 },
        repaired: false,
      }),
    ]);
    expect(toggleLeak(l, "fuel", { x: 2, y: 1 }).leaks).toEqual([]);
  });

  it("an electricity leak in a wall gets an adjacent floor emission face", () => {
    // (1,0) has no north neighbour and a wall to the east, so its first floor neighbour is south.
    let l = engineSetTerrain(level(), { x: 1, y: 0 }, "wall");
    l = engineSetTerrain(l, { x: 2, y: 0 }, "wall");
    l = toggleLeak(l, "electricity", { x: 1, y: 0 });
    const face = l.leaks[0]?.access;
    expect(face).toEqual({ x: 1, y: 1 });
  });

  it("removing an underground cell removes its leaks", () => {
    const l = toggleLeak(level(), "coolant", { x: 1, y: 1 });
    const removed = setNetworkCell(l, "coolant", { x: 1, y: 1 }, false);
    expect(removed.leaks).toEqual([]);
  });

  it("hazards: one entry per cell, dropped when every amount is zero", () => {
    let l = setHazard(level(), { x: 1, y: 1 }, "fuel", 2);
    l = setHazard(l, { x: 1, y: 1 }, "heat", 4);
    expect(l.hazards).toEqual([{ at: { x: 1, y: 1 }, fuel: 2, heat: 4 }]);
    l = setHazard(setHazard(l, { x: 1, y: 1 }, "fuel", 0), { x: 1, y: 1 }, "heat", -1);
    expect(l.hazards).toEqual([]);
  });

  it("the eraser respects its scope", () => {
    let l = setNetworkCell(level(), "fuel", { x: 0, y: 0 }, true);
    l = { ...l, props: [createProp(l, "terminal", { x: 0, y: 0 }, DEFAULT_TOOL_OPTIONS)] };
    l = setHazard(l, { x: 0, y: 0 }, "heat", 1);
    const kept = eraseCell(l, { x: 0, y: 0 }, { prop: false, hazards: false, carriers: [] });
    expect(kept).toBe(l);
    const gone = eraseCell(l, { x: 0, y: 0 }, { prop: true, hazards: true, carriers: ["fuel"] });
    expect(gone.props).toEqual([]);
    expect(gone.hazards).toEqual([]);
    expect(hasNetworkCell(gone, "fuel", { x: 0, y: 0 })).toBe(false);
  });
});

describe("prop factory", () => {
  it("a reactor binds to the only consumer of each carrier and leaves ambiguous ones unset", () => {
    let l = level();
    const c = (carrier: "fuel" | "coolant", x: number) =>
      createProp(l, "consumer", { x, y: 0 }, { ...DEFAULT_TOOL_OPTIONS, carrier });
    l = { ...l, props: [c("fuel", 0)] };
    l = { ...l, props: [...l.props, c("coolant", 1)] };
    l = { ...l, props: [...l.props, c("coolant", 2)] };
    const reactor = createProp(l, "reactor-control", { x: 3, y: 2 }, DEFAULT_TOOL_OPTIONS);
    expect(reactor.kind === "reactor-control" && reactor.bindings).toEqual({
      fuel: { x: 0, y: 0 },
      coolant: null,
      electricity: null,
    });
  });

  it("ids are unique across props, leaks and events", () => {
    let l = level();
    const ids = new Set<string>();
    for (let x = 0; x < 4; x++) {
      const prop = createProp(l, "door", { x, y: 1 }, DEFAULT_TOOL_OPTIONS);
      ids.add(prop.id);
      l = { ...l, props: [...l.props, prop] };
    }
    expect(ids.size).toBe(4);
  });

  it("a door's default edge joins its cell to a floor neighbour", () => {
    const door = createProp(level(), "door", { x: 3, y: 0 }, DEFAULT_TOOL_OPTIONS);
    expect(door.kind === "door" && door.edge).toEqual([
      { x: 3, y: 0 },
      { x: 3, y: 1 },
    ]);
  });
});
