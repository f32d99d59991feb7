import { formatIssues } from "@rulekit/core";
import {
  type AttemptState,
  commit,
  LEVEL_ISSUE,
  type Level,
  levelFileName,
  newAttempt,
  parseLevel,
  stateRefusal,
} from "@rulekit/shell-tide";
import type { z } from "zod";
import { INPUT_FORMATS } from "../../../io/input-limits.js";
import { expectKind, readJsonInFolder } from "../../../io/read-input.js";
import { formatMove } from "../../shell-tide/shared.js";
import { type UnknownAnswer, unknownAnswer } from "../answer.js";
import type { CoachLocale } from "../coach-words.js";
import type { McpContext } from "../context.js";
import { notOfKind } from "../files.js";
import type { STATE_SOURCE, StateInput } from "./inputs.js";
import { knownLevelOf, type PackLevel } from "./known-levels.js";
import { readGameSession } from "./session.js";

export interface ResolvedState {
  state: AttemptState;
  /** Where the level came from (for messages). */
  source: string;
  /** The game host's session, not a state the agent named (only it gets solver knowledge: docs/mcp.md). */
  fromSession: boolean;
}

const RULE_ISSUES = new Set<string>(Object.values(LEVEL_ISSUE));

/**
 * The attempt a tool answers about. No source at all is the game session (missing state without one);
 * two sources, a level that breaks the board rules, an attempt whose counts, moves or turn figures do
 * not add up, or a move the rules refuse is contradictory state. A file outside the allowed folders, one
 * that cannot be read or is not a level, or a level that is not one of the pack's, is an error.
 */
export function resolveState(args: StateInput, context: McpContext): ResolvedState | UnknownAnswer {
  const locale: CoachLocale = args.locale ?? "en";
  const given = (["level", "levelFile", "levelJson", "attempt"] as const).filter(
    (k) => args[k] !== undefined,
  );
  if (given.length === 0) {
    if (args.moves !== undefined)
      return unknownAnswer(
        "contradictory_state",
        "moves were given without a level (level, levelFile, levelJson or attempt): the game session's moves come from the game host alone",
        locale,
      );
    if (context.gameSession === null)
      return unknownAnswer(
        "missing_state",
        "no level, levelFile, levelJson or attempt was given, and the server has no game session",
        locale,
      );
    const session = readGameSession(context.gameSession, locale);
    if ("unknown" in session) return session;
    const resolved = resolveNamed(session, context, locale);
    return "unknown" in resolved ? resolved : { ...resolved, source: "game session", fromSession: true };
  }
  if (given.length > 1)
    return unknownAnswer(
      "contradictory_state",
      `the state was given ${given.length} ways at once (${given.join(", ")}): give one`,
      locale,
    );
  return resolveNamed(args, context, locale);
}

/** A state named by one source (the arguments, or the game session file), then its moves. */
function resolveNamed(
  args: z.output<z.ZodObject<typeof STATE_SOURCE>>,
  context: McpContext,
  locale: CoachLocale,
): ResolvedState | UnknownAnswer {
  const start = startOf(args, context, locale);
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
  return { state, source: start.source, fromSession: false };
}

function startOf(
  args: z.output<z.ZodObject<typeof STATE_SOURCE>>,
  context: McpContext,
  locale: CoachLocale,
): ResolvedState | UnknownAnswer {
  if (args.attempt) return attemptOf(args.attempt as AttemptState, context, locale);
  if (args.level !== undefined) {
    const source = `level ${args.level}`;
    const data = readJsonInFolder(context.packDir, levelFileName(args.level), INPUT_FORMATS.shellTideLevel);
    return fresh(expectKind(source, "Shell Tide level", parseLevel(data)), source);
  }
  if (args.levelFile !== undefined) {
    const data = context.files.readJson("levelFile", args.levelFile, INPUT_FORMATS.shellTideLevel);
    const parsed = parseLevel(data);
    if (parsed.ok) return fresh(parsed.value, args.levelFile);
    // Codes and paths only: a reason never quotes what a file holds.
    if (parsed.issues.some((issue) => RULE_ISSUES.has(issue.code)))
      return unknownAnswer(
        "contradictory_state",
        `${args.levelFile}: the level breaks the board rules (${parsed.issues.map((i) => `${i.path} ${i.code}`).join(", ")})`,
        locale,
      );
    throw notOfKind("levelFile", args.levelFile, "Shell Tide level", parsed.issues.length);
  }
  const parsed = parseLevel(args.levelJson);
  if (!parsed.ok)
    return unknownAnswer(
      "contradictory_state",
      `levelJson: the level breaks the board rules: ${formatIssues(parsed.issues, 3)}`,
      locale,
    );
  const known = knownLevelOf("levelJson", parsed.value, context);
  const balance = balanceProblem("levelJson", parsed.value, known);
  if (balance) return unknownAnswer("contradictory_state", balance, locale);
  return {
    state: newAttempt(known.level, known.figures),
    source: `levelJson (level ${known.n})`,
    fromSession: false,
  };
}

const fresh = (level: Level, source: string): ResolvedState => ({
  state: newAttempt(level),
  source,
  fromSession: false,
});

/** A level of the pack given inline may leave out its balance; one it carries must be the pack's. */
function balanceProblem(source: string, level: Level, known: PackLevel): string | null {
  if (level.balance === undefined || JSON.stringify(level.balance) === JSON.stringify(known.level.balance))
    return null;
  return `${source}: its balance (optimalTurns ${level.balance.optimalTurns}, maxTurns ${level.balance.maxTurns}) is not level ${known.n}'s (optimalTurns ${known.figures.optimalTurns}, maxTurns ${known.figures.maxTurns})`;
}

/**
 * A runtime attempt must be an attempt the rules could have made on a pack level: its turn figures
 * are the level's (the balance, else the solver's — never the attempt's own claim: an attempt that
 * says maxTurns 99 or optimalTurns 1 would add turns and change the rating), its counts add up, and its
 * own moves, replayed from the level's start, give its board, turns, status and rating.
 */
function attemptOf(
  attempt: AttemptState,
  context: McpContext,
  locale: CoachLocale,
): ResolvedState | UnknownAnswer {
  const refusal = stateRefusal(attempt);
  if (refusal) return unknownAnswer("contradictory_state", `attempt: ${refusal.message}`, locale);
  const known = knownLevelOf("attempt.level", attempt.level, context);
  const balance = balanceProblem("attempt.level", attempt.level, known);
  if (balance) return unknownAnswer("contradictory_state", balance, locale);
  for (const key of ["optimalTurns", "maxTurns"] as const) {
    if (attempt[key] !== known.figures[key])
      return unknownAnswer(
        "contradictory_state",
        `attempt: ${key} ${attempt[key]} is not level ${known.n}'s (${known.figures[key]}, ${key === "maxTurns" ? "its balance" : "proven by the solver"})`,
        locale,
      );
  }
  let replayed = newAttempt(known.level, known.figures);
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
  return { state: replayed, source: `attempt (level ${known.n})`, fromSession: false };
}
