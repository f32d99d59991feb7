import { describe, expect, it } from "vitest";
import {
  fromState,
  newGame,
  type ProtocolState,
  parseRuleSet,
  RulekitValidationError,
  toProtocolState,
} from "../src/index.ts";
import { picture, smallRules, TEST_TILES } from "./helpers.ts";

/**
 * fromState checks a protocol state against its RuleSet (docs/rps-grid/api.md: "Throws
 * RulekitValidationError (JSON paths) when the state does not fit the RuleSet"; rules.md R14, R17).
 * A 4×6 board: blocked (1,3), void (2,4), an organiser lava tile (0,5, impassable), grass on (2,1).
 */
const RULES = smallRules(4, {
  boardRows: 4,
  boardCols: 6,
  blockedCells: [[1, 3]],
  voidCells: [[2, 4]],
  tileTypes: TEST_TILES,
  tiles: [
    { row: 2, col: 1, type: "grass" },
    { row: 0, col: 5, type: "lava" },
  ],
  powerUps: true,
});

/** The special cells of RULES as `state.tiles` lists them (R13: row-major, blocked and void included). */
const RULES_TILES = [
  { row: 0, col: 5, type: "lava", tags: ["hazard"] },
  { row: 1, col: 3, type: "blocked", tags: ["blocked"] },
  { row: 2, col: 1, type: "grass", tags: ["decor"] },
  { row: 2, col: 4, type: "void", tags: ["void"] },
];

const BOARD = [".R....", "......", "..s...", "....p."];

function validState(): ProtocolState {
  return picture(BOARD, {
    turn: 1,
    moveCount: 7,
    marks: [
      { at: [0, 1], powered: true, effect: "glitter" },
      { at: [2, 2], effect: "shield" },
    ],
    powerUps: [
      [1, 1],
      [3, 0],
    ],
    tiles: structuredClone(RULES_TILES),
  });
}

/** The issues of the RulekitValidationError that fromState throws (the test fails when it loads). */
function refusal(
  state: unknown,
  rules = RULES,
): { kind: string; issues: { path: string; message: string }[] } {
  try {
    fromState(rules, state);
  } catch (error) {
    expect(error).toBeInstanceOf(RulekitValidationError);
    const { kind, issues } = error as RulekitValidationError;
    return { kind, issues };
  }
  throw new Error("fromState accepted the state");
}

const pathsOf = (state: unknown, rules = RULES) => refusal(state, rules).issues.map((i) => i.path);

describe("fromState loads a state that fits the RuleSet exactly as written", () => {
  it("the test RuleSet is valid", () => {
    expect(parseRuleSet(RULES).ok).toBe(true);
  });

  it("reads back the same state: pieces without effect stay without one, custom effects, items, terrain tiles", () => {
    const state = validState();
    const game = fromState(RULES, state);
    // Strict: a piece written without `effect` must not come back with `effect: undefined` (R14).
    expect(toProtocolState(game)).toStrictEqual(state);
    expect(JSON.stringify(toProtocolState(game))).toBe(JSON.stringify(state));
  });

  it("a state written by toProtocolState (blocked and void cells in state.tiles) loads again", () => {
    const game = newGame(RULES, "state-check");
    const state = toProtocolState(game);
    expect(state.tiles).toEqual(RULES_TILES);
    expect(toProtocolState(fromState(RULES, state))).toStrictEqual(state);
  });

  it("the seed is null without options.seed, else the seed as text", () => {
    const state = validState();
    expect(fromState(RULES, state).seed).toBeNull();
    expect(fromState(RULES, state, {}).seed).toBeNull();
    expect(fromState(RULES, state, { seed: 42 }).seed).toBe("42");
    expect(fromState(RULES, state, { seed: "arena" }).seed).toBe("arena");
  });
});

describe("fromState refuses a board that does not fit, naming the JSON path", () => {
  it("a state of the wrong shape is an invalid 'state'", () => {
    const { kind, issues } = refusal({ ...validState(), currentTurn: 2 });
    expect(kind).toBe("state");
    expect(issues.map((i) => i.path)).toEqual(["$.currentTurn"]);
  });

  it("too few rows", () => {
    const { kind, issues } = refusal({ ...validState(), board: validState().board.slice(0, 3) });
    expect(kind).toBe("state");
    expect(issues).toEqual([
      { path: "$.board", code: "custom", message: expect.stringMatching(/4 rows, got 3/) },
    ]);
  });

  it("a row with too few columns", () => {
    const state = validState();
    state.board[1] = state.board[1]!.slice(0, 5);
    const { kind, issues } = refusal(state);
    expect(kind).toBe("state");
    expect(issues).toEqual([
      { path: "$.board[1]", code: "custom", message: expect.stringMatching(/6 columns, got 5/) },
    ]);
  });

  it("a piece in an extra row is not checked as a cell of the board: only the row count is wrong", () => {
    const state = picture([...BOARD, "R....."]);
    expect(pathsOf(state)).toEqual(["$.board"]);
  });

  it("a piece in an extra column of the last row is not read as a cell either", () => {
    const state = picture([".R....", "......", "..s...", "....p.S"]);
    expect(pathsOf(state)).toEqual(["$.board[3]"]);
  });

  it("pieces on blocked, void and impassable-tile cells", () => {
    const { issues } = refusal(picture([".R...S", "...S..", "..s.S.", "....p."]));
    expect(issues.map((i) => i.path)).toEqual(["$.board[0][5]", "$.board[1][3]", "$.board[2][4]"]);
    for (const issue of issues) expect(issue.message).toMatch(/impassable/);
  });
});

describe("fromState: at most 15 distinct effect names per game (R14)", () => {
  // shield, dash and wildcard are always known, so 12 more names fit; a 13th does not.
  const rules = smallRules(6);
  const rows = ["......", "RRRRRR", "RRRRRR", "R.....", "......", "....s."];
  const withEffects = (names: string[]) => {
    const state = picture(rows);
    const cells = [...Array.from({ length: 12 }, (_, i) => [1 + Math.floor(i / 6), i % 6]), [3, 0]];
    names.forEach((name, i) => {
      const [r, c] = cells[i]!;
      state.board[r!]![c!]!.effect = name;
    });
    return state;
  };
  const twelve = Array.from({ length: 12 }, (_, i) => `fx${i + 1}`);

  it("12 custom names (one used twice) load and are kept on every piece", () => {
    const state = withEffects([...twelve, "fx1"]);
    expect(toProtocolState(fromState(rules, state))).toStrictEqual(state);
  });

  it("a 13th custom name is refused on that piece's effect", () => {
    const { issues } = refusal(withEffects([...twelve, "fx13"]), rules);
    expect(issues).toEqual([
      {
        path: "$.board[3][0].effect",
        code: "custom",
        message: expect.stringMatching(/too many distinct effects/),
      },
    ]);
  });
});

describe("fromState refuses items that are not on an enterable cell", () => {
  it("off the board on any side (also where the index would wrap onto a real cell) or on terrain", () => {
    const state = validState();
    state.powerUps = [
      [2, -1],
      [0, 6],
      [1, 3],
      [1, 1],
      [-1, 2],
      [4, 0],
      [0, 5],
      [2, 4],
    ];
    const { issues } = refusal(state);
    expect(issues.map((i) => i.path)).toEqual([
      "$.powerUps[0]",
      "$.powerUps[1]",
      "$.powerUps[2]",
      "$.powerUps[4]",
      "$.powerUps[5]",
      "$.powerUps[6]",
      "$.powerUps[7]",
    ]);
    expect(issues[0]!.message).toMatch(/\[2,-1\] is not an enterable cell/);
  });
});

describe("fromState refuses tiles the RuleSet cannot have (R17)", () => {
  it("off the board, of an unknown type, or an impassable type where the RuleSet puts none", () => {
    const state = validState();
    state.tiles = [
      { row: -1, col: 2, type: "grass", tags: [] },
      { row: 4, col: 0, type: "grass", tags: [] },
      { row: 2, col: -1, type: "grass", tags: [] },
      { row: 1, col: 6, type: "grass", tags: [] },
      { row: 3, col: 1, type: "mud", tags: [] },
      { row: 3, col: 2, type: "lava", tags: ["hazard"] },
      { row: 1, col: 3, type: "blocked", tags: ["blocked"] },
      { row: 3, col: 5, type: "grass", tags: ["decor"] },
    ];
    const { kind, issues } = refusal(state);
    expect(kind).toBe("state");
    expect(issues).toEqual([
      { path: "$.tiles[0]", code: "custom", message: expect.stringMatching(/off the board/) },
      { path: "$.tiles[1]", code: "custom", message: expect.stringMatching(/off the board/) },
      { path: "$.tiles[2]", code: "custom", message: expect.stringMatching(/off the board/) },
      { path: "$.tiles[3]", code: "custom", message: expect.stringMatching(/off the board/) },
      { path: "$.tiles[4].type", code: "custom", message: expect.stringMatching(/unknown tile type 'mud'/) },
      { path: "$.tiles[5]", code: "custom", message: expect.stringMatching(/impassable tile/) },
    ]);
  });

  it("the tiles of the state replace the RuleSet's: a listed grass tile is kept, an unlisted one is gone", () => {
    const state = validState();
    state.tiles = [
      { row: 0, col: 5, type: "lava", tags: ["hazard"] },
      { row: 3, col: 5, type: "grass", tags: ["decor"] },
    ];
    expect(toProtocolState(fromState(RULES, state)).tiles).toEqual([
      { row: 0, col: 5, type: "lava", tags: ["hazard"] },
      { row: 1, col: 3, type: "blocked", tags: ["blocked"] },
      { row: 2, col: 4, type: "void", tags: ["void"] },
      { row: 3, col: 5, type: "grass", tags: ["decor"] },
    ]);
  });
});
