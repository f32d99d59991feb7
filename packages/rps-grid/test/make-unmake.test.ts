import { describe, expect, it } from "vitest";
import {
  clonePosition,
  generateMoves,
  makeMove,
  moveCapacity,
  newUndo,
  type Position,
  packMove,
  settle,
  unmakeMove,
} from "../src/engine/position.ts";
import { type Game, workingPosition } from "../src/game.ts";
import { newGame, perft, perftFull } from "../src/index.ts";
import { at, LEVEL_NAMES, loadLevel, smallRules, TEST_TILES } from "./helpers.ts";

/** Everything a ply may change, as plain data (typed arrays and the history map spelled out). */
const snapshot = (pos: Position) => ({
  cells: Array.from(pos.cells),
  items: Array.from(pos.items),
  tiles: Array.from(pos.tiles),
  counts: Array.from(pos.counts),
  turn: pos.turn,
  moveCount: pos.moveCount,
  history: [...pos.history].sort(([a], [b]) => (a < b ? -1 : 1)),
  repCount: pos.repCount,
  finished: pos.finished,
  winner: pos.winner,
  winReason: pos.winReason,
});

/** What kinds of ply a walk met, so the test can insist it met each. */
type Seen = Record<"capture" | "shield" | "dash" | "powerUp" | "tile" | "finish", number>;

/**
 * From `game`, along a fixed line of `plies` plies (`salt` picks it): at every position every legal move is
 * made, settled and unmade, and the position must come back exactly, while the made move changed it.
 */
function walk(name: string, game: Game, salt: number, plies: number, seen: Seen): void {
  const seed = `line ${salt}`;
  const pos = workingPosition(game);
  const buffer = new Int32Array(moveCapacity(pos.geo));
  const u = newUndo();
  for (let ply = 0; ply < plies && !pos.finished; ply++) {
    const n = generateMoves(pos.geo, pos.cells, pos.turn, buffer);
    if (n === 0) break;
    const before = snapshot(pos);
    const beforeText = JSON.stringify(before);
    const copy = clonePosition(pos);
    for (let i = 0; i < n; i++) {
      makeMove(pos, buffer[i]!, u);
      const ended = settle(pos, u);
      const where = `${name} ${seed} ply ${ply} move ${i}`;
      if (pos.cells.every((c, k) => c === before.cells[k])) expect.fail(`${where}: the board did not change`);
      if (pos.turn === before.turn || pos.moveCount !== before.moveCount + 1)
        expect.fail(`${where}: the clock`);
      // A copy taken before the move shares nothing with the position the move changed.
      if (JSON.stringify(snapshot(copy)) !== beforeText) expect.fail(`${where}: the copy changed too`);
      if (u.target !== 0 && !u.blocked) seen.capture++;
      if (u.blocked) seen.shield++;
      if (u.dash >= 0) seen.dash++;
      if (u.itemTo || u.itemDash) seen.powerUp++;
      if (u.tileTo >= 0 || u.tileDash >= 0) seen.tile++;
      if (ended) seen.finish++;
      unmakeMove(pos, u);
      // Compared as text (fast); on a difference, compared again for a readable diff.
      const back = snapshot(pos);
      if (JSON.stringify(back) !== beforeText)
        expect(back, `${where}: unmake puts everything back`).toEqual(before);
    }
    // On along the line: a move chosen by the ply number, so every seed walks a different game.
    makeMove(pos, buffer[(ply * 7 + salt) % n]!, u);
    settle(pos, u);
  }
}

describe("make and unmake (the search's in-place plies: perft, bots)", () => {
  it("every legal move of every position on fixed lines of every shipped RuleSet is undone exactly", () => {
    const seen: Seen = { capture: 0, shield: 0, dash: 0, powerUp: 0, tile: 0, finish: 0 };
    for (const name of LEVEL_NAMES) {
      for (const seed of ["a", "bb"]) walk(name, newGame(loadLevel(name), seed), seed.length, 24, seen);
    }
    for (const kind of ["capture", "powerUp", "tile"] as const) {
      expect(seen[kind], kind).toBeGreaterThan(0);
    }
  });

  it("shield, dashes (into the corner cell 0, onto tiles), power-ups and decor tiles: each undone exactly", () => {
    const tiles = { ...TEST_TILES, moss: { passable: true, tags: ["decor"] } };
    const rules = smallRules(7, { tileTypes: tiles, powerUps: true });
    // Side 0 to move. S×p at (4,1) hits a shield. R×s at (1,1) dashes into cell 0, (0,0). S×p at (0,5)
    // dashes onto the dash tile at (0,6) (tile code 0: the names sort dash, grass, lava, moss, …). R×s at
    // (3,5) dashes onto the grass at (3,6), which stays. R at (5,4) steps onto moss or onto a power-up.
    const game = at(rules, ["....Sp.", ".s.....", "..R....", "....Rs.", "Sp.....", "....R..", "......r"], {
      marks: [
        { at: [0, 4], effect: "dash" },
        { at: [2, 2], effect: "dash" },
        { at: [3, 4], effect: "dash" },
        { at: [4, 1], effect: "shield" },
      ],
      powerUps: [[4, 4]],
      tiles: [
        { row: 0, col: 6, type: "dash", tags: ["effect"] },
        { row: 3, col: 6, type: "grass", tags: ["decor"] },
        { row: 5, col: 5, type: "moss", tags: ["decor"] },
      ],
    });
    const seen: Seen = { capture: 0, shield: 0, dash: 0, powerUp: 0, tile: 0, finish: 0 };
    for (const salt of [0, 1, 2, 3]) walk("crafted", game, salt, 12, seen);
    // The lines reach every kind of ply the rules have, or the test would prove less than it says.
    for (const [kind, count] of Object.entries(seen)) expect(count, kind).toBeGreaterThan(0);
  });

  it("a dash that picks up a power-up on its extra cell: unmake puts the item back there", () => {
    const rules = smallRules(5, { powerUps: true });
    // R (dash) on (1,1) takes the s on (2,2) and dashes on to (3,3), where an item lies.
    const game = at(rules, [".....", ".R...", "..s..", ".....", "....r"], {
      marks: [{ at: [1, 1], effect: "dash" }],
      powerUps: [[3, 3]],
    });
    const pos = workingPosition(game);
    const before = snapshot(pos);
    const u = newUndo();
    makeMove(pos, packMove(1 * 5 + 1, 2 * 5 + 2), u);
    // The piece went on past the capture and took the item.
    expect([pos.cells[2 * 5 + 2], pos.items[3 * 5 + 3]]).toEqual([0, 0]);
    expect(pos.cells[3 * 5 + 3]).not.toBe(0);
    unmakeMove(pos, u);
    expect(snapshot(pos)).toEqual(before);
    expect(pos.items[3 * 5 + 3]).toBe(1);
  });

  it("perft counts the same with bulk counting and lazy end checks as playing every leaf", () => {
    const classic = newGame(loadLevel("classic-v2"), "a");
    expect([perft(classic, 1), perft(classic, 2)]).toEqual([32, 1024]);
    for (const name of ["tile-effects", "terrain-7x11"]) {
      const game = newGame(loadLevel(name), "a");
      expect(perft(game, 3), name).toBe(perftFull(game, 3));
    }
  });
});
