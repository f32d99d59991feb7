import { z } from "zod";
import { jsonText } from "../../io/output.js";
import { type CoachLocale, neutralWords } from "./coach-words.js";

/**
 * Why a tool cannot answer about the state it was given. Neither is a caller mistake to fix by
 * changing argument types (that is an MCP error): the state is absent, or it does not hold together
 * under the engine's rules (a refused history, counts that disagree, a log whose replay does not
 * reach its recorded hashes, two sources of state at once).
 */
export const UNKNOWN_CODES = ["missing_state", "contradictory_state"] as const;
export type UnknownCode = (typeof UNKNOWN_CODES)[number];

export const UnknownSchema = z.object({
  code: z.enum(UNKNOWN_CODES),
  /** What is missing or does not fit, for the agent (JSON path, refusal code). */
  reason: z.string(),
  /** Neutral words the agent may say to the player instead of guessing. */
  message: z.string(),
});
export type Unknown = z.infer<typeof UnknownSchema>;

/** An answer about a state the tool could not read: carries no result. */
export interface UnknownAnswer {
  unknown: Unknown;
}

export const unknownAnswer = (
  code: UnknownCode,
  reason: string,
  locale: CoachLocale = "en",
): UnknownAnswer => ({
  unknown: { code, reason, message: neutralWords(code, locale) },
});

export const isUnknown = (value: unknown): value is UnknownAnswer =>
  typeof value === "object" && value !== null && "unknown" in value;

/**
 * Every tool's structured content: `{ status: "known", result }` or `{ status: "unknown", unknown }`.
 * MCP wants an object at the root of an output schema, so the two cases share one object and the
 * refinement says which field goes with which status.
 */
export function answerSchema<T extends z.ZodType>(result: T) {
  return z
    .object({
      status: z.enum(["known", "unknown"]),
      result: result.optional(),
      unknown: UnknownSchema.optional(),
    })
    .refine((a) => (a.status === "known") === (a.result !== undefined && a.unknown === undefined), {
      message: "a known answer has a result and no unknown; an unknown answer has no result",
    });
}

/** The tool result: a text for the agent, the same answer as JSON, and the structured content. */
export function toolResult(
  answer: { status: "known"; result: unknown } | { status: "unknown"; unknown: Unknown },
  text: string,
) {
  return {
    content: [
      { type: "text" as const, text },
      // On one line, C1 and bidi controls escaped as JSON escapes them (the same value): see inert-replies.ts.
      { type: "text" as const, text: jsonText(answer, 0) },
    ],
    structuredContent: answer as Record<string, unknown>,
  };
}

export const knownResult = (result: unknown, text: string) => toolResult({ status: "known", result }, text);

export const unknownResult = ({ unknown }: UnknownAnswer) =>
  toolResult({ status: "unknown", unknown }, `unknown (${unknown.code}): ${unknown.message}`);
