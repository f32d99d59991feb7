import {
  type Command,
  type ContentBundle,
  digestOf,
  LOG_FORMAT,
  type MatchLog,
  MatchLogSchema,
  type MatchSetup,
  type MatchState,
  parseMatchLog,
  parseRunLog,
  RUN_PHASE,
  type RunAction,
  type RunLog,
  RunLogSchema,
  type RunState,
  replay,
  replayRun,
  verifyMatchLog,
  verifyRunLog,
} from "@rulekit/card-combat";
import { stableHash } from "@rulekit/core";
import { z } from "zod";
import { INPUT_FORMATS } from "../../../io/input-limits.js";
import { type UnknownAnswer, unknownAnswer } from "../answer.js";
import { type CoachLocale, CoachLocaleSchema } from "../coach-words.js";
import type { McpContext } from "../context.js";
import { notOfKind } from "../files.js";

/** The state arguments of the Cards tools: a match or run log (as `rulekit cards replay` reads). */
export const CARDS_STATE_INPUT = {
  logFile: z
    .string()
    .min(1)
    .optional()
    .describe("a match or run log file inside a folder the host allowed (--allow-dir) or the levels folder"),
  log: z.union([MatchLogSchema, RunLogSchema]).optional().describe("a match or run log, inline"),
  at: z
    .int()
    .min(0)
    .optional()
    .describe(
      "replay only the first N commands (match) or actions (run); default: all, checked against the log's hashes",
    ),
  locale: CoachLocaleSchema.optional(),
};

const CardsStateInput = z.object(CARDS_STATE_INPUT);
export type CardsStateArgs = z.output<typeof CardsStateInput>;

/** Where a replayed log stands. `verified` is null for a partial replay (the hashes are the end's). */
export interface ReplayedLog {
  kind: "match" | "run";
  steps: number;
  verified: boolean | null;
  stateHash: string;
  eventsHash: string;
  /** The match in play (a run's current fight), or null. */
  match: MatchState | null;
  run: RunState | null;
}

/**
 * The match (or run) after the log's commands. No log is missing state; two logs, a log cut past its
 * end, a refused command or a replay that misses the recorded hashes is contradictory state. A file
 * that cannot be read or is not a card-combat log is an error.
 */
export function resolveLog(args: CardsStateArgs, context: McpContext): ReplayedLog | UnknownAnswer {
  const locale = args.locale ?? "en";
  if (args.log === undefined && args.logFile === undefined)
    return unknownAnswer("missing_state", "no log or logFile was given", locale);
  if (args.log !== undefined && args.logFile !== undefined)
    return unknownAnswer("contradictory_state", "both log and logFile were given: give one", locale);
  const log = args.log ?? readLogFile(args.logFile!, context);
  const replayed =
    log.format === LOG_FORMAT.match
      ? matchOf(log as MatchLog, args.at, locale)
      : runOf(log as RunLog, args.at, locale);
  // A file's replay problem would quote the commands it holds: name the file and the kind of problem.
  if (
    "unknown" in replayed &&
    args.logFile !== undefined &&
    /does not replay|was refused/.test(replayed.unknown.reason)
  )
    return unknownAnswer(
      "contradictory_state",
      `${args.logFile}: the log does not replay to what it records (check it with rulekit cards replay)`,
      locale,
    );
  return replayed;
}

/** A log file inside the allowed folders, of either kind; a wrong file is named without its content. */
function readLogFile(path: string, context: McpContext): MatchLog | RunLog {
  const data = context.files.readJson("logFile", path, INPUT_FORMATS.cardsLog);
  const format = (data as { format?: unknown } | null)?.format;
  const parsed =
    format === LOG_FORMAT.match ? parseMatchLog(data) : format === LOG_FORMAT.run ? parseRunLog(data) : null;
  if (parsed === null) throw notOfKind("logFile", path, "card-combat log", 1);
  if (!parsed.ok) throw notOfKind("logFile", path, "card-combat log", parsed.issues.length);
  return parsed.value;
}

/** A run's fight in play: none between fights (reward, upgrade) or once the run is over. */
const inPlay = (run: RunState) => (run.phase === RUN_PHASE.combat ? run.match : null);

const pastEnd = (at: number, total: number, what: string, locale: CoachLocale) =>
  unknownAnswer("contradictory_state", `at ${at}: the log holds only ${total} ${what}`, locale);

function matchOf(log: MatchLog, at: number | undefined, locale: CoachLocale): ReplayedLog | UnknownAnswer {
  if (at === undefined) {
    const check = verifyMatchLog(log);
    if (!check.ok)
      return unknownAnswer("contradictory_state", `the log does not replay: ${check.problem}`, locale);
    const { stateHash, eventsHash, steps, state } = check;
    return { kind: "match", steps, verified: true, stateHash, eventsHash, match: state, run: null };
  }
  if (at > log.commands.length) return pastEnd(at, log.commands.length, "commands", locale);
  const result = replay(log.seed, {
    setup: log.setup as MatchSetup,
    commands: log.commands.slice(0, at) as Command[],
  });
  if (!result.ok)
    return unknownAnswer(
      "contradictory_state",
      `command ${result.index} was refused: ${result.code}: ${result.message}`,
      locale,
    );
  return {
    kind: "match",
    steps: at,
    verified: null,
    stateHash: stableHash(result.state),
    eventsHash: digestOf(result.events),
    match: result.state,
    run: null,
  };
}

function runOf(log: RunLog, at: number | undefined, locale: CoachLocale): ReplayedLog | UnknownAnswer {
  if (at === undefined) {
    const check = verifyRunLog(log);
    if (!check.ok)
      return unknownAnswer("contradictory_state", `the log does not replay: ${check.problem}`, locale);
    const { stateHash, eventsHash, steps, state } = check;
    return { kind: "run", steps, verified: true, stateHash, eventsHash, match: inPlay(state), run: state };
  }
  if (at > log.actions.length) return pastEnd(at, log.actions.length, "actions", locale);
  const result = replayRun(log.seed, {
    content: log.content as ContentBundle,
    factions: log.factions,
    actions: log.actions.slice(0, at) as RunAction[],
  });
  if (!result.ok)
    return unknownAnswer(
      "contradictory_state",
      `action ${result.index} was refused: ${result.code}: ${result.message}`,
      locale,
    );
  return {
    kind: "run",
    steps: at,
    verified: null,
    stateHash: stableHash(result.state),
    eventsHash: result.eventsHash,
    match: inPlay(result.state),
    run: result.state,
  };
}
