import { type AttemptState, DirectionSchema, LevelSchema, PACK_TABLE } from "@rulekit/shell-tide";
import { z } from "zod";
import { CoachLocaleSchema } from "../coach-words.js";

/** Longest move list a tool replays (the longest level allows 8 turns; runtimes keep a few more). */
export const MAX_MOVES = 200;

export const MoveSchema = z.object({ node: z.int().min(0), direction: DirectionSchema });

const RatingSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** A runtime attempt state (the engine's `AttemptState`, as plain JSON). */
export const AttemptSchema = z.object({
  level: LevelSchema,
  starfish: z.array(z.int().min(0)),
  objective: z.int().min(0),
  rescued: z.int().min(0),
  remainingStarfish: z.int().min(0),
  turnsUsed: z.int().min(0),
  optimalTurns: z.int().min(0).nullable(),
  maxTurns: z.int().min(0),
  levelStatus: z.enum(["playing", "won", "lost"]),
  rating: RatingSchema.nullable(),
  moves: z.array(MoveSchema).max(MAX_MOVES),
}) satisfies z.ZodType<AttemptState>;

/** Where a Shell Tide state comes from: one level source (or an attempt), then moves. */
export const STATE_SOURCE = {
  level: z
    .int()
    .min(1)
    .max(PACK_TABLE.length)
    .optional()
    .describe("a level of the shipped Full Rescue v2 pack, 1..10"),
  levelFile: z
    .string()
    .min(1)
    .optional()
    .describe("a Shell Tide level file inside the pack or a folder the host allowed (--allow-dir)"),
  levelJson: z.optional(LevelSchema).describe("a level of the pack, inline"),
  attempt: AttemptSchema.optional().describe("a runtime attempt state of a pack level instead of a level"),
  moves: z
    .array(MoveSchema)
    .max(MAX_MOVES)
    .optional()
    .describe("moves the player committed, in order, played from the level's start (or after the attempt)"),
};

/**
 * The state arguments every Shell Tide tool takes. With none of them, the tools answer about the game
 * host's session (`--game-session`), the one attempt the agent cannot name.
 */
export const STATE_INPUT = { ...STATE_SOURCE, locale: CoachLocaleSchema.optional() };

export const StateInputSchema = z.object(STATE_INPUT);
export type StateInput = z.output<typeof StateInputSchema>;
