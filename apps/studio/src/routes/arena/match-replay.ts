import type { ValidationIssue } from "@rulekit/core";
import { parseReplay, type Replay, type ReplayRun, replayGame } from "@rulekit/rps-grid";
import { problemsText } from "../../lib/plain-issues.ts";
import { plainIssue } from "../rps/plain-issues.ts";

/** A match's replay as the service served it: ready to watch, or why it cannot be shown. */
export type MatchReplay =
  | { ok: true; replay: Replay; run: ReplayRun }
  | { ok: false; text: string; issues: readonly ValidationIssue[] };

/**
 * Reads a served replay and re-plays it with the engine. One that does not read (recorded by another
 * version of the engine, say) is said in one plain sentence, in the RPS replay viewer's words, with its
 * problems for the table under it; the validator's own words are for the CLI.
 */
export function readMatchReplay(data: unknown): MatchReplay {
  const parsed = parseReplay(data);
  if (!parsed.ok) {
    const plain = parsed.issues.map((issue) => plainIssue(issue));
    return {
      ok: false,
      text: `This match's replay cannot be shown: it is not a valid replay (${problemsText(plain)}).`,
      issues: parsed.issues,
    };
  }
  try {
    return { ok: true, replay: parsed.value, run: replayGame(parsed.value) };
  } catch (error) {
    return { ok: false, text: `The engine cannot start this game: ${(error as Error).message}`, issues: [] };
  }
}
