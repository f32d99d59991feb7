import { describe, expect, it } from "vitest";
import {
  createEmptyLevel,
  ISSUE_CODES,
  type Level,
  setHazard,
  setTerrain,
  validateLevel,
} from "../src/index.js";
import { codesOf, errorsOf, errorsWith, onlyError, warningsOf } from "./helpers/issues.js";
import { baseLevel, P, setPropField } from "./helpers/levels.js";

/** Replaces row y of a grid (terrain or a network layer). */
const withRow = (rows: string[], y: number, row: string) => rows.map((r, i) => (i === y ? row : r));

describe("validation: level dimensions (the minimum is 3×3)", () => {
  const dims = (w: number, h: number) => errorsWith(createEmptyLevel(w, h), ISSUE_CODES.dimensionsTooSmall);

  it("a level narrower or lower than 3 cells is refused at $.width", () => {
    for (const [w, h] of [
      [2, 5],
      [5, 2],
      [1, 1],
      [2, 3],
      [3, 2],
    ] as const) {
      const found = dims(w, h);
      expect(found, `${w}×${h}`).toHaveLength(1);
      expect(found[0]).toMatchObject({ severity: "error", location: { path: "$.width" } });
      expect(found[0]!.message).toContain(`${w}×${h}`);
    }
  });

  it("3×3 and larger levels are big enough", () => {
    for (const [w, h] of [
      [3, 3],
      [3, 9],
      [9, 3],
    ] as const)
      expect(dims(w, h), `${w}×${h}`).toEqual([]);
  });
});

describe("validation: cell arrays that cannot be read cell by cell stop the validation there", () => {
  it("a grid with a row too few is the only error (nothing is checked on a grid that cannot be read)", () => {
    const level = baseLevel();
    // The props on row 4 would otherwise be off the terrain.
    const issue = onlyError({ ...level, terrain: level.terrain.slice(0, 4) });
    expect(issue).toMatchObject({ code: ISSUE_CODES.cellArrayMismatch, location: { path: "$.terrain" } });
    expect(issue.message).toContain("4 rows, expected 5");
  });

  it("a network row a cell short is the only error, at that row", () => {
    const level = baseLevel();
    // Without the stop the coolant consumer at (6,2) would have no network cell under it.
    const coolant = withRow(level.networks.coolant, 2, level.networks.coolant[2]!.slice(1));
    const issue = onlyError({ ...level, networks: { ...level.networks, coolant } });
    expect(issue).toMatchObject({
      code: ISSUE_CODES.cellArrayMismatch,
      location: { path: "$.networks.coolant[2]" },
    });
    expect(issue.message).toContain("6 cells, expected 7");
  });

  it("every row of a wrong length is reported, and the other grids still are checked", () => {
    const level = baseLevel();
    const errors = errorsOf({
      ...level,
      terrain: withRow(withRow(level.terrain, 0, "......"), 3, "........"),
      networks: { ...level.networks, fuel: level.networks.fuel.slice(1) },
    });
    expect(errors.map((e) => [e.code, e.location.path])).toEqual([
      [ISSUE_CODES.cellArrayMismatch, "$.terrain[0]"],
      [ISSUE_CODES.cellArrayMismatch, "$.terrain[3]"],
      [ISSUE_CODES.cellArrayMismatch, "$.networks.fuel"],
    ]);
  });

  it("a character outside a grid's alphabet is the only error, with its cell, and names the allowed ones", () => {
    const level = baseLevel();
    // The robot stands on (3,3): read on, its cell would not be floor.
    const terrain = onlyError({ ...level, terrain: withRow(level.terrain, 3, "...x...") });
    expect(terrain).toMatchObject({
      code: ISSUE_CODES.badCellChar,
      location: { path: "$.terrain[3]", cell: P(3, 3) },
    });
    expect(terrain.message).toMatch(/allowed: '\.', '#'$/);
    // A fuel consumer stands on (6,0): read on, it would have no fuel cell under it.
    const fuel = onlyError({
      ...level,
      networks: { ...level.networks, fuel: withRow(level.networks.fuel, 0, "++++++#") },
    });
    expect(fuel).toMatchObject({
      code: ISSUE_CODES.badCellChar,
      location: { path: "$.networks.fuel[0]", cell: P(6, 0) },
    });
    expect(fuel.message).toMatch(/allowed: '\.', '\+'$/);
  });

  it("every bad character is reported, each at its own cell", () => {
    const level = baseLevel();
    const errors = errorsOf({ ...level, terrain: withRow(level.terrain, 1, "+.....+") });
    expect(errors.map((e) => [e.code, e.location.cell])).toEqual([
      [ISSUE_CODES.badCellChar, P(0, 1)],
      [ISSUE_CODES.badCellChar, P(6, 1)],
    ]);
  });
});

describe("validation: balance overrides", () => {
  it("an override that breaks the merged balance is the only error, at its path under $.balance", () => {
    const issue = onlyError({ ...baseLevel(), balance: { bands: { heat: { caution: 9, critical: 2 } } } });
    expect(issue).toMatchObject({
      code: ISSUE_CODES.balanceInvalid,
      location: { path: "$.balance.bands.heat" },
    });
    // The message says which part of the balance is wrong (without the JSON root).
    expect(issue.message).toContain("bands.heat");
    expect(issue.message).not.toContain("$");
  });

  it("each broken threshold table is reported at its own path", () => {
    const errors = errorsOf({
      ...baseLevel(),
      balance: { clamps: { heat: { min: 5, max: 1 } }, reactor: { caution: 7 } },
    });
    expect(errors.map((e) => [e.code, e.location.path])).toEqual([
      [ISSUE_CODES.balanceInvalid, "$.balance.clamps.heat"],
      [ISSUE_CODES.balanceInvalid, "$.balance.reactor"],
    ]);
  });
});

describe("validation: warnings are given only for levels without errors", () => {
  /** Warnings galore: coolant missing (starved consumer, reactor not ready) and a hazard no remedy treats. */
  const troubled = (): Level =>
    setHazard(setPropField(baseLevel(), "coolant-src", { enabled: false }), P(5, 3), "electricity", 4);

  it("the troubled level alone has warnings, each with severity warning", () => {
    expect(codesOf(warningsOf(troubled())).sort()).toEqual(
      [
        ISSUE_CODES.hazardWithoutRemedy,
        ISSUE_CODES.reactorNotReady,
        ISSUE_CODES.requiredConsumerStarved,
      ].sort(),
    );
  });

  it("one error (the robot on a wall) hides every warning", () => {
    const report = validateLevel(setTerrain(troubled(), P(3, 3), "wall"));
    expect(codesOf(report.errors)).toEqual([ISSUE_CODES.robotNotOnFloor]);
    expect(report.warnings).toEqual([]);
  });

  it("a broken balance hides every warning too", () => {
    const report = validateLevel({ ...troubled(), balance: { reactor: { caution: 7 } } });
    expect(codesOf(report.errors)).toEqual([ISSUE_CODES.balanceInvalid]);
    expect(report.warnings).toEqual([]);
  });
});
