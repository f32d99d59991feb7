import { ratingFor } from "../rules/rating.js";
import { stateRefusal } from "../rules/state-check.js";
import type { AttemptState } from "../types.js";

/**
 * Why the analyzer cannot answer about a value: nothing was given, or what was given does not hold
 * together as an attempt (wrong shape, counts that disagree, a status or rating its turns cannot have).
 */
export type AnalyzerUnknownCode = "missing_state" | "contradictory_state";

/**
 * The analyzer's answer about a value it cannot read as an attempt (seed 000: "Khi state thiếu hoặc
 * mâu thuẫn, dùng fallback trung tính và không suy đoán"). It carries no board fact at all: `reason` is
 * for the program (the JSON path and what is wrong), `message` the neutral words a coach may say.
 */
export interface AnalyzerUnknown {
  unknown: { code: AnalyzerUnknownCode; reason: string; message: string };
}

/** Neutral words: nothing about the board, no guess. */
export const NEUTRAL_WORDS: Record<AnalyzerUnknownCode, string> = {
  missing_state: "The state of this game is missing, so nothing about the board can be said.",
  contradictory_state:
    "What was given about this game does not fit together, so nothing about the board can be said.",
};

export const analyzerUnknown = (code: AnalyzerUnknownCode, reason: string): AnalyzerUnknown => ({
  unknown: { code, reason, message: NEUTRAL_WORDS[code] },
});

/** Whether an analyzer answer is the typed unknown (no result). */
export function isAnalyzerUnknown(value: unknown): value is AnalyzerUnknown {
  if (typeof value !== "object" || value === null || !("unknown" in value)) return false;
  const inner = (value as { unknown: unknown }).unknown;
  return typeof inner === "object" && inner !== null && "code" in inner;
}

const isMove = (move: unknown, nodeCount: number): boolean => {
  if (typeof move !== "object" || move === null) return false;
  const { node, direction } = move as { node?: unknown; direction?: unknown };
  return (
    Number.isInteger(node) &&
    (node as number) >= 0 &&
    (node as number) < nodeCount &&
    (direction === "left" || direction === "right")
  );
};

/** What its counters say the status must be (the rules' steps 6–7, read backwards). */
function statusProblem(s: AttemptState): string | null {
  if (s.moves.length !== s.turnsUsed)
    return `$.moves: ${s.moves.length} move(s) but turnsUsed is ${s.turnsUsed}`;
  const bad = s.moves.findIndex((move) => !isMove(move, s.level.nodes.length));
  if (bad >= 0) return `$.moves[${bad}]: expected { node, direction } on this board`;
  // A lost attempt takes no more moves, so no attempt goes past its limit (a limit of 0 still
  // lets the first move be played, and lose).
  if (s.turnsUsed > Math.max(s.maxTurns, 1))
    return `$.turnsUsed: ${s.turnsUsed} is past maxTurns ${s.maxTurns}`;
  const expected =
    s.turnsUsed === 0
      ? "playing"
      : s.remainingStarfish === 0
        ? "won"
        : s.turnsUsed >= s.maxTurns
          ? "lost"
          : "playing";
  if (s.levelStatus !== expected)
    return `$.levelStatus: ${s.levelStatus}, but ${s.turnsUsed} turn(s) of ${s.maxTurns} with ${s.remainingStarfish} starfish left make it ${expected}`;
  if (s.levelStatus === "won") {
    const rating = s.optimalTurns === null ? 1 : ratingFor(s.turnsUsed, s.optimalTurns, s.maxTurns);
    if (s.rating !== rating)
      return `$.rating: ${s.rating}, but a Full Rescue on turn ${s.turnsUsed} rates ${rating}`;
  }
  return null;
}

/**
 * The attempt to answer about, or the typed unknown. The value is first copied as plain data (a
 * getter or proxy cannot change it between two reads; what cannot be copied is contradictory), then
 * checked: the rules' own state check (shape, a level the rules can run, counts that add up; bounded
 * size and depth), then that the moves, turns, status and rating agree with each other. The board is
 * not replayed from the moves (the rules accept any board; the MCP server replays what agents send).
 */
export function readAttempt(value: unknown): AttemptState | AnalyzerUnknown {
  if (value === undefined || value === null)
    return analyzerUnknown("missing_state", "$: no attempt state was given");
  let state: unknown;
  try {
    const refusal = stateRefusal(value);
    if (refusal) return analyzerUnknown("contradictory_state", refusal.message);
    state = structuredClone(value);
  } catch {
    return analyzerUnknown("contradictory_state", "$: cannot be read as plain data");
  }
  // The copy is checked again: the first check read the original, which could have changed since.
  const refusal = stateRefusal(state);
  if (refusal) return analyzerUnknown("contradictory_state", refusal.message);
  const problem = statusProblem(state as AttemptState);
  return problem === null
    ? (state as AttemptState)
    : analyzerUnknown("contradictory_state", `not a valid attempt state: ${problem}`);
}
