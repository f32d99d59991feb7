import type { ExactLimitReport, Level } from "@rulekit/shell-tide";

/**
 * Which level's limit report the inspector shows, given answers that come back from the worker later and
 * possibly out of order. Each request gets a new ticket; an answer is kept only when its ticket is the
 * latest one asked, so the report of an old level is never shown for a new one.
 */
export interface LimitAnswers {
  /** The level the latest request was for, and its ticket (null before the first request). */
  asked: { level: Level; ticket: number } | null;
  /** The latest request's report, once it came back. */
  report: ExactLimitReport | null;
  /** Why the latest request has no report (the worker failed). */
  failure: string | null;
}

/** What the inspector shows for `level`: the report is being computed, it is there, or it failed. */
export type LimitView =
  | { status: "computing" }
  | { status: "done"; report: ExactLimitReport }
  | { status: "failed"; message: string };

export const NO_ANSWERS: LimitAnswers = { asked: null, report: null, failure: null };

/** A new request for `level` with a ticket never used before: no report until its answer comes. */
export function askLimits(level: Level, ticket: number): LimitAnswers {
  return { asked: { level, ticket }, report: null, failure: null };
}

/** An answer for `ticket`: kept when it is the latest request's, dropped otherwise. */
export function answerLimits(
  answers: LimitAnswers,
  ticket: number,
  answer: { report: ExactLimitReport } | { failure: string },
): LimitAnswers {
  if (answers.asked?.ticket !== ticket) return answers;
  return "report" in answer
    ? { ...answers, report: answer.report, failure: null }
    : { ...answers, report: null, failure: answer.failure };
}

/** The view for the level on screen: "computing" unless the latest answer is for this very level. */
export function limitView(answers: LimitAnswers, level: Level): LimitView {
  if (answers.asked?.level !== level) return { status: "computing" };
  if (answers.report) return { status: "done", report: answers.report };
  if (answers.failure !== null) return { status: "failed", message: answers.failure };
  return { status: "computing" };
}
