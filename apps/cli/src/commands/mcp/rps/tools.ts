import {
  buildRequest,
  DEFAULT_LIMITS,
  type Game,
  LimitsSchema,
  legalMoves,
  MoveSchema,
  RequestSchema,
  STATUS,
  WIN_REASONS,
} from "@rulekit/rps-grid";
import { z } from "zod";
import { boardText, moveText, outcomeText } from "../../rps/engine/board-text.js";
import type { ReadOnlyTool } from "../tool.js";
import { RPS_STATE_INPUT, type RpsStateArgs, resolveRpsGame } from "./state.js";

const player = z.union([z.literal(0), z.literal(1)]);

/** Where the game stands (the protocol state's own fields). */
const OutcomeShape = {
  status: z.enum([STATUS.playing, STATUS.finished]),
  currentTurn: player,
  moveCount: z.int().min(0),
  winner: player.nullable(),
  winReason: z.enum(WIN_REASONS).nullable(),
};

const outcomeOf = (game: Game) => ({
  status: game.status,
  currentTurn: game.currentTurn,
  moveCount: game.moveCount,
  winner: game.winner,
  winReason: game.winReason,
});

const BotRequestInput = z.object({
  ...RPS_STATE_INPUT,
  limits: z.optional(LimitsSchema).describe("the limits the request carries (default: the protocol's)"),
  requestId: z.string().min(1).max(200).optional().describe("default turn-<moveCount>"),
});

const BotRequestAnswer = z.object({
  ...OutcomeShape,
  request: z
    .nullable(RequestSchema)
    .describe("null once the game is over: the protocol sends no request then"),
});

/** `rps_bot_request`: the request the side to move would receive (bot protocol v1), exactly. */
export const botRequestTool = {
  name: "rps_bot_request",
  title: "RPS: the bot request of a position",
  description:
    "The JSON request (bot protocol v1) the side to move would receive in this position: rules, state, legal moves, limits. The same request as `rulekit rps new --json` for a seeded start; null once the game is over.",
  input: BotRequestInput,
  result: BotRequestAnswer,
  run: (args: z.output<typeof BotRequestInput>) => {
    const game = resolveRpsGame(args);
    if ("unknown" in game) return game;
    const request =
      game.status === STATUS.playing
        ? buildRequest(game, game.currentTurn, args.limits ?? DEFAULT_LIMITS, null, args.requestId)
        : null;
    const text = [
      outcomeText(game),
      boardText(game),
      request
        ? `request ${request.request_id}: ${request.legal_moves.length} legal move(s) for player ${request.player_index}`
        : "no request: the game is over",
    ].join("\n");
    return { result: { ...outcomeOf(game), request }, text };
  },
} satisfies ReadOnlyTool<typeof BotRequestInput, typeof BotRequestAnswer>;

const StateOnly = z.object(RPS_STATE_INPUT);
const LegalMovesAnswer = z.object({ ...OutcomeShape, legalMoves: z.array(MoveSchema) });

/** `rps_legal_moves`: the side to move's legal moves (as the protocol writes them). */
export const legalMovesTool = {
  name: "rps_legal_moves",
  title: "RPS: legal moves",
  description:
    "The legal moves of the side to move in this position, in the engine's order (empty once the game is over); the same list as `rulekit rps trace --json` gives after the same moves.",
  input: StateOnly,
  result: LegalMovesAnswer,
  run: (args: RpsStateArgs) => {
    const game = resolveRpsGame(args);
    if ("unknown" in game) return game;
    const moves = legalMoves(game);
    const text = [
      outcomeText(game),
      `${moves.length} legal move(s)${moves.length ? `: ${moves.map(moveText).join(" ")}` : ""}`,
    ].join("\n");
    return { result: { ...outcomeOf(game), legalMoves: moves }, text };
  },
} satisfies ReadOnlyTool<typeof StateOnly, typeof LegalMovesAnswer>;
