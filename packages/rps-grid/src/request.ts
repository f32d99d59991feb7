import { type PlayerIndex, PROTOCOL_VERSION } from "./constants.js";
import { type Game, legalMoves, toProtocolState } from "./game.js";
import { type BotRequest, DEFAULT_LIMITS, type JsonValue, type Limits } from "./schema/protocol.js";

/**
 * The request a bot receives (spec §5), exactly the protocol's JSON and key order. Only for the
 * side to move of a game in progress: the protocol sends no request otherwise, so this throws.
 * `requestId` defaults to `turn-<moveCount>`; the seed is the game's seed (`""` if it has none).
 */
export function buildRequest(
  game: Game,
  playerIndex: PlayerIndex,
  limits: Limits = DEFAULT_LIMITS,
  userdata: JsonValue | null = null,
  requestId = `turn-${game.moveCount}`,
): BotRequest {
  if (game.status !== "playing") throw new RangeError("buildRequest: the game is over, no request is sent");
  if (playerIndex !== game.currentTurn) {
    throw new RangeError(
      `buildRequest: player ${playerIndex} is not to move (player ${game.currentTurn} is)`,
    );
  }
  return {
    protocol_version: PROTOCOL_VERSION,
    request_id: requestId,
    player_index: playerIndex,
    seed: game.seed ?? "",
    rules: game.rules,
    state: toProtocolState(game),
    legal_moves: legalMoves(game),
    limits: { ...limits },
    userdata,
  };
}
