import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLASSIC_V1, CLASSIC_V2, newGame, parseRuleSet } from "../src/index.ts";
import { LEVEL_NAMES, LEVELS_DIR, loadLevel, rulesWith } from "./helpers.ts";

function issuesOf(patch: Record<string, unknown>) {
  const result = parseRuleSet(rulesWith(patch));
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.issues;
}

const paths = (patch: Record<string, unknown>) => issuesOf(patch).map((i) => i.path);

describe("parseRuleSet", () => {
  it("accepts every shipped RuleSet and the classic constants equal their files", () => {
    expect(LEVEL_NAMES).toEqual(
      expect.arrayContaining([
        "classic-v1",
        "classic-v2",
        "movement-kinds",
        "power-ups",
        "terrain-7x11",
        "tile-effects",
      ]),
    );
    for (const name of LEVEL_NAMES) expect(parseRuleSet(loadLevel(name)).ok, name).toBe(true);
    expect(loadLevel("classic-v2")).toEqual(CLASSIC_V2);
    expect(loadLevel("classic-v1")).toEqual(CLASSIC_V1);
  });

  it("keeps unknown fields and the input's key order", () => {
    const input = JSON.parse(readFileSync(`${LEVELS_DIR}terrain-7x11.json`, "utf8"));
    const withFuture = { zzFuture: { a: 1 }, ...input, aFuture: [1, 2] };
    const result = parseRuleSet(withFuture);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(JSON.stringify(result.value)).toBe(JSON.stringify(withFuture));
    expect(result.value).not.toBe(withFuture);
  });

  it("rejects homes off the board or impassable, and identical homes", () => {
    expect(
      paths({
        homes: [
          [0, 9],
          [8, 4],
        ],
      }),
    ).toContain("$.homes[0]");
    expect(
      paths({
        homes: [
          [0, 4],
          [8, 4],
        ],
        blockedCells: [[8, 4]],
      }),
    ).toContain("$.homes[1]");
    expect(
      paths({
        homes: [
          [0, 4],
          [8, 4],
        ],
        voidCells: [[0, 4]],
      }),
    ).toContain("$.homes[0]");
    expect(
      paths({
        homes: [
          [4, 4],
          [4, 4],
        ],
      }),
    ).toContain("$.homes[1]");
    const lava = {
      tileTypes: { lava: { passable: false, tags: [] } },
      tiles: [{ row: 8, col: 4, type: "lava" }],
    };
    expect(paths(lava)).toContain("$.homes[1]");
  });

  it("rejects starting cells that overlap or are impassable or off the board", () => {
    const start = structuredClone(CLASSIC_V2.startingPositions);
    start[1][3] = [0, 2];
    expect(paths({ startingPositions: start })).toContain("$.startingPositions[1][3]");
    expect(paths({ blockedCells: [[1, 4]] })).toContain("$.startingPositions[0][6]");
    const off = structuredClone(CLASSIC_V2.startingPositions);
    off[0][0] = [-1, 2];
    expect(paths({ startingPositions: off })).toContain("$.startingPositions[0][0]");
  });

  it("a cell one row past the last or one column before the first is off the board, and only that is said", () => {
    expect(paths({ blockedCells: [[9, 0]] })).toEqual(["$.blockedCells[0]"]);
    expect(paths({ voidCells: [[0, -1]] })).toEqual(["$.voidCells[0]"]);
    // [0,11] read as a list index would be (1,2), a starting cell of player 0: it must not be taken as one.
    expect(paths({ blockedCells: [[0, 11]] })).toEqual(["$.blockedCells[0]"]);
  });

  it("rejects an army larger than its starting cells", () => {
    expect(paths({ pieceTypes: { R: 4, P: 3, S: 3 } })).toEqual([
      "$.startingPositions[0]",
      "$.startingPositions[1]",
    ]);
  });

  it("rejects [0,0], components outside −8..8 and more than 48 directions", () => {
    expect(
      paths({
        directions: [
          [0, 1],
          [0, 0],
        ],
      }),
    ).toEqual(["$.directions[1]"]);
    expect(paths({ directions: [[9, 0]] })).toEqual(["$.directions[0][0]"]);
    expect(paths({ movementByType: { S: { kind: "custom", directions: [[0, -9]] } } })).toEqual([
      "$.movementByType.S.directions[0][1]",
    ]);
    const many: [number, number][] = [];
    for (let r = -3; r <= 3; r++) for (let c = -3; c <= 3; c++) if (r || c) many.push([r, c]);
    expect(many.length).toBe(48);
    expect(parseRuleSet(rulesWith({ movementByType: { R: { kind: "custom", directions: many } } })).ok).toBe(
      true,
    );
    expect(paths({ movementByType: { R: { kind: "custom", directions: [...many, [4, 0]] } } })).toEqual([
      "$.movementByType.R.directions",
    ]);
    // Duplicates are one direction.
    expect(parseRuleSet(rulesWith({ directions: [...many, ...many] })).ok).toBe(true);
  });

  it("rejects maxSteps outside 1..32, an unknown movement kind and a custom movement without directions", () => {
    expect(paths({ movementByType: { R: { kind: "rook", maxSteps: 0 } } })).toEqual([
      "$.movementByType.R.maxSteps",
    ]);
    expect(paths({ movementByType: { R: { kind: "rook", maxSteps: 33 } } })).toEqual([
      "$.movementByType.R.maxSteps",
    ]);
    expect(paths({ movementByType: { P: { kind: "dragon" } } })).toEqual(["$.movementByType.P.kind"]);
    expect(paths({ movementByType: { P: { kind: "custom" } } })).toEqual(["$.movementByType.P.directions"]);
  });

  it("rejects a board smaller than 2 and wrong engine or version", () => {
    expect(paths({ boardSize: 1 })).toContain("$.boardSize");
    expect(paths({ boardRows: 1 })).toContain("$.boardRows");
    expect(paths({ engine: "chess" })).toEqual(["$.engine"]);
    expect(paths({ version: 3 })).toEqual(["$.version"]);
  });

  it("rejects tiles on unknown types, on blocked cells or twice on a cell, and effects on impassable tiles", () => {
    const tileTypes = { shield: { passable: true, tags: ["effect"], effect: "shield" } };
    expect(paths({ tileTypes, tiles: [{ row: 4, col: 4, type: "ice" }] })).toEqual(["$.tiles[0].type"]);
    expect(paths({ tileTypes, tiles: [{ row: 4, col: 4, type: "shield" }], blockedCells: [[4, 4]] })).toEqual(
      ["$.tiles[0]"],
    );
    expect(
      paths({
        tileTypes,
        tiles: [
          { row: 4, col: 4, type: "shield" },
          { row: 4, col: 4, type: "shield" },
        ],
      }),
    ).toEqual(["$.tiles[1]"]);
    expect(paths({ tileTypes: { bad: { passable: false, tags: [], effect: "dash" } } })).toEqual([
      "$.tileTypes.bad.effect",
    ]);
  });

  it("rejects a type that beats itself and unknown piece types", () => {
    expect(paths({ beats: { R: "R", S: "P", P: "R" } })).toEqual(["$.beats.R"]);
    expect(paths({ pieceTypes: { R: 3, X: 1 } })).toEqual(["$.pieceTypes"]);
  });

  it("newGame refuses an invalid RuleSet with the issues", () => {
    expect(() => newGame(rulesWith({ boardSize: 1 }), "s")).toThrow(/boardSize/);
  });
});
