import * as z from "zod/mini";
import { PROTOCOL_VERSION, STATUS, WIN_REASONS } from "../constants.js";
import { CellSchema, PieceTypeSchema, PlayerIndexSchema, RuleSetSchema } from "./rule-set.js";

/** A board cell's content: `{ player, type, powered?: true, effect? }` (null = empty). */
export const PieceSchema = z.looseObject({
  player: PlayerIndexSchema,
  type: PieceTypeSchema,
  powered: z.optional(z.boolean()),
  effect: z.optional(z.string().check(z.minLength(1))),
});

/** A move as the protocol writes it; coordinates must be integers. */
export const MoveSchema = z.looseObject({
  fromRow: z.int(),
  fromCol: z.int(),
  toRow: z.int(),
  toCol: z.int(),
});

export const LastMoveSchema = z.looseObject({
  fromRow: z.int(),
  fromCol: z.int(),
  toRow: z.int(),
  toCol: z.int(),
  player: PlayerIndexSchema,
  pieceType: PieceTypeSchema,
  captured: z._default(z.nullable(z.looseObject({ player: PlayerIndexSchema, type: PieceTypeSchema })), null),
  blocked: z._default(z.boolean(), false),
  bonus_step: z._default(z.nullable(z.looseObject({ row: z.int(), col: z.int() })), null),
  pickedPowerUp: z._default(z.boolean(), false),
  pickedEffect: z._default(z.nullable(z.string()), null),
});

/** `state.tiles[]`: every special cell, blocked and void cells included. */
export const StateTileSchema = z.looseObject({
  row: z.int(),
  col: z.int(),
  type: z.string().check(z.minLength(1)),
  tags: z.array(z.string()),
});

export const WinReasonSchema = z.enum(WIN_REASONS);

/** The protocol's `state` (spec §3); unknown fields are allowed and kept. */
export const StateSchema = z.looseObject({
  board: z.array(z.array(z.nullable(PieceSchema))),
  currentTurn: PlayerIndexSchema,
  moveCount: z.int().check(z.gte(0)),
  status: z.enum([STATUS.playing, STATUS.finished]),
  winner: z.nullable(PlayerIndexSchema),
  winReason: z.nullable(WinReasonSchema),
  lastMove: z.nullable(LastMoveSchema),
  powerUps: z.optional(z.array(CellSchema)),
  tiles: z.optional(z.array(StateTileSchema)),
});

const positiveInt = z.int().check(z.gte(1));
/** Per-move and per-match limits (spec §5); all integers. */
export const LimitsSchema = z.looseObject({
  moveCpuMs: positiveInt,
  totalCpuMs: positiveInt,
  moveWallMs: positiveInt,
  matchWallMs: positiveInt,
  memoryMb: positiveInt,
  outputBytes: positiveInt,
  userdataBytes: positiveInt,
});

/** The protocol's default limits. */
export const DEFAULT_LIMITS: Limits = Object.freeze({
  moveCpuMs: 500,
  totalCpuMs: 30000,
  moveWallMs: 3000,
  matchWallMs: 180000,
  memoryMb: 256,
  outputBytes: 65536,
  userdataBytes: 16384,
});

/** Engine → bot: one JSON line on the bot's stdin. */
export const RequestSchema = z.looseObject({
  protocol_version: z.literal(PROTOCOL_VERSION),
  request_id: z.string(),
  player_index: PlayerIndexSchema,
  seed: z.string(),
  rules: RuleSetSchema,
  state: StateSchema,
  legal_moves: z.array(MoveSchema),
  limits: LimitsSchema,
  userdata: z.nullable(z.json()),
});

/** Bot → engine: one JSON line on the bot's stdout. */
export const ResponseSchema = z.looseObject({
  request_id: z.string(),
  move: MoveSchema,
  userdata: z.optional(z.json()),
});

export type Piece = z.infer<typeof PieceSchema>;
export type ProtocolMove = { fromRow: number; fromCol: number; toRow: number; toCol: number };
export type LastMove = z.output<typeof LastMoveSchema>;
export type StateTile = z.infer<typeof StateTileSchema>;
export type ProtocolState = z.output<typeof StateSchema>;
export type Limits = z.infer<typeof LimitsSchema>;
export type BotRequest = z.output<typeof RequestSchema>;
export type BotResponse = z.output<typeof ResponseSchema>;
export type JsonValue = z.infer<ReturnType<typeof z.json>>;
