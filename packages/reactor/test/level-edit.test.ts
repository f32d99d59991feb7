import { beforeEach, describe, expect, it } from "vitest";
import {
  cellIndex,
  cellPos,
  createEmptyLevel,
  hasNetworkCell,
  isFloor,
  isWall,
  type Level,
  nextId,
  type Prop,
  placeProp,
  propAt,
  removeProp,
  resizeLevel,
  setHazard,
  setNetworkCell,
  setTerrain,
  terrainAt,
  updateProp,
  validateLevel,
} from "../src/index.js";
import { baseLevel, P } from "./helpers/levels.js";

const consumer = (id: string, x: number, y: number): Prop => ({
  kind: "consumer",
  id,
  at: P(x, y),
  carrier: "fuel",
  enabled: true,
});

describe("createEmptyLevel: a blank W×H level (docs/reactor/api.md, editor.md 'New level')", () => {
  it("is all floor without underground cells, props, leaks, hazards or events, the robot at (0,0) with nothing", () => {
    expect(createEmptyLevel(4, 3)).toStrictEqual({
      meta: { id: "untitled", title: "Untitled level", description: "" },
      width: 4,
      height: 3,
      terrain: ["....", "....", "...."],
      networks: {
        fuel: ["....", "....", "...."],
        coolant: ["....", "....", "...."],
        electricity: ["....", "....", "...."],
      },
      hazards: [],
      props: [],
      leaks: [],
      robot: { at: { x: 0, y: 0 }, inventory: [], heatImmunity: 0 },
      events: [],
      diagnosticsUnlocked: false,
    });
  });

  it("keeps the metadata it is given, and carries `teaches` only when given", () => {
    const meta = { id: "m", title: "T", description: "d", teaches: "doors" };
    expect(createEmptyLevel(3, 3, meta).meta).toStrictEqual(meta);
    const plain = createEmptyLevel(3, 3, { id: "m", title: "T" }).meta;
    expect(plain).toStrictEqual({ id: "m", title: "T", description: "" });
    expect(Object.keys(plain)).not.toContain("teaches");
  });

  it("is structurally a V1 level: its only validation error is the missing reactor", () => {
    const report = validateLevel(createEmptyLevel(5, 5));
    expect(report.errors.map((e) => e.code)).toEqual(["no-reactor"]);
  });
});

describe("edit helpers return a new level and leave their input untouched", () => {
  it("setTerrain changes the one cell and nothing else", () => {
    const level = createEmptyLevel(4, 3);
    const walled = setTerrain(level, P(2, 1), "wall");
    expect(walled.terrain).toEqual(["....", "..#.", "...."]);
    expect(level.terrain).toEqual(["....", "....", "...."]);
    expect(setTerrain(walled, P(2, 1), "floor").terrain).toEqual(level.terrain);
  });

  it("setTerrain and setNetworkCell outside the grid return the level unchanged", () => {
    const level = createEmptyLevel(4, 3);
    for (const p of [P(-1, 0), P(4, 0), P(0, -1), P(0, 3), P(9, 1), P(1.5, 1)]) {
      expect(setTerrain(level, p, "wall"), JSON.stringify(p)).toEqual(level);
      expect(setNetworkCell(level, "coolant", p, true), JSON.stringify(p)).toEqual(level);
    }
  });

  it("setNetworkCell adds and removes a cell of one carrier only", () => {
    const level = createEmptyLevel(3, 2);
    const added = setNetworkCell(level, "coolant", P(1, 1), true);
    expect(added.networks).toEqual({
      fuel: ["...", "..."],
      coolant: ["...", ".+."],
      electricity: ["...", "..."],
    });
    expect(setNetworkCell(added, "coolant", P(1, 1), false).networks).toEqual(level.networks);
    expect(level.networks.coolant).toEqual(["...", "..."]);
  });

  it("placeProp replaces a prop on the same cell and a prop with the same id, keeping the others", () => {
    let level = createEmptyLevel(5, 5);
    level = placeProp(level, consumer("a", 0, 0));
    level = placeProp(level, consumer("b", 1, 0));
    level = placeProp(level, consumer("c", 2, 0));
    // same cell as "b", another id: "b" goes
    const sameCell = placeProp(level, consumer("d", 1, 0));
    expect(sameCell.props.map((p) => p.id)).toEqual(["a", "c", "d"]);
    // same id as "a", another cell: the old "a" goes
    const sameId = placeProp(level, consumer("a", 4, 4));
    expect(sameId.props.map((p) => [p.id, p.at])).toEqual([
      ["b", P(1, 0)],
      ["c", P(2, 0)],
      ["a", P(4, 4)],
    ]);
    expect(level.props.map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("removeProp removes the prop with that id only; an unknown id changes nothing", () => {
    let level = createEmptyLevel(5, 5);
    for (const [i, id] of ["a", "b", "c"].entries()) level = placeProp(level, consumer(id, i, 0));
    expect(removeProp(level, "b").props.map((p) => p.id)).toEqual(["a", "c"]);
    expect(removeProp(level, "zz").props).toEqual(level.props);
    expect(level.props).toHaveLength(3);
  });

  it("updateProp replaces the prop with that id where it stands in the list; an unknown id changes nothing", () => {
    let level = createEmptyLevel(5, 5);
    for (const [i, id] of ["a", "b", "c"].entries()) level = placeProp(level, consumer(id, i, 0));
    const off = { ...consumer("b", 1, 0), enabled: false };
    const updated = updateProp(level, off);
    expect(updated.props).toEqual([level.props[0], off, level.props[2]]);
    expect(updateProp(level, consumer("zz", 4, 4)).props).toEqual(level.props);
    expect(level.props[1]).toMatchObject({ enabled: true });
  });

  it("setHazard keeps one entry per cell, adds elements to it and removes them with 0", () => {
    let level = createEmptyLevel(4, 4);
    level = setHazard(level, P(1, 1), "fuel", 4);
    level = setHazard(level, P(2, 2), "heat", 1.5);
    level = setHazard(level, P(1, 1), "heat", 2);
    expect(level.hazards).toHaveLength(2);
    expect(level.hazards).toContainEqual({ at: P(1, 1), fuel: 4, heat: 2 });
    expect(level.hazards).toContainEqual({ at: P(2, 2), heat: 1.5 });
    const less = setHazard(level, P(1, 1), "fuel", 0);
    expect(less.hazards).toHaveLength(2);
    expect(less.hazards).toContainEqual({ at: P(1, 1), heat: 2 });
    expect(less.hazards).toContainEqual({ at: P(2, 2), heat: 1.5 });
    expect(level.hazards).toContainEqual({ at: P(1, 1), fuel: 4, heat: 2 });
  });

  it("setHazard drops an entry once nothing is left on it, whichever element it held", () => {
    const level = createEmptyLevel(4, 4);
    for (const element of ["fuel", "coolant", "electricity", "heat"] as const) {
      const one = setHazard(level, P(3, 0), element, 2);
      expect(one.hazards, element).toEqual([{ at: P(3, 0), [element]: 2 }]);
      expect(setHazard(one, P(3, 0), element, 0).hazards, element).toEqual([]);
      // 0 on an empty cell adds nothing
      expect(setHazard(level, P(3, 0), element, 0).hazards, element).toEqual([]);
    }
    const two = setHazard(setHazard(level, P(0, 1), "coolant", 1), P(0, 1), "electricity", 3);
    expect(setHazard(two, P(0, 1), "coolant", 0).hazards).toEqual([{ at: P(0, 1), electricity: 3 }]);
  });

  it("resizeLevel cuts or pads the grids (new cells floor without network cells) and keeps everything else", () => {
    let level = createEmptyLevel(3, 2);
    level = setTerrain(level, P(2, 1), "wall");
    level = setNetworkCell(level, "fuel", P(0, 0), true);
    level = setNetworkCell(level, "electricity", P(2, 1), true);
    level = placeProp(level, consumer("c", 2, 1));
    const grown = resizeLevel(level, 5, 3);
    expect(grown).toMatchObject({ width: 5, height: 3 });
    expect(grown.terrain).toEqual([".....", "..#..", "....."]);
    expect(grown.networks).toEqual({
      fuel: ["+....", ".....", "....."],
      coolant: [".....", ".....", "....."],
      electricity: [".....", "..+..", "....."],
    });
    expect(grown.props).toEqual(level.props);
    expect(grown.robot).toEqual(level.robot);
    const shrunk = resizeLevel(grown, 2, 1);
    expect(shrunk.terrain).toEqual([".."]);
    expect(shrunk.networks).toEqual({ fuel: ["+."], coolant: [".."], electricity: [".."] });
    // the prop now outside the grid stays, for validation to name
    expect(shrunk.props).toEqual(level.props);
    expect(level).toMatchObject({ width: 3, height: 2, terrain: ["...", "..#"] });
  });

  it("nextId gives the first prefix-N unused by any prop, leak or rule event", () => {
    const level = baseLevel();
    expect(nextId(level, "door")).toBe("door-1");
    let taken: Level = placeProp(level, { kind: "terminal", id: "x-1", at: P(1, 1), unlocked: false });
    expect(nextId(taken, "x")).toBe("x-2");
    taken = {
      ...taken,
      leaks: [{ id: "x-2", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 1, repaired: false }],
    };
    expect(nextId(taken, "x")).toBe("x-3");
    taken = {
      ...taken,
      events: [
        {
          id: "x-3",
          enabled: true,
          repeat: "once",
          priority: 0,
          phase: "end-of-turn",
          when: [],
          effects: [],
        },
      ],
    };
    expect(nextId(taken, "x")).toBe("x-4");
    expect(nextId(taken, "y")).toBe("y-1");
  });
});

describe("grid read helpers (terrainAt, isFloor, isWall, hasNetworkCell, propAt, cellIndex, cellPos)", () => {
  let level!: Level;
  beforeEach(() => {
    level = setNetworkCell(setTerrain(createEmptyLevel(3, 2), P(1, 0), "wall"), "fuel", P(2, 1), true);
  });

  it("read the cell's terrain and underground cells", () => {
    expect(terrainAt(level, P(0, 0))).toBe("floor");
    expect(terrainAt(level, P(1, 0))).toBe("wall");
    expect([isFloor(level, P(0, 0)), isWall(level, P(0, 0))]).toEqual([true, false]);
    expect([isFloor(level, P(1, 0)), isWall(level, P(1, 0))]).toEqual([false, true]);
    expect(hasNetworkCell(level, "fuel", P(2, 1))).toBe(true);
    expect(hasNetworkCell(level, "fuel", P(1, 1))).toBe(false);
    expect(hasNetworkCell(level, "coolant", P(2, 1))).toBe(false);
  });

  it("outside the level there is no terrain and no network cell, even where a malformed row runs on", () => {
    // Rows longer than the level's width (a malformed level an editor may hold): the width decides.
    const long: Level = {
      ...level,
      terrain: ["..#..", "....."],
      networks: { ...level.networks, fuel: ["+++++", "+++++"] },
    };
    for (const p of [P(3, 0), P(4, 1), P(-1, 0), P(0, 2), P(0, -1)]) {
      expect(terrainAt(long, p), JSON.stringify(p)).toBeNull();
      expect(isFloor(long, p) || isWall(long, p), JSON.stringify(p)).toBe(false);
      expect(hasNetworkCell(long, "fuel", p), JSON.stringify(p)).toBe(false);
    }
    expect(terrainAt(long, P(2, 0))).toBe("wall");
  });

  it("a missing row or an unknown character is no terrain and no network cell (never a throw)", () => {
    const broken: Level = {
      ...level,
      terrain: [".x."],
      networks: { ...level.networks, coolant: ["+.."] },
    };
    expect(terrainAt(broken, P(1, 0))).toBeNull();
    expect(isWall(broken, P(1, 0))).toBe(false);
    expect(terrainAt(broken, P(0, 1))).toBeNull();
    expect(hasNetworkCell(broken, "coolant", P(0, 0))).toBe(true);
    expect(hasNetworkCell(broken, "coolant", P(0, 1))).toBe(false);
  });

  it("propAt finds the prop standing on a cell", () => {
    const withProps = placeProp(placeProp(level, consumer("a", 0, 1)), consumer("b", 2, 1));
    expect(propAt(withProps, P(2, 1))?.id).toBe("b");
    expect(propAt(withProps, P(0, 1))?.id).toBe("a");
    expect(propAt(withProps, P(1, 1))).toBeUndefined();
  });

  it("cells are indexed row by row: y × width + x, and back", () => {
    expect(cellIndex(7, P(0, 0))).toBe(0);
    expect(cellIndex(7, P(3, 2))).toBe(17);
    expect(cellIndex(4, P(3, 2))).toBe(11);
    for (let i = 0; i < 12; i++) expect(cellIndex(4, cellPos(4, i))).toBe(i);
    expect(cellPos(4, 11)).toEqual(P(3, 2));
  });
});
