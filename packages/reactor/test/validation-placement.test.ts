import { describe, expect, it } from "vitest";
import { ISSUE_CODES, type Level, type Pos, placeProp, setNetworkCell, setTerrain } from "../src/index.js";
import { errorsOf, errorsWith, onlyError } from "./helpers/issues.js";
import { junctionLevel as junction9 } from "./helpers/junction-level.js";
import { baseLevel, P, setPropField } from "./helpers/levels.js";

/** baseLevel's prop order: the three flows and consumers (fuel, coolant, electricity), then the reactor. */
const CORE = 6;

const leakLevel = (leak: object, level: Level = baseLevel()): unknown => ({
  ...level,
  leaks: [{ id: "k", severity: 1, repaired: false, ...leak }],
});

describe("validation: duplicate ids (props and leaks each need unique ids)", () => {
  it("a prop id used twice is one error at the second prop's id, naming the id", () => {
    const level = baseLevel();
    const issue = onlyError({
      ...level,
      props: [...level.props, { kind: "terminal", id: "core", at: P(2, 3), unlocked: false }],
    });
    expect(issue).toMatchObject({ code: ISSUE_CODES.duplicateId, location: { path: "$.props[7].id" } });
    expect(issue.message).toContain("prop id 'core'");
  });

  it("a leak id used twice is one error at the second leak's id, naming the id", () => {
    const level = baseLevel();
    const leak = { carrier: "fuel", severity: 1, repaired: false };
    const issue = onlyError({
      ...level,
      leaks: [
        { ...leak, id: "a", at: P(2, 0), access: P(2, 0) },
        { ...leak, id: "a", at: P(4, 0), access: P(4, 0) },
      ],
    });
    expect(issue).toMatchObject({ code: ISSUE_CODES.duplicateId, location: { path: "$.leaks[1].id" } });
    expect(issue.message).toContain("leak id 'a'");
  });

  it("a prop and a leak may share an id (they are named in separate lists)", () => {
    expect(errorsOf(leakLevel({ id: "core", carrier: "fuel", at: P(2, 0), access: P(2, 0) }))).toEqual([]);
  });
});

describe("validation: the reactor area (every listed cell must be a floor cell of the level)", () => {
  const withArea = (area: Pos[], level = baseLevel()) => setPropField(level, "core", { area });

  it("an area of floor cells is valid", () => {
    expect(errorsOf(withArea([P(3, 1), P(2, 1), P(3, 2)]))).toEqual([]);
  });

  it("each wall or outside cell of the area is one error at its index", () => {
    const level = setTerrain(baseLevel(), P(2, 1), "wall");
    const errors = errorsWith(
      withArea([P(3, 1), P(2, 1), P(4, 1), P(7, 1)], level),
      ISSUE_CODES.reactorAreaInvalid,
    );
    expect(errors.map((e) => e.location)).toEqual([
      { path: `$.props[${CORE}].area[1]`, cell: P(2, 1), prop: "core" },
      { path: `$.props[${CORE}].area[3]`, cell: P(7, 1), prop: "core" },
    ]);
  });
});

describe("validation: leak targets (fuel/coolant under floor and reached from there; electricity in a wall with one floor face)", () => {
  it("a fuel or coolant leak with no access cell is an access mismatch", () => {
    for (const [carrier, y] of [
      ["fuel", 0],
      ["coolant", 2],
    ] as const) {
      const issue = onlyError(leakLevel({ carrier, at: P(2, y), access: null }));
      expect(issue).toMatchObject({
        code: ISSUE_CODES.leakAccessMismatch,
        location: { path: "$.leaks[0]", cell: P(2, y), leak: "k" },
      });
    }
  });

  it("each leak problem is one error at the leak, and its message names the leak and its cell", () => {
    const walled = setTerrain(baseLevel(), P(2, 4), "wall");
    const cases: [object, Level, string, Pos][] = [
      [{ carrier: "fuel", at: P(9, 0), access: P(9, 0) }, baseLevel(), ISSUE_CODES.leakOutOfBounds, P(9, 0)],
      [
        { carrier: "fuel", at: P(2, 3), access: P(2, 3) },
        baseLevel(),
        ISSUE_CODES.leakNoNetworkCell,
        P(2, 3),
      ],
      [
        { carrier: "coolant", at: P(2, 2), access: P(2, 2) },
        setTerrain(baseLevel(), P(2, 2), "wall"),
        ISSUE_CODES.leakNotUnderFloor,
        P(2, 2),
      ],
      [
        { carrier: "coolant", at: P(2, 2), access: P(2, 3) },
        baseLevel(),
        ISSUE_CODES.leakAccessMismatch,
        P(2, 2),
      ],
      [
        { carrier: "electricity", at: P(2, 4), access: P(2, 3) },
        baseLevel(),
        ISSUE_CODES.electricityLeakNotInWall,
        P(2, 4),
      ],
      [
        { carrier: "electricity", at: P(2, 4), access: P(2, 2) },
        walled,
        ISSUE_CODES.electricityLeakFaceInvalid,
        P(2, 4),
      ],
    ];
    for (const [leak, level, code, cell] of cases) {
      const issue = onlyError(leakLevel(leak, level));
      expect(issue.code).toBe(code);
      expect(issue.location).toEqual({ path: "$.leaks[0]", cell, leak: "k" });
      expect(issue.message).toContain("'k'");
      expect(issue.message, code).toContain(`(${cell.x},${cell.y})`);
    }
  });

  it("the messages say what is wrong with the leak", () => {
    const message = (leak: object, level = baseLevel()) => onlyError(leakLevel(leak, level)).message;
    expect(message({ carrier: "fuel", at: P(9, 0), access: P(9, 0) })).toContain("outside the level");
    expect(
      message({ carrier: "coolant", at: P(2, 2), access: P(2, 2) }, setTerrain(baseLevel(), P(2, 2), "wall")),
    ).toContain("coolant leak at (2,2) is not under a floor cell");
    expect(message({ carrier: "fuel", at: P(2, 0), access: P(2, 1) })).toContain(
      "fuel leak at (2,0) must be reached from its own floor cell",
    );
    expect(message({ carrier: "electricity", at: P(2, 4), access: P(2, 3) })).toContain("not in a wall cell");
    expect(
      message(
        { carrier: "electricity", at: P(2, 4), access: null },
        setTerrain(baseLevel(), P(2, 4), "wall"),
      ),
    ).toContain("one adjacent floor cell");
  });
});

describe("validation: junction and loop messages (the number of branches, the sides, the carriers found)", () => {
  /** The T-junction of validation.test.ts: a fuel line with a third branch down to (3,1). */
  const tLevel = (): Level =>
    placeProp(setNetworkCell(baseLevel(), "fuel", P(3, 1), true), {
      kind: "t-junction",
      id: "split",
      at: P(3, 0),
      mode: "2/2",
    });

  it("a T-junction needs exactly 3 neighbouring cells: 2 or 4 are refused, and the message says 3", () => {
    // On a straight line: two neighbours.
    const straight = placeProp(baseLevel(), { kind: "t-junction", id: "split", at: P(3, 0), mode: "2/2" });
    // At a four-way crossing (the 9×9 cross level).
    const crossing = setPropField(junction9("cross-junction", "2/2/2"), "split", {
      kind: "t-junction",
      mode: "2/2",
    });
    for (const level of [straight, crossing]) {
      const issue = onlyError(level);
      expect(issue.code).toBe(ISSUE_CODES.junctionBranchesMismatch);
      expect(issue.location.prop).toBe("split");
      expect(issue.message).toContain("t-junction 'split' at");
      expect(issue.message).toContain("exactly 3 adjacent fuel cells (one incoming, 2 outgoing)");
    }
    expect(errorsOf(tLevel())).toEqual([]);
  });

  it("a cross-junction needs exactly 4: the message says 4 with 3 outgoing", () => {
    const level = setPropField(tLevel(), "split", { kind: "cross-junction", mode: "2/2/2" });
    const issue = onlyError(level);
    expect(issue).toMatchObject({
      code: ISSUE_CODES.junctionBranchesMismatch,
      location: { path: "$.props[7]", cell: P(3, 0), prop: "split" },
    });
    expect(issue.message).toContain("cross-junction 'split' at (3,0)");
    expect(issue.message).toContain("exactly 4 adjacent fuel cells (one incoming, 3 outgoing)");
    expect(errorsOf(junction9("cross-junction", "2/2/2"))).toEqual([]);
  });

  it("sources on two sides: the message names both sides", () => {
    // (The fuel consumer turned into a second source: the reactor's fuel binding is refused as well.)
    const [issue, ...more] = errorsWith(
      setPropField(tLevel(), "fuel-use", { kind: "flow" }),
      ISSUE_CODES.junctionIncomingAmbiguous,
    );
    expect(more).toEqual([]);
    expect(issue!.location).toEqual({ path: "$.props[7]", cell: P(3, 0), prop: "split" });
    expect(issue!.message).toContain("east and west");
  });

  it("a junction on two carriers or on none: the message counts the carriers under it", () => {
    const [onTwo, ...more] = errorsWith(
      setNetworkCell(tLevel(), "coolant", P(3, 0), true),
      ISSUE_CODES.junctionNotSingleCarrier,
    );
    expect(more).toEqual([]);
    expect(onTwo).toMatchObject({
      code: ISSUE_CODES.junctionNotSingleCarrier,
      location: { path: "$.props[7].at", cell: P(3, 0), prop: "split" },
    });
    expect(onTwo!.message).toContain("(found 2)");
    let three = setNetworkCell(tLevel(), "coolant", P(3, 0), true);
    three = setNetworkCell(three, "electricity", P(3, 0), true);
    expect(errorsWith(three, ISSUE_CODES.junctionNotSingleCarrier)[0]!.message).toContain("(found 3)");
    // (4,3) on a 7-wide level: a cell whose row-major index only a correct y·width + x finds.
    const onNone = onlyError(
      placeProp(baseLevel(), { kind: "t-junction", id: "j", at: P(4, 3), mode: "2/2" }),
    );
    expect(onNone).toMatchObject({
      code: ISSUE_CODES.junctionNotSingleCarrier,
      location: { path: "$.props[7].at", cell: P(4, 3), prop: "j" },
    });
    expect(onNone.message).toContain("(found 0)");
    // Away from row 0 too: the 9×9 level's junction at (4,3) with a coolant cell added under it.
    const [lower, ...others] = errorsWith(
      setNetworkCell(junction9("t-junction", "2/2"), "coolant", P(4, 3), true),
      ISSUE_CODES.junctionNotSingleCarrier,
    );
    expect(others).toEqual([]);
    expect(lower!.location).toEqual({ path: "$.props[1].at", cell: P(4, 3), prop: "split" });
    expect(lower!.message).toContain("(found 2)");
  });

  it("a loop is one error at a cell on the loop, in the row of that cell", () => {
    let level = baseLevel();
    for (const p of [P(1, 1), P(2, 1)]) level = setNetworkCell(level, "coolant", p, true);
    // (1,1)-(2,1)-(2,2)-(1,2) closes a square with the coolant line.
    const issue = onlyError(level);
    expect(issue.code).toBe(ISSUE_CODES.networkLoop);
    const cell = issue.location.cell!;
    expect([P(1, 1), P(2, 1), P(1, 2), P(2, 2)]).toContainEqual(cell);
    expect(issue.location.path).toBe(`$.networks.coolant[${cell.y}]`);
    expect(issue.message).toContain(`coolant network loops through (${cell.x},${cell.y})`);
  });
});
