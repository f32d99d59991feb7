/**
 * @rulekit/rps-grid — OTTv2 rock-paper-scissors grid chess (engine family `rps-grid-v1`):
 * RuleSet schema and validation, every movement kind, terrain, power-ups and tile effects, legal
 * moves, seeded setup, bot protocol v1 types, the greedy sample bot, perft and the arena replay format.
 * Pure and isomorphic: no I/O, no clock, randomness only from the seed.
 */

export { type ParseResult, RulekitValidationError, type ValidationIssue } from "@rulekit/core";
export { CLASSIC_V1, CLASSIC_V2 } from "./classic.js";
export {
  EFFECTS,
  ENGINE_FAMILY,
  ENGINE_NAME,
  ENGINE_VERSION,
  type GameStatus,
  MOVEMENT_KINDS,
  type MovementKind,
  ON_MOVE_LIMIT,
  type OnMoveLimit,
  PIECE_TYPES,
  type PieceType,
  type PlayerIndex,
  PROTOCOL_VERSION,
  REFUSAL,
  type RefusalCode,
  RULESET_LIMITS,
  STATUS,
  WIN_REASON,
  WIN_REASONS,
  type WinReason,
} from "./constants.js";
export { boardDims } from "./engine/board-shape.js";
export { movementOf } from "./engine/move-tables.js";
export { rpsGridEngine } from "./engine-adapter.js";
export {
  fromState,
  type Game,
  legalMoves,
  type MoveEvent,
  newGame,
  type PlayResult,
  pieceCounts,
  play,
  toProtocolState,
} from "./game.js";
export { GREEDY_WEIGHTS, greedyMove, greedyScore } from "./greedy.js";
export { type PerftOptions, perft, perftFull, perftTable } from "./perft.js";
export { randomPlayout } from "./playout.js";
export {
  type GameReplay,
  type ReplayFileResult,
  type ReplayRun,
  type ReplayStep,
  replay,
  replayFile,
  replayGame,
  replayStart,
  WRONG_PLAYER,
} from "./replay-game.js";
export { buildRequest } from "./request.js";
export {
  parseLimits,
  parseRequest,
  parseResponse,
  parseResponseLine,
  parseRuleSet,
  parseState,
  userdataBytes,
} from "./schema/parse.js";
export {
  type BotRequest,
  type BotResponse,
  DEFAULT_LIMITS,
  type JsonValue,
  type LastMove,
  LastMoveSchema,
  type Limits,
  LimitsSchema,
  MoveSchema,
  type Piece,
  PieceSchema,
  type ProtocolMove,
  type ProtocolState,
  RequestSchema,
  ResponseSchema,
  StateSchema,
  type StateTile,
  StateTileSchema,
} from "./schema/protocol.js";
export {
  parseReplay,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  type Replay,
  type ReplayBot,
  ReplayBotSchema,
  type ReplayMove,
  ReplayMoveSchema,
  type ReplayResult,
  ReplaySchema,
} from "./schema/replay.js";
export {
  type Cell,
  type Movement,
  MovementSchema,
  type PieceCounts,
  type RuleSet,
  RuleSetSchema,
  type TilePlacement,
  type TileType,
  type Vector,
} from "./schema/rule-set.js";
