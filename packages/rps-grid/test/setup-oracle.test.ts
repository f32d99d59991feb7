import { describe, expect, it } from "vitest";
import { newGame, type RuleSet, toProtocolState } from "../src/index.ts";
import { LEVEL_NAMES, loadLevel, rulesWith, TEST_TILES } from "./helpers.ts";
import { referenceSetup } from "./reference-setup.ts";

const SEEDS = ["a", "arena-2026", "42", "x y", "seed-7", "ö", "", "long seed with words"];

/** newGame's armies (type per starting slot) and power-ups, as the protocol state shows them. */
function engineSetup(rules: RuleSet, seed: string) {
  const state = toProtocolState(newGame(rules, seed));
  const side = (p: 0 | 1) => rules.startingPositions[p].map(([r, c]) => state.board[r]?.[c]?.type ?? null);
  return { armies: [side(0), side(1)], powerUps: state.powerUps ?? [] };
}

function agree(rules: RuleSet) {
  for (const seed of SEEDS)
    expect(engineSetup(rules, seed), `seed "${seed}"`).toEqual(referenceSetup(rules, seed));
}

const powered = loadLevel("power-ups");

describe("newGame's seeded setup agrees with a second reading of docs/rps-grid/setup.md", () => {
  it.each(LEVEL_NAMES)("%s", (name) => agree(loadLevel(name)));

  it("own counts per player, fewer pieces than starting cells, and power-ups among the empty starting cells", () => {
    agree(
      rulesWith(
        {
          playerPieceTypes: [
            { R: 1, P: 2, S: 1 },
            { R: 3, S: 2 },
          ],
          symmetricArmies: false,
          randomExtraPiece: false,
        },
        powered,
      ),
    );
  });

  it("symmetric armies but more starting cells for player 1: player 1 is drawn, not mirrored", () => {
    const start = structuredClone(powered.startingPositions);
    start[1].push([6, 0], [6, 8]);
    agree(rulesWith({ startingPositions: start }, powered));
  });

  it("no playerPieceTypes and no symmetricArmies flag: the armies mirror", () => {
    const { symmetricArmies: _omitted, ...rest } = powered;
    agree(rest as RuleSet);
  });

  it("power-ups keep off every tile, decor included, and off impassable cells", () => {
    agree(
      rulesWith(
        {
          tileTypes: TEST_TILES,
          tiles: [
            { row: 3, col: 1, type: "grass" },
            { row: 4, col: 4, type: "lava" },
            { row: 5, col: 7, type: "shield" },
          ],
          blockedCells: [[4, 0]],
          voidCells: [[4, 8]],
        },
        powered,
      ),
    );
  });
});
