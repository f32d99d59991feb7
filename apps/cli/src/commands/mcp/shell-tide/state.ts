import { formatIssues } from "@rulekit/core";
import {
  type AttemptState,
  commit,
  DirectionSchema,
  LEVEL_ISSUE,
  type Level,
  LevelSchema,
  levelFileName,
  newAttempt,
  PACK_TABLE,
  parseLevel,
  stateRefusal,
} from "@rulekit/shell-tide";
import { z } from "zod";
import { INPUT_FORMATS } from "../../../io/input-limits.js";
import { expectKind, readJsonFile, readJsonInFolder } from "../../../io/read-input.js";
import { formatMove } from "../../shell-tide/shared.js";
import { type UnknownAnswer, unknownAnswer } from "../answer.js";
import { type CoachLocale, CoachLocaleSchema } from "../coach-words.js";

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

/** The state arguments every Shell Tide tool takes: one level source (or an attempt), then moves. */
export const STATE_INPUT = {
  level: z
    .int()
    .min(1)
    .max(PACK_TABLE.length)
    .optional()
    .describe("a level of the shipped Full Rescue v2 pack, 1..10"),
  levelFile: z.string().min(1).optional().describe("a Shell Tide level file (path on the server's machine)"),
  levelJson: z.optional(LevelSchema).describe("a Shell Tide level, inline"),
  attempt: AttemptSchema.optional().describe("a runtime attempt state instead of a level"),
  moves: z
    .array(MoveSchema)
    .max(MAX_MOVES)
    .optional()
    .describe("moves the player committed, in order, played from the level's start (or after the attempt)"),
  locale: CoachLocaleSchema.optional(),
};

export const StateInputSchema = z.object(STATE_INPUT);
export type StateInput = z.output<typeof StateInputSchema>;

export interface ResolvedState {
  state: AttemptState;
  /** Where the level came from (for messages). */
  source: string;
}

const RULE_ISSUES = new Set<string>(Object.values(LEVEL_ISSUE));

/**
 * The attempt a tool answers about. No source at all is missing state; two sources, a level that
 * breaks the board rules, an attempt whose counts or moves do not add up, or a move the rules refuse
 * is contradictory state. A file that cannot be read, or is not a level at all, is an error.
 */
export function resolveState(args: StateInput, packDir: string): ResolvedState | UnknownAnswer {
  const locale: CoachLocale = args.locale ?? "en";
  const given = (["level", "levelFile", "levelJson", "attempt"] as const).filter(
    (k) => args[k] !== undefined,
  );
  if (given.length === 0)
    return unknownAnswer("missing_state", "no level, levelFile, levelJson or attempt was given", locale);
  if (given.length > 1)
    return unknownAnswer(
      "contradictory_state",
      `the state was given ${given.length} ways at once (${given.join(", ")}): give one`,
      locale,
    );
  const start = startOf(args, packDir, locale);
  if ("unknown" in start) return start;
  let state = start.state;
  for (const [index, move] of (args.moves ?? []).entries()) {
    const result = commit(state, move);
    if (!result.ok)
      return unknownAnswer(
        "contradictory_state",
        `${start.source}: move ${index + 1} (${formatMove(move)}) is refused: ${result.code}: ${result.message}`,
        locale,
      );
    state = result.state;
  }
  return { state, source: start.source };
}

function startOf(args: StateInput, packDir: string, locale: CoachLocale): ResolvedState | UnknownAnswer {
  if (args.attempt) return attemptOf(args.attempt as AttemptState, locale);
  const [source, data] =
    args.level !== undefined
      ? [
          `level ${args.level}`,
          readJsonInFolder(packDir, levelFileName(args.level), INPUT_FORMATS.shellTideLevel),
        ]
      : args.levelFile !== undefined
        ? [args.levelFile, readJsonFile(args.levelFile, INPUT_FORMATS.shellTideLevel)]
        : ["levelJson", args.levelJson];
  const parsed = parseLevel(data);
  if (!parsed.ok && parsed.issues.some((issue) => RULE_ISSUES.has(issue.code)))
    return unknownAnswer(
      "contradictory_state",
      `${source}: the level breaks the board rules: ${formatIssues(parsed.issues, 3)}`,
      locale,
    );
  const level: Level = expectKind(source, "Shell Tide level", parsed);
  return { state: newAttempt(level), source };
}

/**
 * A runtime attempt must be an attempt the rules could have made: its counts add up, and its own
 * moves, replayed from the level's start, give its board, turns, status and rating.
 */
function attemptOf(attempt: AttemptState, locale: CoachLocale): ResolvedState | UnknownAnswer {
  const refusal = stateRefusal(attempt);
  if (refusal) return unknownAnswer("contradictory_state", `attempt: ${refusal.message}`, locale);
  let replayed = newAttempt(attempt.level, {
    optimalTurns: attempt.optimalTurns,
    maxTurns: attempt.maxTurns,
  });
  for (const [index, move] of attempt.moves.entries()) {
    const result = commit(replayed, move);
    if (!result.ok)
      return unknownAnswer(
        "contradictory_state",
        `attempt: its move ${index + 1} (${formatMove(move)}) is refused: ${result.code}`,
        locale,
      );
    replayed = result.state;
  }
  const differs = (["starfish", "rescued", "turnsUsed", "levelStatus", "rating"] as const).filter(
    (key) => JSON.stringify(replayed[key]) !== JSON.stringify(attempt[key]),
  );
  if (differs.length > 0)
    return unknownAnswer(
      "contradictory_state",
      `attempt: its moves replayed from the level's start do not give its ${differs.join(", ")}`,
      locale,
    );
  return { state: replayed, source: "attempt" };
}
