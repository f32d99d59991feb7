import { createRng, nextInt } from "@rulekit/core";
import { newGame, type Piece, type ProtocolState, type RuleSet, toProtocolState } from "../src/index.ts";

/**
 * A position random play does not reach: pieces of both sides, with power and effects, on `density` % of
 * the enterable cells (drawn from `seed`), `turn` to move. For comparing the engine with the reference.
 */
export function scatteredState(rules: RuleSet, seed: number, density: number, turn: 0 | 1): ProtocolState {
  const rng = createRng(seed);
  const base = toProtocolState(newGame(rules, String(seed)));
  const blocked = new Set(
    [...(rules.blockedCells ?? []), ...(rules.voidCells ?? [])].map(([r, c]) => `${r},${c}`),
  );
  for (const t of rules.tiles ?? [])
    if (rules.tileTypes?.[t.type]?.passable === false) blocked.add(`${t.row},${t.col}`);
  const effects = ["shield", "dash", "wildcard"];
  const board = base.board.map((row, r) =>
    row.map((_, c): Piece | null => {
      if (blocked.has(`${r},${c}`) || nextInt(rng, 100) >= density) return null;
      const piece: Piece = {
        player: nextInt(rng, 2) as 0 | 1,
        type: (["R", "P", "S"] as const)[nextInt(rng, 3)]!,
      };
      if (nextInt(rng, 4) === 0) piece.powered = true;
      if (nextInt(rng, 5) === 0) piece.effect = effects[nextInt(rng, 3)]!;
      return piece;
    }),
  );
  return { ...base, board, currentTurn: turn };
}
