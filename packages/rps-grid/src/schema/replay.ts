import { type ParseResult, parseInput } from "@rulekit/core";
import * as z from "zod/mini";
import { ENGINE_NAME, WIN_REASONS } from "../constants.js";
import { LimitsSchema, MoveSchema, StateSchema } from "./protocol.js";
import { PlayerIndexSchema, RuleSetSchema } from "./rule-set.js";

export const REPLAY_FORMAT = "rulekit-rps-replay" as const;
export const REPLAY_VERSION = 1 as const;

const nonNegative = z.number().check(z.gte(0));

/** One bot per player (index = player). */
export const ReplayBotSchema = z.looseObject({
  name: z.string(),
  language: z.string(),
  sourceHash: z.string(),
});

/** One accepted move with the bot's resource figures for it (timings never compared). */
export const ReplayMoveSchema = z.looseObject({
  ply: z.int().check(z.gte(0)),
  player: PlayerIndexSchema,
  move: MoveSchema,
  requestId: z.string(),
  cpuMs: nonNegative,
  wallMs: nonNegative,
  outputBytes: z.int().check(z.gte(0)),
  userdataBytes: z.int().check(z.gte(0)),
});

export const ReplayFaultSchema = z.looseObject({
  player: PlayerIndexSchema,
  code: z.string().check(z.minLength(1)),
  message: z.string(),
});

export const ReplayResultSchema = z.looseObject({
  status: z.enum(["finished", "aborted"]),
  winner: z.nullable(PlayerIndexSchema),
  winReason: z.nullable(z.union([z.enum(WIN_REASONS), z.string()])),
  fault: z.nullable(ReplayFaultSchema),
});

/**
 * An arena match record (docs/rps-grid/replay-format.md). Extra fields (`createdAt`, `attempts`, …)
 * are allowed and kept. `initialState` is present when the match started from an explicit state.
 */
export const ReplaySchema = z
  .looseObject({
    format: z.literal(REPLAY_FORMAT),
    version: z.literal(REPLAY_VERSION),
    engine: z.looseObject({ name: z.literal(ENGINE_NAME), version: z.string() }),
    rules: RuleSetSchema,
    seed: z.string(),
    initialState: z.optional(StateSchema),
    limits: LimitsSchema,
    bots: z.tuple([ReplayBotSchema, ReplayBotSchema]),
    moves: z.array(ReplayMoveSchema),
    result: ReplayResultSchema,
  })
  .check(
    z.superRefine((replay, ctx) => {
      replay.moves.forEach((move, i) => {
        if (move.ply !== i) {
          ctx.addIssue({ code: "custom", path: ["moves", i, "ply"], message: `expected ply ${i}` });
        }
      });
    }),
  );

export type Replay = z.output<typeof ReplaySchema>;
export type ReplayMove = z.output<typeof ReplayMoveSchema>;
export type ReplayBot = z.output<typeof ReplayBotSchema>;
export type ReplayResult = z.output<typeof ReplayResultSchema>;

/** Validates an arena replay given as JSON text or as the parsed value; issues carry JSON paths. */
export function parseReplay(input: unknown): ParseResult<Replay> {
  return parseInput(ReplaySchema, input);
}
