import { createRng, nextInt, nextRange, shuffleInPlace } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import {
  CLASSIC_V1,
  CLASSIC_V2,
  fromState,
  type Game,
  legalMoves,
  newGame,
  play,
  toProtocolState,
} from "../src/index.ts";
import {
  at,
  cells,
  loadLevel,
  mustPlay,
  rulesWith,
  smallRules,
  TEST_TILES,
  targetSet,
  targetsOf,
} from "./helpers.ts";

const TILES = TEST_TILES;

describe("D01 coordinates: [row, col], rows grow downward, never flipped", () => {
  it("board[row][col] is the piece at (row, col) and a side-0 pawn moves to row + 1", () => {
    const rules = smallRules(5, { movementByType: { R: { kind: "pawn" } } });
    const game = at(rules, [".....", "...R.", ".....", ".....", "....s"]);
    expect(toProtocolState(game).board[1]?.[3]).toEqual({ player: 0, type: "R" });
    expect(legalMoves(game)).toEqual([{ fromRow: 1, fromCol: 3, toRow: 2, toCol: 3 }]);
  });
});

describe("D02 capture: beats, powered equal types, never own or stronger pieces", () => {
  it("R takes S, not R, not P, never its own piece", () => {
    const game = at(smallRules(5), [".....", ".sr..", ".Rp..", ".S...", "....."]);
    expect(targetSet(game, [2, 1])).toEqual(cells([1, 0], [1, 1], [2, 0], [3, 0], [3, 2]));
  });

  it("a powered R also takes an enemy R (powered or not), still not P", () => {
    const game = at(smallRules(5), [".....", ".sr..", ".Rp..", ".....", "....."], {
      marks: [{ at: [2, 1], powered: true }],
    });
    expect(targetSet(game, [2, 1])).toContain("1,2");
    expect(targetSet(game, [2, 1])).not.toContain("2,2");
    const vsPowered = at(smallRules(5), [".....", "..r..", ".R...", ".....", "....."], {
      marks: [
        { at: [2, 1], powered: true },
        { at: [1, 2], powered: true },
      ],
    });
    expect(targetSet(vsPowered, [2, 1])).toContain("1,2");
  });
});

describe("D03 seeded setup (our algorithm, docs/rps-grid/setup.md)", () => {
  it("follows the documented procedure draw for draw", () => {
    for (const seed of ["arena-2026", "x", "42"]) {
      const rng = createRng(seed);
      const extra = (["R", "P", "S"] as const)[nextInt(rng, 3)]!;
      const army: string[] = [];
      const counts = { R: 3, P: 3, S: 3 };
      counts[extra] += 1;
      for (const t of ["R", "P", "S"] as const) for (let i = 0; i < counts[t]; i++) army.push(t);
      shuffleInPlace(rng, army);
      const board = toProtocolState(newGame(CLASSIC_V2, seed)).board;
      CLASSIC_V2.startingPositions[0].forEach(([r, c], i) => {
        expect(board[r]?.[c]).toEqual({ player: 0, type: army[i] });
      });
      CLASSIC_V2.startingPositions[1].forEach(([r, c], i) => {
        expect(board[r]?.[c]).toEqual({ player: 1, type: army[i] });
      });
    }
  });

  it("power-ups: k = nextRange(1,3) after the armies, from shuffled row-major candidates", () => {
    const rules = loadLevel("power-ups");
    for (const seed of ["a", "b", "c", "d"]) {
      const rng = createRng(seed);
      nextInt(rng, 3);
      const army = Array.from({ length: 10 }, (_, i) => i);
      shuffleInPlace(rng, army);
      const k = nextRange(rng, 1, 3);
      const occupied = new Set(
        [...rules.homes, ...rules.startingPositions[0], ...rules.startingPositions[1]].map(
          ([r, c]) => r * 9 + c,
        ),
      );
      const candidates: number[] = [];
      for (let i = 0; i < 81; i++) if (!occupied.has(i)) candidates.push(i);
      shuffleInPlace(rng, candidates);
      const expected = candidates
        .slice(0, k)
        .sort((a, b) => a - b)
        .map((i) => [Math.floor(i / 9), i % 9]);
      expect(toProtocolState(newGame(rules, seed)).powerUps).toEqual(expected);
    }
  });

  it("classic v2 has 3+3+3 plus one seeded extra type, both sides the same; v1 has 3R+3P+4S", () => {
    const extras = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const board = toProtocolState(newGame(CLASSIC_V2, `seed-${i}`)).board.flat();
      const count = (p: number, t: string) => board.filter((x) => x?.player === p && x.type === t).length;
      for (const t of ["R", "P", "S"]) {
        expect(count(0, t)).toBe(count(1, t));
        expect([3, 4]).toContain(count(0, t));
        if (count(0, t) === 4) extras.add(t);
      }
      expect(board.filter(Boolean)).toHaveLength(20);
    }
    expect(extras.size).toBe(3);
    const v1 = toProtocolState(newGame(CLASSIC_V1, "s")).board.flat();
    expect(v1.filter((x) => x?.player === 0 && x.type === "S")).toHaveLength(4);
    expect(v1.filter((x) => x?.player === 1 && x.type === "R")).toHaveLength(3);
  });

  it("the seed's example move (0,6)→(0,7) is legal at the start", () => {
    expect(legalMoves(newGame(CLASSIC_V2, "arena-2026"))).toContainEqual({
      fromRow: 0,
      fromCol: 6,
      toRow: 0,
      toCol: 7,
    });
  });
});

describe("D04 wins are checked before draws", () => {
  it("reaching the home on the last allowed move wins instead of drawing by max_moves", () => {
    const rules = smallRules(5, { maxMoves: 10 });
    const game = at(rules, [".....", ".....", ".....", "...R.", "p...."], { moveCount: 9 });
    const { game: after } = mustPlay(game, [3, 3], [4, 4]);
    expect([after.status, after.winner, after.winReason]).toEqual(["finished", 0, "home"]);
    const { game: draw } = mustPlay(game, [3, 3], [2, 2]);
    expect([draw.status, draw.winner, draw.winReason]).toEqual(["finished", null, "max_moves"]);
  });

  it("capture_all is the reason when the last piece falls, although the opponent has no move either", () => {
    const game = at(smallRules(5), [".....", ".....", ".....", "...Rs", "....."]);
    const { game: after } = mustPlay(game, [3, 3], [3, 4]);
    expect(after.winReason).toBe("capture_all");
    // The same for player 1 taking player 0's last piece.
    const other = at(smallRules(5), [".....", ".....", ".....", "...Sr", "....."], { turn: 1 });
    const { game: taken } = mustPlay(other, [3, 4], [3, 3]);
    expect([taken.status, taken.winner, taken.winReason]).toEqual(["finished", 1, "capture_all"]);
  });

  it("leaving the opponent without a move on the last allowed move wins by no_moves, not a max_moves draw", () => {
    // p on (0,4) is walled in by S pieces (S beats P): once R steps aside, player 1 cannot move.
    const rules = smallRules(5, { maxMoves: 10 });
    const game = at(rules, ["...Sp", "...SS", ".....", ".....", "R...."], { moveCount: 9 });
    const { game: end } = mustPlay(game, [4, 0], [3, 0]);
    expect([end.status, end.winner, end.winReason, end.moveCount]).toEqual(["finished", 0, "no_moves", 10]);
  });

  it("of the two draws, repetition is checked before max_moves", () => {
    // The start position comes back a third time on ply 8, which is also the last allowed move.
    const rules = smallRules(5, { repetitionLimit: 3, maxMoves: 8 });
    const end = shuffle(at(rules, [".R...", ".....", ".....", ".....", "...r."]), 8);
    expect([end.status, end.winner, end.winReason]).toEqual(["finished", null, "repetition"]);
    const longer = shuffle(
      at(smallRules(5, { repetitionLimit: 4, maxMoves: 8 }), [".R...", ".....", ".....", ".....", "...r."]),
      8,
    );
    expect(longer.winReason).toBe("max_moves");
  });
});

describe("D05 relative custom directions flip for side 1", () => {
  it("[1,0] moves side 0 down and side 1 up", () => {
    const rules = smallRules(5, {
      movementByType: { R: { kind: "custom", directions: [[1, 0]], relative: true } },
    });
    expect(targetsOf(at(rules, [".....", ".....", "..R..", ".....", "....s"]), [2, 2])).toEqual(["3,2"]);
    expect(targetsOf(at(rules, ["S....", ".....", "..r..", ".....", "....."], { turn: 1 }), [2, 2])).toEqual([
      "1,2",
    ]);
    const absolute = smallRules(5, { movementByType: { R: { kind: "custom", directions: [[1, 0]] } } });
    expect(
      targetsOf(at(absolute, ["S....", ".....", "..r..", ".....", "....."], { turn: 1 }), [2, 2]),
    ).toEqual(["3,2"]);
  });
});

describe("D06 non-straight long vectors are blocked by the leg cell along the long arm", () => {
  it("[2,1] needs (r+1, c) empty; [1,2] needs (r, c+1) empty; jump is ignored", () => {
    const rules = smallRules(5, {
      movementByType: {
        R: {
          kind: "custom",
          directions: [
            [2, 1],
            [1, 2],
          ],
          jump: true,
        },
      },
    });
    expect(targetSet(at(rules, ["R....", ".....", ".....", ".....", "....s"]), [0, 0])).toEqual(
      cells([2, 1], [1, 2]),
    );
    expect(targetSet(at(rules, ["R....", "P....", ".....", ".....", "....s"]), [0, 0])).toEqual(
      cells([1, 2]),
    );
    expect(targetSet(at(rules, ["Rs...", ".....", ".....", ".....", "....."]), [0, 0])).toEqual(
      cells([2, 1]),
    );
    const lava = smallRules(5, {
      movementByType: { R: { kind: "custom", directions: [[2, 1]] } },
      blockedCells: [[1, 0]],
    });
    expect(targetSet(at(lava, ["R....", ".....", ".....", ".....", "....s"]), [0, 0])).toEqual([]);
  });
});

describe("D07 wildcard captures any enemy type and persists", () => {
  it("an S with wildcard takes R, and keeps the effect", () => {
    const game = at(smallRules(5), [".....", ".Sr..", ".....", ".....", "....r"], {
      marks: [{ at: [1, 1], effect: "wildcard" }],
    });
    const { game: after } = mustPlay(game, [1, 1], [1, 2]);
    expect(toProtocolState(after).board[1]?.[2]).toEqual({ player: 0, type: "S", effect: "wildcard" });
  });
});

describe("D08 legal moves are sorted by (fromRow, fromCol, toRow, toCol) and deduplicated", () => {
  it("[0,1]×2 and [0,2] reach the same cell once", () => {
    const rules = smallRules(5, {
      movementByType: {
        R: {
          kind: "custom",
          directions: [
            [0, 2],
            [0, 1],
            [1, 0],
          ],
          maxSteps: 2,
        },
      },
    });
    const game = at(rules, [".....", "R....", ".....", ".R...", "....s"]);
    const moves = legalMoves(game).map((m) => [m.fromRow, m.fromCol, m.toRow, m.toCol]);
    const sorted = [...moves].sort(
      (a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]! || a[3]! - b[3]!,
    );
    expect(moves).toEqual(sorted);
    expect(new Set(moves.map(String)).size).toBe(moves.length);
    expect(targetsOf(game, [1, 0])).toEqual(["1,1", "1,2", "1,4", "2,0", "3,0"]);
  });
});

/** Shuffles the two rooks back and forth: a cycle of 4 plies returns to the start. */
function shuffle(game: Game, plies: number): Game {
  const path: [[number, number], [number, number]][] = [
    [
      [0, 1],
      [0, 2],
    ],
    [
      [4, 3],
      [4, 2],
    ],
    [
      [0, 2],
      [0, 1],
    ],
    [
      [4, 2],
      [4, 3],
    ],
  ];
  for (let i = 0; i < plies; i++) {
    const [from, to] = path[i % 4]!;
    game = mustPlay(game, from, to).game;
  }
  return game;
}

describe("D09 repetition history starts at the initial state (occurrence 1)", () => {
  it("with limit 3 the start position's third occurrence (after 8 plies) draws", () => {
    const rules = smallRules(5, { repetitionLimit: 3 });
    const start = at(rules, [".R...", ".....", ".....", ".....", "...r."]);
    expect(shuffle(start, 7).status).toBe("playing");
    const eight = shuffle(start, 8);
    expect([eight.status, eight.winner, eight.winReason]).toEqual(["finished", null, "repetition"]);
  });
});

describe("D10 the repetition key: side to move and every cell's player, type, powered, effect", () => {
  it("moveCount and lastMove do not count; a power-up picked up changes the key", () => {
    const rules = smallRules(5, { repetitionLimit: 2, powerUps: true });
    const start = at(rules, [".R...", ".....", ".....", ".....", "...r."], {
      moveCount: 40,
      powerUps: [[2, 2]],
    });
    expect(shuffle(start, 4).winReason).toBe("repetition");
    // Player 0 picks up the item and shuffles: the old positions (unpowered rook) never return.
    let game = mustPlay(start, [0, 1], [1, 2]).game;
    game = mustPlay(game, [4, 3], [4, 2]).game;
    game = mustPlay(game, [1, 2], [2, 2]).game;
    expect(toProtocolState(game).board[2]?.[2]).toEqual({ player: 0, type: "R", powered: true });
    game = mustPlay(game, [4, 2], [4, 3]).game;
    game = mustPlay(game, [2, 2], [1, 2]).game;
    game = mustPlay(game, [4, 3], [4, 2]).game;
    // Same squares as after ply 2, but the rook is powered now: a new key.
    expect(game.status).toBe("playing");
    game = mustPlay(game, [1, 2], [2, 2]).game;
    expect(game.winReason).toBe("repetition");
  });
});

describe("D11 shield: listed as legal, but the shield breaks and the attacker stays", () => {
  it("blocked = true, the defender loses its effect, nothing is picked up, the move counts", () => {
    const rules = smallRules(5, { tileTypes: TILES, powerUps: true });
    const game = at(rules, [".....", ".Rs..", ".....", ".....", "....r"], {
      marks: [{ at: [1, 2], effect: "shield" }],
      powerUps: [[1, 2]],
    });
    expect(targetsOf(game, [1, 1])).toContain("1,2");
    const { game: after, lastMove } = mustPlay(game, [1, 1], [1, 2]);
    expect(lastMove).toMatchObject({ blocked: true, captured: null, bonus_step: null, pickedPowerUp: false });
    const state = toProtocolState(after);
    expect(state.board[1]?.[1]).toEqual({ player: 0, type: "R" });
    expect(state.board[1]?.[2]).toEqual({ player: 1, type: "S" });
    expect(state.powerUps).toEqual([[1, 2]]);
    expect([after.moveCount, after.currentTurn]).toEqual([1, 1]);
  });
});

describe("D12 dash: one more cell after a real capture, if free", () => {
  const rules = smallRules(7, { tileTypes: TILES, powerUps: true });
  it("moves on in the capture's direction, picks up there, keeps dash", () => {
    const game = at(rules, [".......", ".R.....", "..s....", ".......", ".......", ".......", "......r"], {
      marks: [{ at: [1, 1], effect: "dash" }],
      powerUps: [[3, 3]],
    });
    const { game: after, lastMove } = mustPlay(game, [1, 1], [2, 2]);
    expect(lastMove).toMatchObject({
      captured: { player: 1, type: "S" },
      bonus_step: { row: 3, col: 3 },
      pickedPowerUp: true,
    });
    const board = toProtocolState(after).board;
    expect(board[2]?.[2]).toBeNull();
    expect(board[3]?.[3]).toEqual({ player: 0, type: "R", powered: true, effect: "dash" });
  });

  it("no dash without a capture, into a piece, off the board or into an impassable cell", () => {
    const quiet = at(rules, [".......", ".R.....", ".......", ".......", ".......", ".......", "......r"], {
      marks: [{ at: [1, 1], effect: "dash" }],
    });
    expect(mustPlay(quiet, [1, 1], [2, 2]).lastMove.bonus_step).toBeNull();
    const occupied = at(
      rules,
      [".......", ".R.....", "..s....", "...P...", ".......", ".......", "......r"],
      {
        marks: [{ at: [1, 1], effect: "dash" }],
      },
    );
    expect(mustPlay(occupied, [1, 1], [2, 2]).lastMove.bonus_step).toBeNull();
    const edge = at(rules, [".Rs....", ".......", ".......", ".......", ".......", ".......", "......r"], {
      marks: [{ at: [0, 1], effect: "dash" }],
    });
    expect(mustPlay(edge, [0, 1], [0, 2]).lastMove.bonus_step).toEqual({ row: 0, col: 3 });
    const wall = smallRules(7, { tileTypes: TILES, blockedCells: [[0, 3]] });
    const walled = at(wall, [".Rs....", ".......", ".......", ".......", ".......", ".......", "......r"], {
      marks: [{ at: [0, 1], effect: "dash" }],
    });
    expect(mustPlay(walled, [0, 1], [0, 2]).lastMove.bonus_step).toBeNull();
    const corner = at(rules, [".......", ".......", ".......", ".......", ".......", ".....R.", "......s"], {
      marks: [{ at: [5, 5], effect: "dash" }],
    });
    expect(mustPlay(corner, [5, 5], [6, 6]).lastMove.bonus_step).toBeNull();
  });

  it("a dash may end on the board's first cell, (0,0)", () => {
    const corner = at(rules, [".......", ".s.....", "..R....", ".......", ".......", ".......", "......r"], {
      marks: [{ at: [2, 2], effect: "dash" }],
    });
    const move = mustPlay(corner, [2, 2], [1, 1]);
    expect(move.lastMove.bonus_step).toEqual({ row: 0, col: 0 });
    expect(toProtocolState(move.game).board[0]?.[0]).toMatchObject({ player: 0, type: "R" });
  });

  it("a capture on the east or west edge does not dash around onto the next or previous row", () => {
    // Read as one list of cells, "one more to the east" of (2,6) is (3,0), and "one more to the west" of
    // (3,0) is (2,6): both free here, so a dash that wrapped would land there.
    const east = at(rules, [".......", ".......", ".....Rs", ".......", ".......", ".......", "......r"], {
      marks: [{ at: [2, 5], effect: "dash" }],
    });
    const eastMove = mustPlay(east, [2, 5], [2, 6]);
    expect(eastMove.lastMove.bonus_step).toBeNull();
    expect(toProtocolState(eastMove.game).board[2]?.[6]).toMatchObject({ player: 0, type: "R" });
    const west = at(rules, [".......", ".......", ".......", "sR.....", ".......", ".......", "......r"], {
      marks: [{ at: [3, 1], effect: "dash" }],
    });
    const westMove = mustPlay(west, [3, 1], [3, 0]);
    expect(westMove.lastMove.bonus_step).toBeNull();
    expect(toProtocolState(westMove.game).board[3]?.[0]).toMatchObject({ player: 0, type: "R" });
  });
});

describe("D13 every ply counts, shield-blocked ones too; D14 the turn passes on the final move", () => {
  it("moveCount and currentTurn after a blocked move and after a winning move", () => {
    const rules = smallRules(5, { tileTypes: TILES });
    const game = at(rules, [".....", ".Rs..", ".....", "...R.", "....r"], {
      marks: [{ at: [1, 2], effect: "shield" }],
      moveCount: 7,
    });
    const blocked = mustPlay(game, [1, 1], [1, 2]).game;
    expect([blocked.moveCount, blocked.currentTurn]).toEqual([8, 1]);
    const home = at(smallRules(5), [".....", ".....", ".....", "...R.", "p...."]);
    const won = mustPlay(home, [3, 3], [4, 4]).game;
    expect([won.status, won.currentTurn, won.moveCount]).toEqual(["finished", 1, 1]);
  });
});

describe("D15 items and passable tiles do not block; impassable tiles do", () => {
  it("a rook ray passes over an item and a grass tile, stops before lava", () => {
    const rules = smallRules(7, {
      movementByType: { R: { kind: "rook" } },
      tileTypes: TILES,
      tiles: [
        { row: 0, col: 2, type: "grass" },
        { row: 0, col: 5, type: "lava" },
      ],
      powerUps: true,
    });
    const game = at(rules, ["R......", ".......", ".......", ".......", ".......", ".......", "s......"], {
      powerUps: [[0, 1]],
    });
    expect(targetSet(game, [0, 0])).toEqual(
      cells([0, 1], [0, 2], [0, 3], [0, 4], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0]),
    );
  });
});

describe("D16 rays go through empty cells only and may end on a capturable enemy", () => {
  it("stops before its own piece and before an enemy it cannot take, ends on one it can", () => {
    const rules = smallRules(7, { movementByType: { R: { kind: "rook" } } });
    const game = at(rules, ["...p...", ".......", ".......", "sP.R..s", ".......", ".......", "...r..."]);
    expect(targetSet(game, [3, 3])).toEqual(
      cells([1, 3], [2, 3], [3, 2], [3, 4], [3, 5], [3, 6], [4, 3], [5, 3]),
    );
  });
});

describe("D17 power-ups: consumed on entry, set powered, no stacking", () => {
  it("an already powered piece still consumes the item", () => {
    const rules = smallRules(5, { powerUps: true });
    const game = at(rules, [".....", ".R...", ".....", ".....", "....r"], {
      powerUps: [
        [1, 2],
        [2, 2],
      ],
    });
    const first = mustPlay(game, [1, 1], [1, 2]);
    expect(first.lastMove.pickedPowerUp).toBe(true);
    let state = toProtocolState(first.game);
    expect(state.powerUps).toEqual([[2, 2]]);
    const second = mustPlay(mustPlay(first.game, [4, 4], [4, 3]).game, [1, 2], [2, 2]);
    state = toProtocolState(second.game);
    expect(second.lastMove.pickedPowerUp).toBe(true);
    expect(state.powerUps).toEqual([]);
    expect(state.board[2]?.[2]).toEqual({ player: 0, type: "R", powered: true });
  });
});

describe("D18 effect tiles set/replace the effect and disappear; other tiles stay", () => {
  it("shield replaced by dash, the tile is removed; grass stays under the piece", () => {
    const rules = smallRules(5, {
      tileTypes: TILES,
      tiles: [
        { row: 1, col: 2, type: "dash" },
        { row: 1, col: 3, type: "grass" },
      ],
    });
    const game = at(rules, [".....", ".R...", ".....", ".....", "....r"], {
      marks: [{ at: [1, 1], effect: "shield" }],
    });
    const { game: after, lastMove } = mustPlay(game, [1, 1], [1, 2]);
    expect(lastMove.pickedEffect).toBe("dash");
    const state = toProtocolState(after);
    expect(state.board[1]?.[2]).toEqual({ player: 0, type: "R", effect: "dash" });
    expect(state.tiles).toEqual([{ row: 1, col: 3, type: "grass", tags: ["decor"] }]);
    const onGrass = mustPlay(mustPlay(after, [4, 4], [4, 3]).game, [1, 2], [1, 3]);
    expect(onGrass.lastMove.pickedEffect).toBeNull();
    expect(toProtocolState(onGrass.game).tiles).toEqual([{ row: 1, col: 3, type: "grass", tags: ["decor"] }]);
  });

  it("an organiser's own effect name is carried like the built-in ones, with no rule of its own", () => {
    const rules = smallRules(5, {
      tileTypes: { ...TILES, beacon: { passable: true, tags: ["effect"], effect: "glow" } },
      tiles: [{ row: 1, col: 2, type: "beacon" }],
    });
    const game = at(rules, [".....", ".R...", "..s..", ".....", "....r"]);
    const { game: after, lastMove } = mustPlay(game, [1, 1], [1, 2]);
    expect(lastMove.pickedEffect).toBe("glow");
    const state = toProtocolState(after);
    expect(state.board[1]?.[2]).toEqual({ player: 0, type: "R", effect: "glow" });
    expect(state.tiles ?? []).toEqual([]);
    // No rule of its own: the glowing rook captures as any rook does (R takes S), and is no shield.
    const taken = mustPlay(mustPlay(after, [4, 4], [4, 3]).game, [1, 2], [2, 2]);
    expect(taken.lastMove).toMatchObject({ captured: { player: 1, type: "S" }, blocked: false });
    expect(toProtocolState(taken.game).board[2]?.[2]).toEqual({ player: 0, type: "R", effect: "glow" });
  });
});

describe("D19 a side may enter its own home: an ordinary cell", () => {
  it("player 0 on homes[0] does not win", () => {
    const rules = smallRules(5);
    const game = at(rules, [".R...", ".....", ".....", ".....", "...r."]);
    const after = mustPlay(game, [0, 1], [0, 0]).game;
    expect(after.status).toBe("playing");
  });
});

describe("play returns a new game and never changes the one it was given", () => {
  it("the earlier game keeps its power-ups, tiles and board after a move picks them up", () => {
    const rules = smallRules(5, {
      tileTypes: TILES,
      powerUps: true,
      tiles: [{ row: 1, col: 3, type: "dash" }],
    });
    const game = at(rules, [".....", ".R...", ".....", ".....", "....r"], { powerUps: [[1, 2]] });
    const before = JSON.stringify(toProtocolState(game));
    const first = mustPlay(game, [1, 1], [1, 2]).game;
    expect(JSON.stringify(toProtocolState(game))).toBe(before);
    const second = mustPlay(mustPlay(first, [4, 4], [4, 3]).game, [1, 2], [1, 3]);
    expect(second.lastMove.pickedEffect).toBe("dash");
    expect(toProtocolState(first).tiles).toEqual([{ row: 1, col: 3, type: "dash", tags: ["effect"] }]);
    expect(JSON.stringify(toProtocolState(game))).toBe(before);
  });
});

describe("homes may be any cells, not only on the first and last rows", () => {
  it("player 1 wins on player 0's home in the middle of the west edge, player 0 on player 1's", () => {
    const rules = smallRules(5, {
      homes: [
        [2, 0],
        [3, 4],
      ],
      startingPositions: [[[0, 1]], [[4, 3]]],
    });
    const game = at(rules, [".....", ".....", ".r...", "...R.", "....."], { turn: 1 });
    const west = mustPlay(game, [2, 1], [2, 0]).game;
    expect([west.status, west.winner, west.winReason]).toEqual(["finished", 1, "home"]);
    const east = mustPlay(at(rules, [".....", ".....", ".r...", "...R.", "....."]), [3, 3], [3, 4]).game;
    expect([east.status, east.winner, east.winReason]).toEqual(["finished", 0, "home"]);
  });
});

describe("D20 no legal move in the initial state ends the game at once", () => {
  it("fromState: the side to move is stuck → the other side wins by no_moves", () => {
    const rules = smallRules(5);
    const game = at(rules, ["...sP", "...ps", ".....", ".....", "....."]);
    // P at (0,4): its neighbours are s, p, s — S beats P and p is the same type: stuck.
    expect(legalMoves(game)).toEqual([]);
    expect([game.status, game.winner, game.winReason]).toEqual(["finished", 1, "no_moves"]);
    expect(play(game, { fromRow: 0, fromCol: 4, toRow: 0, toCol: 3 })).toMatchObject({
      ok: false,
      code: "game_over",
    });
  });

  it("newGame: a RuleSet whose first mover cannot move is over before any move", () => {
    const rules = rulesWith({
      id: "stuck",
      boardSize: 3,
      homes: [
        [0, 0],
        [2, 2],
      ],
      pieceTypes: { P: 1 },
      randomExtraPiece: false,
      blockedCells: [
        [0, 1],
        [1, 0],
        [1, 1],
      ],
      startingPositions: [[[0, 0]], [[2, 2]]],
    });
    const game = newGame(rules, "s");
    expect([game.status, game.winner, game.winReason]).toEqual(["finished", 1, "no_moves"]);
  });
});

describe("end checks (spec §4.5)", () => {
  it("no_moves after a move: the opponent is stuck", () => {
    const stuck = at(smallRules(5), ["...Sp", "...SS", ".....", ".....", "R...."], { turn: 0 });
    const { game: end } = mustPlay(stuck, [4, 0], [3, 0]);
    expect([end.winner, end.winReason]).toEqual([0, "no_moves"]);
  });

  it("onMoveLimit most_pieces: the side with more pieces wins at the limit", () => {
    const rules = smallRules(5, { maxMoves: 1, onMoveLimit: "most_pieces" });
    const game = at(rules, ["R....", ".....", ".R...", ".....", "...r."]);
    const end = mustPlay(game, [2, 1], [2, 2]).game;
    expect([end.winner, end.winReason]).toEqual([0, "max_moves"]);
  });

  it("home by capture on the home cell", () => {
    const game = at(smallRules(5), [".....", ".....", ".....", "...R.", "....s"]);
    const end = mustPlay(game, [3, 3], [4, 4]).game;
    expect([end.winner, end.winReason]).toEqual([0, "home"]);
  });
});

describe("our decisions where the spec is silent (rules.md R-numbers)", () => {
  it("R04: more starting cells than pieces leave cells empty; the empty slot is shuffled like a piece", () => {
    const rules = rulesWith({ randomExtraPiece: false });
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const board = toProtocolState(newGame(rules, `r04-${i}`)).board;
      const empty = rules.startingPositions[0].filter(([r, c]) => board[r]?.[c] === null);
      expect(empty).toHaveLength(1);
      seen.add(String(empty[0]));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it("R05: power-ups never land on tiles", () => {
    const grass = { passable: true, tags: ["decor"] };
    const tiles = [];
    for (let r = 2; r <= 6; r++)
      for (let c = 0; c < 9; c++) if (!(r === 4 && c === 4)) tiles.push({ row: r, col: c, type: "grass" });
    const rules = rulesWith({ powerUps: true, tileTypes: { grass }, tiles });
    for (let i = 0; i < 10; i++) {
      const state = toProtocolState(newGame(rules, `r05-${i}`));
      for (const [r, c] of state.powerUps ?? [])
        expect(tiles.some((t) => t.row === r && t.col === c)).toBe(false);
    }
  });

  it("R06: capturing onto a dash tile dashes at once", () => {
    const rules = smallRules(7, {
      tileTypes: TILES,
      tiles: [{ row: 2, col: 2, type: "dash" }],
    });
    const game = at(rules, [".......", ".R.....", "..s....", ".......", ".......", ".......", "......r"]);
    const { lastMove } = mustPlay(game, [1, 1], [2, 2]);
    expect(lastMove).toMatchObject({ pickedEffect: "dash", bonus_step: { row: 3, col: 3 } });
  });

  it("R09: only the piece that moved is checked against the opponent's home", () => {
    const rules = smallRules(5);
    // Player 0's R already stands on player 1's home (4,4) in a loaded position; another move does not win.
    const game = at(rules, [".....", ".R...", ".....", ".....", "r...R"]);
    const after = mustPlay(game, [1, 1], [1, 2]).game;
    expect(after.status).toBe("playing");
  });

  it("R12: a finished state stays finished with its result and no legal moves", () => {
    const state = {
      ...toProtocolState(newGame(CLASSIC_V2, "r12")),
      status: "finished",
      winner: 1,
      winReason: "max_moves",
    };
    const game = fromState(CLASSIC_V2, state);
    expect([game.status, game.winner, game.winReason]).toEqual(["finished", 1, "max_moves"]);
    expect(legalMoves(game)).toEqual([]);
  });
});

describe("immutability with items in a loaded state", () => {
  it("picking up an item that the RuleSet did not place leaves the earlier game untouched", () => {
    const rules = smallRules(5);
    const game = at(rules, [".....", ".R...", ".....", ".....", "....r"], { powerUps: [[1, 2]] });
    // A bot must see the item the position holds, even though the RuleSet places none.
    expect(toProtocolState(game).powerUps).toEqual([[1, 2]]);
    const before = JSON.stringify(toProtocolState(game));
    const { lastMove } = mustPlay(game, [1, 1], [1, 2]);
    expect(lastMove.pickedPowerUp).toBe(true);
    expect(JSON.stringify(toProtocolState(game))).toBe(before);
    expect(mustPlay(game, [1, 1], [1, 2]).lastMove.pickedPowerUp).toBe(true);
  });
});
