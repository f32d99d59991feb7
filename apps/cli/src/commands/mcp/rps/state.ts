import { formatIssues } from "@rulekit/core";
import {
  fromState,
  type Game,
  newGame,
  play,
  RulekitValidationError,
  RuleSetSchema,
  StateSchema,
} from "@rulekit/rps-grid";
import { z } from "zod";
import { BUILTIN_RULES } from "../../rps/engine/load-rules.js";
import { MAX_TRACE_MOVES } from "../../rps/engine/trace.js";
import { type UnknownAnswer, unknownAnswer } from "../answer.js";
import { CoachLocaleSchema } from "../coach-words.js";

const BUILTIN_NAMES = Object.keys(BUILTIN_RULES) as [string, ...string[]];

/** The state arguments of the RPS tools: the same input as `rulekit rps trace`. */
export const RPS_STATE_INPUT = {
  rules: z
    .union([z.enum(BUILTIN_NAMES), RuleSetSchema])
    .describe(`a RuleSet, or a built-in one by name (${BUILTIN_NAMES.join(", ")})`),
  seed: z.string().optional().describe("the setup seed (a new game from the RuleSet's setup)"),
  state: z.optional(StateSchema).describe("a protocol state to start from instead of the seeded setup"),
  moves: z
    .array(z.tuple([z.int(), z.int(), z.int(), z.int()]))
    .max(MAX_TRACE_MOVES)
    .optional()
    .describe("moves played since then, each [fromRow, fromCol, toRow, toCol]"),
  locale: CoachLocaleSchema.optional(),
};

const RpsStateInput = z.object(RPS_STATE_INPUT);
export type RpsStateArgs = z.output<typeof RpsStateInput>;

/**
 * The game after the moves. Neither a seed nor a state is missing state; a state the RuleSet does
 * not fit, or a move the rules refuse, is contradictory state.
 */
export function resolveRpsGame(args: RpsStateArgs): Game | UnknownAnswer {
  const locale = args.locale ?? "en";
  const rules = typeof args.rules === "string" ? BUILTIN_RULES[args.rules]! : args.rules;
  if (args.state === undefined && args.seed === undefined)
    return unknownAnswer("missing_state", "give a seed (a new game) or a state to start from", locale);
  let game: Game;
  try {
    game =
      args.state === undefined
        ? newGame(rules, args.seed!)
        : fromState(rules, args.state, { seed: args.seed });
  } catch (error) {
    if (!(error instanceof RulekitValidationError)) throw error;
    return unknownAnswer(
      "contradictory_state",
      `not a valid ${error.kind}: ${formatIssues(error.issues, 3)}`,
      locale,
    );
  }
  for (const [index, [fromRow, fromCol, toRow, toCol]] of (args.moves ?? []).entries()) {
    const result = play(game, { fromRow, fromCol, toRow, toCol });
    if (!result.ok)
      return unknownAnswer(
        "contradictory_state",
        `moves[${index}]: ${result.code}: ${result.message}`,
        locale,
      );
    game = result.game;
  }
  return game;
}
