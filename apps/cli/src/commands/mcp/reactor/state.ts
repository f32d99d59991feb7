import { ActionSchema, type GameState, MAX_ACTIONS, newGame, replayActions } from "@rulekit/reactor";
import { z } from "zod";
import { CliError } from "../../../io/errors.js";
import { readLevel, refusedLine } from "../../reactor/load.js";
import { type UnknownAnswer, unknownAnswer } from "../answer.js";
import { CoachLocaleSchema } from "../coach-words.js";

/** The state arguments of the Reactor tools: a level file and the actions played since its start. */
export const REACTOR_STATE_INPUT = {
  level: z.string().min(1).optional().describe("a Reactor level file (path on the server's machine)"),
  actions: z
    .array(ActionSchema)
    .max(MAX_ACTIONS)
    .optional()
    .describe("actions accepted since the level's start, in order (EndTurn included)"),
  locale: CoachLocaleSchema.optional(),
};

const ReactorStateInput = z.object(REACTOR_STATE_INPUT);
export type ReactorStateArgs = z.output<typeof ReactorStateInput>;

/**
 * The game after the actions. A file that cannot be read or is not a V1 level is an error (as for
 * `rulekit reactor`); a level that fails validation, or an action the rules refuse, is contradictory
 * state; no level is missing state.
 */
export function resolveGame(args: ReactorStateArgs): { state: GameState; levelId: string } | UnknownAnswer {
  const locale = args.locale ?? "en";
  if (args.level === undefined) return unknownAnswer("missing_state", "no Reactor level was given", locale);
  let level: ReturnType<typeof readLevel>["level"];
  try {
    level = readLevel(args.level).level;
  } catch (error) {
    // `invalid` is readLevel's code for a V1 level whose validation errors block running.
    if (error instanceof CliError && error.code === "invalid")
      return unknownAnswer("contradictory_state", error.message, locale);
    throw error;
  }
  const outcome = replayActions(newGame(level), args.actions ?? []);
  if (outcome.refused)
    return unknownAnswer("contradictory_state", refusedLine("actions", outcome.refused), locale);
  return { state: outcome.state, levelId: level.meta.id };
}
