import { createRng, pick } from "@rulekit/core";
import { buildRequest, type Game, greedyMove, legalMoves, type ProtocolMove } from "@rulekit/rps-grid";

/**
 * The bots the studio runs in the page. Each decides from the game alone (like an arena bot from its
 * request and seed), so a watched match is reproducible from its RuleSet, seed and the two bots.
 */
export interface BuiltInBot {
  id: "greedy" | "random" | "first";
  name: string;
  about: string;
  move: (game: Game) => ProtocolMove;
}

export const BOTS: readonly BuiltInBot[] = [
  {
    id: "greedy",
    name: "Greedy",
    about: "the sample bots' scoring: home first, then captures and pickups, then closing in",
    move: (game) => greedyMove(buildRequest(game, game.currentTurn)),
  },
  {
    id: "random",
    name: "Random",
    about: "a legal move drawn from the seed, the move number and the side",
    move: (game) =>
      pick(createRng(`${game.seed ?? ""}:${game.currentTurn}:${game.moveCount}`), legalMoves(game)),
  },
  {
    id: "first",
    name: "First legal move",
    about: "the bot templates' strategy: always the first move of legal_moves",
    move: (game) => legalMoves(game)[0]!,
  },
];

export const botById = (id: string): BuiltInBot => BOTS.find((b) => b.id === id) ?? BOTS[0]!;
