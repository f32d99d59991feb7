import {
  ActionSchema,
  type GameState,
  MAX_ACTIONS,
  newGame,
  parseLevel,
  replayActions,
  validateLevel,
} from "@rulekit/reactor";
import { z } from "zod";
import { INPUT_FORMATS } from "../../../io/input-limits.js";
import { refusedLine } from "../../reactor/load.js";
import { type UnknownAnswer, unknownAnswer } from "../answer.js";
import { CoachLocaleSchema } from "../coach-words.js";
import type { McpContext } from "../context.js";
import { notOfKind } from "../files.js";

/** The state arguments of the Reactor tools: a level file and the actions played since its start. */
export const REACTOR_STATE_INPUT = {
  level: z
    .string()
    .min(1)
    .optional()
    .describe("a Reactor level file inside the levels folder or a folder the host allowed (--allow-dir)"),
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
 * The game after the actions. A file outside the allowed folders, one that cannot be read or is not a
 * V1 level is an error (never quoting the file); a level that fails validation, or an action the rules
 * refuse, is contradictory state; no level is missing state.
 */
export function resolveGame(
  args: ReactorStateArgs,
  context: McpContext,
): { state: GameState; levelId: string } | UnknownAnswer {
  const locale = args.locale ?? "en";
  if (args.level === undefined) return unknownAnswer("missing_state", "no Reactor level was given", locale);
  const data = context.files.readJson("level", args.level, INPUT_FORMATS.reactorLevel);
  const loaded = parseLevel(data, { validate: false });
  if (!loaded.ok) throw notOfKind("level", args.level, "Reactor V1 level", loaded.issues.length);
  const report = validateLevel(loaded.value);
  if (!report.ok)
    return unknownAnswer(
      "contradictory_state",
      `${args.level}: the level fails validation (${report.errors.length} error(s): ${[...new Set(report.errors.map((e) => e.code))].join(", ")})`,
      locale,
    );
  const outcome = replayActions(newGame(loaded.value), args.actions ?? []);
  if (outcome.refused)
    return unknownAnswer("contradictory_state", refusedLine("actions", outcome.refused), locale);
  return { state: outcome.state, levelId: loaded.value.meta.id };
}
