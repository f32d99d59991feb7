import { describe, expect, it } from "vitest";
import { CLASSIC_V2, parseRuleSet, RULESET_LIMITS, type ValidationIssue } from "../src/index.ts";
import { rulesWith, TEST_TILES } from "./helpers.ts";

// Classic v2 (the base of rulesWith): 9×9, homes (0,4) and (8,4), player 0 starts on (0,2),(0,3),(0,5),(0,6),
// (1,2)…(1,7) and player 1 on the 180° rotation; 3R+3P+3S plus the extra piece = 10 pieces on 10 cells.

function issuesOf(patch: Record<string, unknown>): ValidationIssue[] {
  const result = parseRuleSet(rulesWith(patch));
  expect(result.ok, JSON.stringify(patch)).toBe(false);
  return result.ok ? [] : result.issues;
}

const paths = (patch: Record<string, unknown>) => issuesOf(patch).map((i) => i.path);

/** The one issue a patch makes (its path and message). */
function onlyIssue(patch: Record<string, unknown>): ValidationIssue {
  const issues = issuesOf(patch);
  expect(issues, JSON.stringify(issues)).toHaveLength(1);
  return issues[0]!;
}

const accepts = (patch: Record<string, unknown>) => {
  const result = parseRuleSet(rulesWith(patch));
  expect(result.ok, result.ok ? "" : JSON.stringify(result.issues)).toBe(true);
};

describe("RuleSet playability checks: what each message tells the author (rule-set.md R15–R17, spec §2–§3)", () => {
  it("each playability issue is a custom issue whose message names the offending value", () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ blockedCells: [[9, 0]] }, "$.blockedCells[0]", /cell \[9,0\] is off the 9×9 board/],
      [
        { tileTypes: TEST_TILES, tiles: [{ row: 4, col: 4, type: "ice" }] },
        "$.tiles[0].type",
        /unknown tile type 'ice'/,
      ],
      [
        { tileTypes: TEST_TILES, tiles: [{ row: 4, col: 4, type: "grass" }], voidCells: [[4, 4]] },
        "$.tiles[0]",
        /blocked or void cell \[4,4\]/,
      ],
      [
        {
          tileTypes: TEST_TILES,
          tiles: [
            { row: 4, col: 4, type: "grass" },
            { row: 4, col: 4, type: "dash" },
          ],
        },
        "$.tiles[1]",
        /cell \[4,4\] already has tiles\[0\]/,
      ],
      [
        { tileTypes: { pit: { passable: false, tags: [], effect: "dash" } } },
        "$.tileTypes.pit.effect",
        /impassable tile cannot give an effect/,
      ],
      [{ blockedCells: [[8, 4]] }, "$.homes[1]", /home \[8,4\] is impassable/],
      [
        {
          homes: [
            [4, 4],
            [4, 4],
          ],
        },
        "$.homes[1]",
        /same home cell/,
      ],
      [{ voidCells: [[1, 4]] }, "$.startingPositions[0][6]", /starting cell \[1,4\] is impassable/],
      [
        { movementByType: { P: { kind: "custom", directions: [] } } },
        "$.movementByType.P.directions",
        /at least one direction/,
      ],
      [{ beats: { R: "S", S: "S", P: "R" } }, "$.beats.S", /cannot beat itself \(S\)/],
      [
        {
          directions: [
            [1, 1],
            [0, 0],
          ],
        },
        "$.directions[1]",
        /\[0,0\] is not a direction/,
      ],
    ];
    for (const [patch, path, message] of cases) {
      const issue = onlyIssue(patch);
      expect(issue.path).toBe(path);
      expect(issue.code, path).toBe("custom");
      expect(issue.message, path).toMatch(message);
    }
  });

  it("an army larger than its starting cells says how many pieces and cells", () => {
    // 4 + 3 + 3 and the extra piece: 11 pieces for 10 cells, on each side.
    const issues = issuesOf({ pieceTypes: { R: 4, P: 3, S: 3 } });
    expect(issues.map((i) => [i.path, i.message])).toEqual([
      ["$.startingPositions[0]", expect.stringMatching(/player 0 has 11 pieces but only 10 starting cells/)],
      ["$.startingPositions[1]", expect.stringMatching(/player 1 has 11 pieces but only 10 starting cells/)],
    ]);
  });

  it("a starting cell used twice names the first use", () => {
    const start = structuredClone(CLASSIC_V2.startingPositions);
    start[1][3] = [0, 2]; // player 0's first starting cell
    const issue = onlyIssue({ startingPositions: start });
    expect(issue.path).toBe("$.startingPositions[1][3]");
    expect(issue.message).toMatch(/starting cell \[0,2\] overlaps startingPositions\[0\]\[0\]/);
  });

  it("more than 48 distinct directions says how many", () => {
    const many: [number, number][] = [];
    for (let r = -3; r <= 3; r++) for (let c = -3; c <= 3; c++) if (r || c) many.push([r, c]);
    const issue = onlyIssue({ directions: [...many, [4, 4]] });
    expect(issue.path).toBe("$.directions");
    expect(issue.message).toMatch(/49 distinct directions, at most 48/);
  });

  it("a custom movement with an empty direction list is refused like one without directions", () => {
    expect(paths({ movementByType: { R: { kind: "custom", directions: [] } } })).toEqual([
      "$.movementByType.R.directions",
    ]);
  });
});

describe("cells off the board are reported once and never read as another cell", () => {
  // On a 9-wide board, [r, c + 9] would land on [r + 1, c] if it were turned into an index.
  it("an off-board starting cell is not taken for the cell its index would name", () => {
    const start = structuredClone(CLASSIC_V2.startingPositions);
    start[0][0] = [0, 11]; // index 11 = (1,2), player 0's starting cell 4
    expect(paths({ startingPositions: start })).toEqual(["$.startingPositions[0][0]"]);
  });

  it("an off-board blocked cell does not block the on-board cell its index would name", () => {
    // [1,11] has index 20 = (2,2), where a tile stands.
    expect(
      paths({ blockedCells: [[1, 11]], tileTypes: TEST_TILES, tiles: [{ row: 2, col: 2, type: "grass" }] }),
    ).toEqual(["$.blockedCells[0]"]);
  });

  it("an off-board tile is one issue on the tile: its type and cell are not checked further", () => {
    expect(paths({ tileTypes: TEST_TILES, tiles: [{ row: 0, col: 11, type: "ice" }] })).toEqual([
      "$.tiles[0]",
    ]);
    const issue = onlyIssue({
      tileTypes: TEST_TILES,
      tiles: [
        { row: 0, col: 11, type: "grass" },
        { row: 1, col: 2, type: "grass" },
      ],
    });
    expect(issue.path).toBe("$.tiles[0]");
    expect(issue.message).toMatch(/cell \[0,11\] is off the 9×9 board/);
  });

  it("an off-board home is one issue", () => {
    expect(
      paths({
        homes: [
          [0, 4],
          [0, 13],
        ],
        blockedCells: [[1, 4]],
      }),
    ).toEqual(["$.homes[1]", "$.startingPositions[0][6]"]);
  });
});

describe("tiles and effects (R16, R17, R14: at most 15 distinct effects)", () => {
  it("tiles in a RuleSet without tileTypes name an unknown type", () => {
    expect(paths({ tiles: [{ row: 4, col: 4, type: "grass" }] })).toEqual(["$.tiles[0].type"]);
    expect(
      paths({
        tiles: [{ row: 4, col: 4, type: "lava" }],
        blockedCells: [[4, 4]],
      }),
    ).toEqual(["$.tiles[0].type", "$.tiles[0]"]);
  });

  /** `count` tile types with effects e01, e02, …, plus the given extra types. */
  const effectTypes = (count: number, extra: Record<string, unknown> = {}) => {
    const types: Record<string, unknown> = { ...extra };
    for (let i = 1; i <= count; i++) {
      types[`e${String(i).padStart(2, "0")}`] = { passable: true, tags: [], effect: `glow-${i}` };
    }
    return types;
  };

  it("shield, dash and wildcard count among the 15 whether a tile gives them or not", () => {
    expect(RULESET_LIMITS.maxEffects).toBe(15);
    // 12 new effects + the three built-in ones = 15: allowed, also when tiles give the built-in ones and
    // decor types give none.
    accepts({ tileTypes: effectTypes(12) });
    accepts({ tileTypes: effectTypes(12, TEST_TILES) });
    accepts({
      tileTypes: effectTypes(12, { a: TEST_TILES.grass, b: TEST_TILES.grass, lava: TEST_TILES.lava }),
    });
    // 13 new effects: 16.
    const issue = onlyIssue({ tileTypes: effectTypes(13) });
    expect(issue.path).toBe("$.tileTypes");
    expect(issue.message).toMatch(/at most 15 distinct effects/);
    // Two types giving the same new effect count once.
    const twice = effectTypes(12, { zz: { passable: true, tags: [], effect: "glow-1" } });
    accepts({ tileTypes: twice });
  });
});

describe("homes (spec §4.5 a)", () => {
  it("homes on the same row or the same column are fine; only the very same cell is refused", () => {
    accepts({
      homes: [
        [4, 0],
        [4, 8],
      ],
    });
    accepts({
      homes: [
        [2, 4],
        [6, 4],
      ],
    });
    expect(
      paths({
        homes: [
          [4, 8],
          [4, 8],
        ],
      }),
    ).toEqual(["$.homes[1]"]);
  });
});

describe("tile types and placements have a shape (spec §3)", () => {
  it("a tile type needs passable and tags; a placement needs an integer row and col", () => {
    expect(paths({ tileTypes: { moss: { passable: "yes", tags: [] } } })).toEqual([
      "$.tileTypes.moss.passable",
    ]);
    expect(paths({ tileTypes: { moss: { passable: true } } })).toEqual(["$.tileTypes.moss.tags"]);
    expect(paths({ tileTypes: TEST_TILES, tiles: [{ row: 1.5, col: 2, type: "grass" }] })).toEqual([
      "$.tiles[0].row",
    ]);
  });
});
