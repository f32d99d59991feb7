// The board layout (spec §1, docs/shell-tide/formats.md): 8 nodes on a 3×3 perimeter around a 1×1 lake,
// 12 on a 4×4 perimeter around a 2×2 lake; every slot a distinct perimeter cell, the FLOW along the perimeter.
import { describe, expect, it } from "vitest";
import { LEVEL_ISSUE, type Level, parseLevel, standardLayout, templateForNodeCount } from "../src/index.js";
import { ringLevel } from "./helpers.js";

function problems(data: unknown) {
  const result = parseLevel(data);
  if (result.ok) return [];
  return result.issues.map((i) => ({ at: `${i.path} ${i.code}`, message: i.message }));
}

/** An 8-node ring on the standard 3×3 layout (node i on the i-th perimeter cell clockwise). */
const small = (): Level => ({ ...ringLevel([1, 0, 2, 0, 0, "W", 1, 0]), layout: standardLayout("3x3") });

/** A 12-node ring on the standard 4×4 layout. */
const large = (): Level => ({
  ...ringLevel([1, 0, 2, 0, 0, 0, 0, 0, 1, 0, 0, 0]),
  layout: standardLayout("4x4"),
});

describe("templateForNodeCount", () => {
  it("maps 8 nodes to 3×3, 12 nodes to 4×4 and any other count to no template", () => {
    expect(templateForNodeCount(8)).toBe("3x3");
    expect(templateForNodeCount(12)).toBe("4x4");
    for (const n of [0, 3, 7, 9, 11, 13, 16]) expect(templateForNodeCount(n)).toBeNull();
  });
});

describe("layout checks", () => {
  it("accepts both standard layouts", () => {
    expect(parseLevel(small()).ok).toBe(true);
    expect(parseLevel(large()).ok).toBe(true);
  });

  it("says which template holds how many nodes", () => {
    const level = small();
    level.layout = standardLayout("4x4");
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([`$.layout.template ${LEVEL_ISSUE.layoutTemplate}`]);
    expect(found[0]?.message).toMatch(/template 4x4 holds 12 nodes, the level has 8/);
  });

  it("rejects a centre lake that differs from the template's in any one field, and says where it is", () => {
    for (const field of ["row", "col", "width", "height"] as const) {
      const level = small();
      level.layout!.centerLake[field] = 2;
      const found = problems(level);
      expect(
        found.map((p) => p.at),
        field,
      ).toEqual([`$.layout.centerLake ${LEVEL_ISSUE.layoutLake}`]);
      expect(found[0]?.message).toMatch(/row 1, col 1, 1×1/);
    }
    const level = large();
    level.layout!.centerLake.height = 1;
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([`$.layout.centerLake ${LEVEL_ISSUE.layoutLake}`]);
    expect(found[0]?.message).toMatch(/4x4 centre lake is row 1, col 1, 2×2/);
  });

  it("needs one slot per node", () => {
    const level = small();
    level.layout!.slots.pop();
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([`$.layout.slots ${LEVEL_ISSUE.layoutSlots}`]);
    expect(found[0]?.message).toMatch(/expected 8 slots/);
    expect(found[0]?.message).toMatch(/got 7/);
  });

  it("explains that the centre lake is not a node", () => {
    const level = small();
    level.layout!.slots[3] = { row: 1, col: 1 };
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([`$.layout.slots[3] ${LEVEL_ISSUE.lakeAsNode}`]);
    expect(found[0]?.message).toMatch(/centre lake is not a node/);
  });

  it("rejects a slot outside the grid, even in line with the top row or the left column", () => {
    for (const cell of [
      { row: 0, col: 3 },
      { row: 3, col: 0 },
      { row: 0, col: 5 },
      { row: 5, col: 0 },
      { row: 2, col: 7 },
      { row: 4, col: 4 },
    ]) {
      const level = small();
      level.layout!.slots[2] = cell;
      const found = problems(level);
      expect(
        found.map((p) => p.at),
        JSON.stringify(cell),
      ).toEqual([`$.layout.slots[2] ${LEVEL_ISSUE.layoutSlots}`]);
      expect(found[0]?.message).toContain(`row ${cell.row}, col ${cell.col} is not on the 3×3 perimeter`);
    }
    const level = large();
    level.layout!.slots[0] = { row: 4, col: 0 };
    expect(problems(level)[0]?.message).toContain("row 4, col 0 is not on the 4×4 perimeter");
  });

  it("names both nodes that share a cell, and says nothing about the FLOW then", () => {
    const level = small();
    level.layout!.slots[5] = { row: 0, col: 1 }; // node 1's cell
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([`$.layout.slots[5] ${LEVEL_ISSUE.layoutSlots}`]);
    expect(found[0]?.message).toMatch(/node 5 shares its cell with node 1/);
  });

  it("reports every FLOW step between cells that are not neighbours", () => {
    const level = small();
    const slots = level.layout!.slots;
    // node 1 at (2,1), node 5 at (0,1): steps 0→1, 1→2, 4→5 and 5→6 jump across the lake
    [slots[1], slots[5]] = [slots[5]!, slots[1]!];
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual(
      [0, 1, 4, 5].map((i) => `$.edges.right[${i}] ${LEVEL_ISSUE.layoutSlots}`),
    );
    expect(found[0]?.message).toMatch(/FLOW must follow the perimeter/);
    expect(found[0]?.message).toMatch(/node 0 and node 1 are not neighbouring cells/);
  });
});
