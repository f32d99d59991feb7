import { createRng, nextInt, type RngState } from "@rulekit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fromState,
  type Game,
  legalMoves,
  newGame,
  type ProtocolState,
  parseState,
  pieceCounts,
  play,
  type RuleSet,
  toProtocolState,
} from "../src/index.ts";
import { LEVEL_NAMES, loadLevel } from "./helpers.ts";
import { referenceMoves } from "./reference-moves.ts";
import { scatteredState } from "./scattered.ts";

const LEVELS: RuleSet[] = LEVEL_NAMES.map(loadLevel);
const levelArb = fc.integer({ min: 0, max: LEVELS.length - 1 }).map((i) => LEVELS[i]!);

/** A game reached by `plies` random legal moves from a seeded start. */
function randomGame(rules: RuleSet, seed: string, plies: number): Game {
  const rng = createRng(`walk-${seed}`);
  let game = newGame(rules, seed);
  for (let i = 0; i < plies && game.status === "playing"; i++) game = randomStep(game, rng);
  return game;
}

function randomStep(game: Game, rng: RngState): Game {
  const moves = legalMoves(game);
  const result = play(game, moves[nextInt(rng, moves.length)]!);
  if (!result.ok) throw new Error(`legal move refused: ${result.code}`);
  return result.game;
}

const gameArb = fc
  .record({ rules: levelArb, seed: fc.string({ maxLength: 8 }), plies: fc.integer({ min: 0, max: 60 }) })
  .map(({ rules, seed, plies }) => randomGame(rules, seed, plies));

/** Random positions that random play does not reach: pieces with power and effects anywhere enterable. */
const scatteredArb = fc
  .record({
    rules: levelArb,
    seed: fc.integer(),
    density: fc.integer({ min: 5, max: 60 }),
    turn: fc.constantFrom(0 as const, 1 as const),
  })
  .map(({ rules, seed, density, turn }) => ({ rules, state: scatteredState(rules, seed, density, turn) }));

describe("properties", () => {
  it("legal moves equal the naive reference generator, on reached and on scattered positions", () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        expect(legalMoves(game)).toEqual(
          game.status === "playing" ? referenceMoves(game.rules, toProtocolState(game)) : [],
        );
      }),
      { numRuns: 150 },
    );
    fc.assert(
      fc.property(scatteredArb, ({ rules, state }) => {
        const game = fromState(rules, state);
        if (game.status === "playing") expect(legalMoves(game)).toEqual(referenceMoves(rules, state));
        else expect(referenceMoves(rules, state)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("a legal move never fails and never moves an opponent's piece; piece counts never grow", () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), (game, pick) => {
        fc.pre(game.status === "playing");
        const moves = legalMoves(game);
        const move = moves[pick % moves.length]!;
        const before = toProtocolState(game);
        const mover = before.board[move.fromRow]?.[move.fromCol];
        expect(mover?.player).toBe(game.currentTurn);
        const result = play(game, move);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.lastMove.player).toBe(game.currentTurn);
        const [a0, a1] = pieceCounts(game);
        const [b0, b1] = pieceCounts(result.game);
        expect(b0).toBeLessThanOrEqual(a0);
        expect(b1).toBeLessThanOrEqual(a1);
        expect(b0 + b1).toBeGreaterThanOrEqual(a0 + a1 - 1);
        // The opponent's pieces: only the captured one may have gone, none moved.
        const after = toProtocolState(result.game);
        const enemy = (s: ProtocolState) =>
          s.board.flatMap((row, r) =>
            row.flatMap((p, c) => (p && p.player !== game.currentTurn ? [`${r},${c},${p.type}`] : [])),
          );
        const lost = enemy(before).filter((x) => !enemy(after).includes(x));
        expect(enemy(after).every((x) => enemy(before).includes(x))).toBe(true);
        expect(lost.length).toBeLessThanOrEqual(1);
        // The input game did not change.
        expect(toProtocolState(game)).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });

  // Refusals unchanged, only legal moves accepted, frozen inputs, replay bytes and mid-game
  // continuation: the engine conformance kit (conformance.test.ts).
  it("every game of random legal play ends, at the latest by the move limit", () => {
    fc.assert(
      fc.property(levelArb, fc.string({ maxLength: 6 }), (rules, seed) => {
        const short = { ...rules, maxMoves: 120 } as RuleSet;
        const rng = createRng(seed);
        let game = newGame(short, seed);
        let plies = 0;
        while (game.status === "playing") {
          game = randomStep(game, rng);
          plies++;
          expect(plies).toBeLessThanOrEqual(120);
        }
        expect(game.moveCount).toBeLessThanOrEqual(120);
        expect(["home", "capture_all", "no_moves", "repetition", "max_moves"]).toContain(game.winReason);
        if (game.winReason === "max_moves") expect(game.moveCount).toBe(120);
      }),
      { numRuns: 40 },
    );
    // And with the shipped limits (500 moves) on classic: a few full games.
    for (const seed of ["a", "b", "c"]) {
      const rng = createRng(seed);
      let game = newGame(LEVELS[LEVEL_NAMES.indexOf("classic-v2")]!, seed);
      while (game.status === "playing") game = randomStep(game, rng);
      expect(game.moveCount).toBeLessThanOrEqual(500);
    }
  });

  it("states survive a JSON round trip and parse back", () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const state = toProtocolState(game);
        const copy = JSON.parse(JSON.stringify(state));
        expect(copy).toEqual(state);
        const parsed = parseState(copy);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(parsed.value).toEqual(state);
      }),
      { numRuns: 150 },
    );
  });

  it("fromState(toProtocolState(g)) reproduces legal moves, status and the state itself", () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const state = toProtocolState(game);
        const copy = fromState(game.rules, JSON.parse(JSON.stringify(state)));
        expect(legalMoves(copy)).toEqual(legalMoves(game));
        expect(toProtocolState(copy)).toEqual(state);
        expect([copy.status, copy.winner, copy.winReason]).toEqual([
          game.status,
          game.winner,
          game.winReason,
        ]);
      }),
      { numRuns: 150 },
    );
  });
});
