import { describe, expect, it } from "vitest";
import { fromState, legalMoves, type RuleSet } from "../src/index.ts";
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
});
