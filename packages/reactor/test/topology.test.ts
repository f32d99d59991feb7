import { beforeEach, describe, expect, it } from "vitest";
import {
  type GameState,
  ISSUE_CODES,
  type Issue,
  type Level,
  newGame,
  type Pos,
  type Prop,
  setHazard,
  step,
  validateLevel,
} from "../src/index.js";
import { drawnLevel } from "./helpers/drawn-level.js";
import { junctionLevel } from "./helpers/junction-level.js";
import { cell, P } from "./helpers/levels.js";
import { stableStringifyState } from "./helpers/rules.js";

// The network topology (docs/reactor/rules.md, "The board" and "Validation"): cells of one carrier connect
// by cardinal adjacency only, every network must be a tree, and a junction infers its incoming side from
// where the sources are. Levels are drawn with `drawnLevel` (see its legend): `o` fuel cell, `F` fuel
// source, `C` fuel consumer, `T` T-junction, `R` reactor control and robot, `c`/`e` coolant/electricity
// consumers on lone cells, `S` fuel remedy supply, `#` wall.

const codes = (issues: Issue[]) => issues.map((i) => i.code).sort();

function errorsOf(level: Level): Issue[] {
  return validateLevel(level).errors;
}

function warningsOf(level: Level): Issue[] {
  const report = validateLevel(level);
  expect(codes(report.errors)).toEqual([]);
  return report.warnings;
}

/** Cells named by the fuel `cell-without-source` warnings (one per network that no source can reach). */
const sourcelessFuel = (level: Level): Pos[] =>
  warningsOf(level)
    .filter((w) => w.code === ISSUE_CODES.cellWithoutSource && w.location.path.startsWith("$.networks.fuel"))
    .map((w) => w.location.cell!);

/** Fuel amounts at the given cells right after the level starts (the start propagates every network). */
const fuelAt = (state: GameState, cells: Pos[]) =>
  cells.map((p) => state.networks.fuel.amount[cell(state, p)]);

const withProps = (level: Level, before: Prop[], after: Prop[] = []): Level => ({
  ...level,
  props: [...before, ...level.props, ...after],
});

const terminal = (id: string, at: Pos): Prop => ({ kind: "terminal", id, at, unlocked: false });
const fuelFlow = (id: string, at: Pos): Prop => ({ kind: "flow", id, at, carrier: "fuel", enabled: true });

describe("network cells connect to their four cardinal neighbours only", () => {
  // (4,0) ends the top line; the next cell in reading order, (0,1), is a lone cell. (0,3) is a source on the
  // left edge; the cell before it in reading order, (4,2), is a lone cell. Nothing joins across a row's end.
  let rowEnds!: Level;
  beforeEach(() => {
    rowEnds = drawnLevel([
      ".Fooo", //
      "o.Rce",
      "....o",
      "FoC..",
    ]);
  });

  it("never across a row's end: the lone cells stay without a source and get no flow", () => {
    expect(sourcelessFuel(rowEnds)).toEqual([P(0, 1), P(4, 2)]);
    const state = newGame(rowEnds);
    expect(fuelAt(state, [P(0, 1), P(4, 2)])).toEqual([0, 0]);
    expect(fuelAt(state, [P(4, 0), P(0, 3), P(2, 3)]).every((a) => a! > 0)).toBe(true);
  });

  it("a network along the bottom row is a plain line, not a loop", () => {
    expect(codes(errorsOf(rowEnds))).toEqual([]);
  });

  it("flow follows a network in all four directions, into every row and column", () => {
    // A comb: the source at the foot of the middle tooth feeds north, then east and west along the top row,
    // then south down the outer teeth to the consumers in the bottom corners.
    const comb = drawnLevel([
      "ooooo", //
      "oRoeo",
      "oco.o",
      "C.F.C",
    ]);
    expect(sourcelessFuel(comb)).toEqual([]);
    const state = newGame(comb);
    const fuelCells = comb.networks.fuel.flatMap((row, y) =>
      [...row].flatMap((ch, x) => (ch === "+" ? [P(x, y)] : [])),
    );
    expect(fuelCells).toHaveLength(14);
    expect(fuelAt(state, fuelCells).every((a) => a! > 0)).toBe(true);
    expect([state.services.C0_3, state.services.C4_3]).toEqual(["supplied", "supplied"]);
  });

  it("never diagonally: a cell touching a network only at a corner is a network of its own", () => {
    const level = drawnLevel([
      "F....", //
      "o.o..",
      "oC...",
      "R.ce.",
    ]);
    expect(sourcelessFuel(level)).toEqual([P(2, 1)]);
    expect(fuelAt(newGame(level), [P(2, 1), P(1, 2)])).toEqual([0, expect.any(Number)]);
  });
});

/** A T-junction at (0,1) fed from the corner source at (0,0): its branches run east to (1,1) and south to (0,3). */
const edgeJunctionLevel = () =>
  drawnLevel([
    "F.Rce", //
    "TC...",
    "o....",
    "C....",
  ]);

describe("junctions on the level's edge", () => {
  let edge!: Level;
  beforeEach(() => {
    edge = edgeJunctionLevel();
  });
  const withMode = (mode: "4/0" | "0/4") => ({
    ...edge,
    props: edge.props.map((p) => (p.kind === "t-junction" ? { ...p, mode } : p)),
  });

  it("a T-junction next to the corner cell (0,0) has its three branches and a single incoming side", () => {
    expect(codes(errorsOf(edge))).toEqual([]);
    const state = newGame(edge);
    expect(fuelAt(state, [P(1, 1), P(0, 3)]).every((a) => a! > 0)).toBe(true);
  });

  it("flow from the north travels south, so the first (left) branch is east and the second south", () => {
    const east = newGame(withMode("4/0"));
    expect(fuelAt(east, [P(1, 1), P(0, 2)]).map((a) => a! > 0)).toEqual([true, false]);
    const south = newGame(withMode("0/4"));
    expect(fuelAt(south, [P(1, 1), P(0, 2)]).map((a) => a! > 0)).toEqual([false, true]);
  });
});

describe("props outside the level take no cell of it", () => {
  // Two sourced networks, each with a valid T-junction: at (0,1) (branches east and south) and at (4,1)
  // (branches west and south).
  let twoJunctions!: Level;
  beforeEach(() => {
    twoJunctions = drawnLevel([
      "F...F", //
      "TC.CT",
      "o.R.o",
      "C.c.C",
      "..e..",
    ]);
  });

  it("the junctions of the level are valid", () => {
    expect(codes(errorsOf(twoJunctions))).toEqual([]);
  });

  it("a prop beyond a row's end neither hides the junction of the next row nor passes for a source there", () => {
    const level = withProps(twoJunctions, [
      terminal("past-east", P(5, 0)), // (5,0) is not the next row's (0,1)
      terminal("past-west", P(-1, 2)), // (-1,2) is not the previous row's (4,1)
      fuelFlow("source-past-east", P(5, 1)), // not (0,2), behind the south branch of (0,1)
      fuelFlow("source-past-west", P(-1, 4)), // not (4,3), behind the south branch of (4,1)
    ]);
    const errors = errorsOf(level);
    expect(codes(errors)).toEqual(Array(4).fill(ISSUE_CODES.propOutOfBounds));
    expect(errors.map((e) => e.location.prop).sort()).toEqual([
      "past-east",
      "past-west",
      "source-past-east",
      "source-past-west",
    ]);
  });

  it("a junction outside the level is on no carrier", () => {
    const level = withProps(
      twoJunctions,
      [],
      [{ kind: "t-junction", id: "lost", at: P(-1, 2), mode: "2/2" }],
    );
    const errors = errorsOf(level);
    expect(codes(errors)).toEqual([ISSUE_CODES.junctionNotSingleCarrier, ISSUE_CODES.propOutOfBounds]);
    expect(errors.every((e) => e.location.prop === "lost")).toBe(true);
  });
});

describe("a junction must sit on exactly one carrier, each junction judged on its own", () => {
  let edge!: Level;
  beforeEach(() => {
    edge = edgeJunctionLevel();
  });

  it("a cross-junction on no network is named even while another junction is well placed", () => {
    const level = withProps(edge, [], [{ kind: "cross-junction", id: "adrift", at: P(3, 2), mode: "2/2/2" }]);
    const errors = errorsOf(level);
    expect(codes(errors)).toEqual([ISSUE_CODES.junctionNotSingleCarrier]);
    expect(errors[0]!.location.prop).toBe("adrift");
    expect(errors[0]!.location.path).toBe(`$.props[${level.props.length - 1}].at`);
  });

  it("when props overlap, the first one authored holds the cell", () => {
    // The junction first: it is the cell's junction and valid; only the overlap is reported.
    const junctionFirst = withProps(edge, [], [terminal("late", P(0, 1))]);
    const first = errorsOf(junctionFirst);
    expect(codes(first)).toEqual([ISSUE_CODES.propsOverlap]);
    expect(first[0]!.location.prop).toBe("late");
    // A terminal first: the junction under it is not the cell's junction, so it stands on no carrier.
    const terminalFirst = withProps(edge, [terminal("early", P(0, 1))]);
    const second = errorsOf(terminalFirst);
    expect(codes(second)).toEqual([ISSUE_CODES.junctionNotSingleCarrier, ISSUE_CODES.propsOverlap]);
    expect(second.every((e) => e.location.prop === "T0_1")).toBe(true);
  });
});

describe("network loops: one error per looped network, at the first cell of its loop in reading order", () => {
  const loopErrors = (level: Level) => {
    const errors = errorsOf(level);
    expect(codes(errors)).toEqual(errors.map(() => ISSUE_CODES.networkLoop));
    return errors.map((e) => ({ path: e.location.path, cell: e.location.cell }));
  };

  it("a square fed from a source: the loop is reported, not the junction on it", () => {
    // (1,0) (2,0) (1,1) (2,1) is a square; the T-junction at (2,1) is reached from its north and west sides.
    const level = drawnLevel([
      "Foo..", //
      ".oTC.",
      "R.ce.",
    ]);
    expect(loopErrors(level)).toEqual([{ path: "$.networks.fuel[0]", cell: P(1, 0) }]);
  });

  it("the branch leading to the loop is not part of it", () => {
    // The branch (3,0) (2,0) (1,0) hangs off the square (0,1) (1,1) (0,2) (1,2); its cells come first in
    // reading order, and the end (3,0) is the last of them.
    const level = drawnLevel([
      ".ooo.", //
      "oo..C",
      "oo...",
      "..Rce",
    ]);
    expect(loopErrors(level)).toEqual([{ path: "$.networks.fuel[1]", cell: P(0, 1) }]);
  });

  it("two loops joined by a path form one network: one error, at the corner loop", () => {
    const level = drawnLevel([
      "oo.....", //
      "oooooo.",
      "....oo.",
      "C.R.ce.",
    ]);
    expect(loopErrors(level)).toEqual([{ path: "$.networks.fuel[0]", cell: P(0, 0) }]);
  });
});

describe("the robot's reach (for remedy-supply warnings) follows floor cells across edges, never around", () => {
  const unreachableSupplies = (level: Level) =>
    warningsOf(setHazard(level, P(0, 2), "fuel", 1)) // a fuel hazard gives the fuel supplies a use
      .filter((w) => w.code === ISSUE_CODES.unusedRemedySupply)
      .map((w) => w.location.prop);

  it("from the left room: the supply in the corner is reached, the one behind the wall is not", () => {
    const level = drawnLevel([
      "S.#..", //
      ".R#.S",
      "C.#ce",
    ]);
    expect(unreachableSupplies(level)).toEqual(["S4_1"]);
  });

  it("from the right room: nothing in the left room is reached, not even the cell (1,0)", () => {
    const level = drawnLevel([
      ".S#..", //
      "..#R.",
      "C.#ce",
    ]);
    expect(unreachableSupplies(level)).toEqual(["S1_0"]);
  });
});

describe("a state made by hand is simulated from its own underground cells", () => {
  it("even when it shares its level object with a running game", () => {
    const game = newGame(junctionLevel("t-junction", "2/2"));
    // The north branch of the junction at (4,3) loses its first cell: the junction has two branches left,
    // so it no longer passes flow on, and the south consumer starves.
    const present = game.networks.fuel.present.slice();
    present[cell(game, P(4, 2))] = 0;
    const shared: GameState = {
      ...game,
      networks: { ...game.networks, fuel: { ...game.networks.fuel, present } },
    };
    const copy = JSON.parse(JSON.stringify(shared)) as GameState;
    const fromShared = step(shared, { type: "EndTurn" });
    const fromCopy = step(copy, { type: "EndTurn" });
    if (!fromShared.ok || !fromCopy.ok) throw new Error("EndTurn refused");
    expect(fromCopy.state.services.south).toBe("starved");
    expect(stableStringifyState(fromShared.state)).toBe(stableStringifyState(fromCopy.state));
  });
});
