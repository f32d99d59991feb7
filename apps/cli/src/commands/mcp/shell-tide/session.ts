import { FileError, parseJsonInput, readInputFile } from "@rulekit/core/node";
import { z } from "zod";
import { INPUT_FORMATS } from "../../../io/input-limits.js";
import { type UnknownAnswer, unknownAnswer } from "../answer.js";
import type { CoachLocale } from "../coach-words.js";
import { strictDeep } from "../strict-input.js";
import { STATE_SOURCE } from "./inputs.js";

/** The game session file: one state source of the pack (as a tool's arguments) and the moves played. */
const SessionSchema = strictDeep(z.object(STATE_SOURCE));
export type GameSession = z.output<typeof SessionSchema>;

/**
 * The game host's attempt, read afresh from its file at every call (the host rewrites it after each
 * commit). No file yet is missing state (no attempt in play); a file that cannot be read, is not JSON or
 * is not a session is contradictory state — said without quoting the file.
 */
export function readGameSession(path: string, locale: CoachLocale): GameSession | UnknownAnswer {
  let data: unknown;
  try {
    data = parseJsonInput("game session", readInputFile(path, INPUT_FORMATS.shellTideLevel));
  } catch (error) {
    if (error instanceof FileError && error.code === "not_found")
      return unknownAnswer("missing_state", "the game session holds no attempt yet (no file)", locale);
    const why = error instanceof FileError ? error.code : "unreadable";
    return unknownAnswer("contradictory_state", `the game session file cannot be read (${why})`, locale);
  }
  const parsed = SessionSchema.safeParse(data);
  if (!parsed.success)
    return unknownAnswer(
      "contradictory_state",
      `the game session file is not a Shell Tide session (${parsed.error.issues.map((i) => `$.${i.path.join(".")} ${i.code}`).join(", ")})`,
      locale,
    );
  return parsed.data;
}
