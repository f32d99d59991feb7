import { describe, expect, it } from "vitest";
import { fromState, legalMoves, play, type RuleSet } from "../src/index.ts";
import { LEVEL_NAMES, loadLevel } from "./helpers.ts";
import { referenceMoves } from "./reference-moves.ts";
import { scatteredState } from "./scattered.ts";

/**
 * The fast move generator against the naive reference on a fixed set of scattered positions: the same
 * comparison as the property test, but a fixed sample small enough for every mutation run (the property
 * tests are left out of those).
 */
function agree(name: string, rules: RuleSet): number {
  let compared = 0;
  for (const seed of [1, 2, 3, 4, 5, 6])
    for (const density of [12, 35, 65])
      for (const turn of [0, 1] as const) {
        const state = scatteredState(rules, seed * 7919 + density, density, turn);
        const game = fromState(rules, state);
        if (game.status !== "playing") continue;
        expect(legalMoves(game), `${name} seed ${seed} density ${density} turn ${turn}`).toEqual(
          referenceMoves(rules, state),
        );
        compared++;
      }
  return compared;
}

describe("the move generator agrees with the reference on fixed scattered positions", () => {
  it.each(LEVEL_NAMES)("%s", (name) => {
    expect(agree(name, loadLevel(name))).toBeGreaterThan(20);
  });

  it("sliders on a rectangular board (7×11 with blocked and void cells) reach the far side", () => {
    const base = loadLevel("terrain-7x11");
    const sliders = {
      ...base,
      movementByType: { R: { kind: "queen" }, P: { kind: "rook" }, S: { kind: "bishop" } },
    } as RuleSet;
    expect(agree("terrain-7x11 with sliders", sliders)).toBeGreaterThan(20);
  });

  it("long custom vectors that do not jump need every cell on their way empty", () => {
    const base = loadLevel("terrain-7x11");
    const long = {
      ...base,
      movementByType: {
        R: {
          kind: "custom",
          directions: [
            [0, 3],
            [3, 0],
            [-3, 2],
            [2, -3],
          ],
          jump: false,
        },
        P: {
          kind: "custom",
          directions: [
            [1, 3],
            [-2, -2],
          ],
          jump: false,
          maxSteps: 2,
        },
        S: {
          kind: "custom",
          directions: [
            [0, 4],
            [4, 1],
          ],
          jump: true,
        },
      },
    } as RuleSet;
    expect(agree("terrain-7x11 with long vectors", long)).toBeGreaterThan(20);
  });

  it("relative vectors flip both components for player 1; the default movement never flips", () => {
    const base = loadLevel("terrain-7x11");
    // Vectors whose column parts are not mirrored in the list, so flipping a column sign shows.
    const relative = {
      ...base,
      movementByType: {
        R: {
          kind: "custom",
          directions: [
            [1, 2],
            [0, 1],
            [-1, 3],
          ],
          relative: true,
        },
        P: {
          kind: "custom",
          directions: [
            [2, -1],
            [1, 1],
          ],
          relative: true,
          maxSteps: 2,
        },
        S: {
          kind: "custom",
          directions: [
            [0, -1],
            [1, 0],
          ],
          relative: true,
          jump: true,
        },
      },
    } as RuleSet;
    expect(agree("terrain-7x11 with relative vectors", relative)).toBeGreaterThan(20);
    // No movementByType: every type steps along `directions` as written, for both players.
    const { movementByType: _none, ...plain } = loadLevel("classic-v2");
    const forward = {
      ...plain,
      directions: [
        [1, 0],
        [0, 1],
        [1, 1],
      ],
    } as RuleSet;
    expect(agree("classic-v2 with one-way directions", forward)).toBeGreaterThan(20);
  });

  it("play accepts every legal move of a position with more moves than its first move buffer holds", () => {
    // Queens and rooks on an open board give far more than 64 moves: play checks a move with a buffer of
    // its own, which must hold them all.
    const rules = loadLevel("queens-and-rooks");
    let busiest = 0;
    for (const [seed, density] of [
      [1, 20],
      [2, 25],
      [3, 30],
    ] as const) {
      const state = scatteredState(rules, seed, density, 0);
      const game = fromState(rules, state);
      if (game.status !== "playing") continue;
      const moves = legalMoves(game);
      busiest = Math.max(busiest, moves.length);
      for (const move of moves) expect(play(game, move).ok, JSON.stringify(move)).toBe(true);
    }
    expect(busiest).toBeGreaterThan(64);
  });
});
