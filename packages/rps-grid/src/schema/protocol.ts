import { z } from "zod";
import { PROTOCOL_VERSION, STATUS, WIN_REASONS } from "../constants.js";
import { CellSchema, PieceTypeSchema, PlayerIndexSchema, RuleSetSchema } from "./rule-set.js";

/** A board cell's content: `{ player, type, powered?: true, effect? }` (null = empty). */
export const PieceSchema = z.looseObject({
  player: PlayerIndexSchema,
  type: PieceTypeSchema,
  powered: z.boolean().optional(),
  effect: z.string().min(1).optional(),
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
  captured: z.looseObject({ player: PlayerIndexSchema, type: PieceTypeSchema }).nullable().default(null),
  blocked: z.boolean().default(false),
  bonus_step: z.looseObject({ row: z.int(), col: z.int() }).nullable().default(null),
  pickedPowerUp: z.boolean().default(false),
  pickedEffect: z.string().nullable().default(null),
});

/** `state.tiles[]`: every special cell, blocked and void cells included. */
export const StateTileSchema = z.looseObject({
  row: z.int(),
  col: z.int(),
  type: z.string().min(1),
  tags: z.array(z.string()),
});

export const WinReasonSchema = z.enum(WIN_REASONS);

/** The protocol's `state` (spec §3); unknown fields are allowed and kept. */
export const StateSchema = z.looseObject({
  board: z.array(z.array(PieceSchema.nullable())),
  currentTurn: PlayerIndexSchema,
  moveCount: z.int().min(0),
  status: z.enum([STATUS.playing, STATUS.finished]),
  winner: PlayerIndexSchema.nullable(),
  winReason: WinReasonSchema.nullable(),
  lastMove: LastMoveSchema.nullable(),
  powerUps: z.array(CellSchema).optional(),
  tiles: z.array(StateTileSchema).optional(),
});

const positiveInt = z.int().min(1);
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
  userdata: z.json().nullable(),
});

/** Bot → engine: one JSON line on the bot's stdout. */
export const ResponseSchema = z.looseObject({
  request_id: z.string(),
  move: MoveSchema,
  userdata: z.json().optional(),
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
