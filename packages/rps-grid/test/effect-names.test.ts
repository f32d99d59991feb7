import { describe, expect, it } from "vitest";
import { parseRuleSet, toProtocolState } from "../src/index.ts";
import { at, mustPlay, smallRules } from "./helpers.ts";

describe("R14: every effect a RuleSet allows is carried, up to the 15 distinct names", () => {
  // Twelve organiser effects (glow-1 … glow-12) and the three built-in ones: the 15 the validation allows.
  // Around them, tile types that add no new name: decor types (no effect) and one repeating shield.
  const tileTypes: Record<string, unknown> = {
    aa: { passable: true, tags: ["decor"] },
    ab: { passable: true, tags: ["effect"], effect: "shield" },
    ac: { passable: true, tags: ["decor"] },
  };
  for (let i = 1; i <= 12; i++) {
    tileTypes[`e${String(i).padStart(2, "0")}`] = { passable: true, tags: ["effect"], effect: `glow-${i}` };
  }

  it("each of the twelve organiser effects is carried by the piece that picks it up", () => {
    for (let i = 1; i <= 12; i++) {
      const type = `e${String(i).padStart(2, "0")}`;
      const rules = smallRules(5, { tileTypes, tiles: [{ row: 1, col: 2, type }] });
      expect(parseRuleSet(rules).ok).toBe(true);
      const game = at(rules, [".....", ".R...", ".....", ".....", "....r"]);
      const { game: after, lastMove } = mustPlay(game, [1, 1], [1, 2]);
      expect(lastMove.pickedEffect, type).toBe(`glow-${i}`);
      expect(toProtocolState(after).board[1]![2], type).toEqual({
        player: 0,
        type: "R",
        effect: `glow-${i}`,
      });
    }
  });

  it("a tile repeating a built-in effect gives that effect with its rule (shield, D11)", () => {
    const rules = smallRules(5, { tileTypes, tiles: [{ row: 1, col: 2, type: "ab" }] });
    const game = at(rules, [".....", ".s...", "...R.", ".....", "....r"], { turn: 1 });
    const shielded = mustPlay(game, [1, 1], [1, 2]);
    expect(shielded.lastMove.pickedEffect).toBe("shield");
    expect(toProtocolState(shielded.game).board[1]![2]).toEqual({ player: 1, type: "S", effect: "shield" });
    // R beats S, but the attack only breaks the shield: the R stays on (2,3).
    const attack = mustPlay(shielded.game, [2, 3], [1, 2]);
    expect(attack.lastMove).toMatchObject({ blocked: true, captured: null });
    const board = toProtocolState(attack.game).board;
    expect(board[1]![2]).toEqual({ player: 1, type: "S" });
    expect(board[2]![3]).toEqual({ player: 0, type: "R" });
  });
});
