import {
  type JsonLimits,
  jsonValueOf,
  type ParseResult,
  parseJsonText,
  parseWith,
  type ValidationIssue,
} from "@rulekit/core";
import {
  type BotRequest,
  type BotResponse,
  type Limits,
  LimitsSchema,
  type ProtocolState,
  RequestSchema,
  ResponseSchema,
  StateSchema,
} from "./protocol.js";
import { type RuleSet, RuleSetSchema } from "./rule-set.js";

/**
 * Validates a RuleSet given as JSON text or as the parsed value. On success the value is a deep copy
 * of the input exactly as written (key order and unknown fields kept), so it can go into requests and
 * replays unchanged.
 */
export function parseRuleSet(input: unknown): ParseResult<RuleSet> {
  const data = jsonValueOf(input);
  if (!data.ok) return data;
  const result = parseWith(RuleSetSchema, data.value);
  return result.ok ? { ok: true, value: structuredClone(data.value) as RuleSet } : result;
}

export function parseState(data: unknown): ParseResult<ProtocolState> {
  return parseWith(StateSchema, data);
}

export function parseLimits(data: unknown): ParseResult<Limits> {
  return parseWith(LimitsSchema, data);
}

export function parseRequest(data: unknown): ParseResult<BotRequest> {
  return parseWith(RequestSchema, data);
}

/**
 * Checks a bot's response object: the shape (integer coordinates) and, when `expectedRequestId` is
 * given, that `request_id` matches. Whether the move is legal is `play`'s business.
 */
export function parseResponse(data: unknown, expectedRequestId?: string): ParseResult<BotResponse> {
  const result = parseWith(ResponseSchema, data);
  if (!result.ok || expectedRequestId === undefined || result.value.request_id === expectedRequestId) {
    return result;
  }
  return fail("$.request_id", "wrong_request_id", `expected request_id '${expectedRequestId}'`);
}

/**
 * Bounds on a bot's answer, checked before it is parsed so that nothing downstream (zod, JSON
 * encoding, hashing) can overflow on it. The response object is depth 1, so userdata may nest 63
 * levels. The arena's `outputBytes` limit (64 KiB by default) is normally the tighter size bound.
 */
export const RESPONSE_LIMITS: Readonly<Required<Pick<JsonLimits, "maxDepth" | "maxChars">>> = Object.freeze({
  maxDepth: 64,
  maxChars: 1024 * 1024,
});

/**
 * Checks a bot's whole stdout: exactly one JSON line (one trailing newline allowed) within
 * `RESPONSE_LIMITS` (64 levels deep, a million characters), then {@link parseResponse}. Every failure here is what the arena calls
 * `invalid_output`; issue codes: `empty_output`, `multiple_lines`, `too_large`, `too_deep`,
 * `malformed_json`, a schema code or `wrong_request_id`. Never throws, whatever the text. The
 * userdata returned is the value as the bot wrote it (own `__proto__` keys included), not a copy
 * rebuilt by the schema.
 */
export function parseResponseLine(
  stdout: string,
  expectedRequestId?: string,
  limits: JsonLimits = RESPONSE_LIMITS,
): ParseResult<BotResponse> {
  const text = stdout.endsWith("\r\n")
    ? stdout.slice(0, -2)
    : stdout.endsWith("\n")
      ? stdout.slice(0, -1)
      : stdout;
  if (text.trim() === "") return fail("$", "empty_output", "the bot printed nothing");
  if (text.includes("\n")) return fail("$", "multiple_lines", "the bot printed more than one line");
  const json = parseJsonText(text, limits);
  if (!json.ok) {
    const issue = json.issues[0]!;
    if (issue.code === "invalid_json") return fail("$", "malformed_json", issue.message);
    return fail("$", issue.code, `the response ${issue.message}`);
  }
  const parsed = parseResponse(json.value, expectedRequestId);
  if (!parsed.ok) return parsed;
  const raw = json.value as Record<string, unknown>;
  return {
    ok: true,
    value: Object.hasOwn(raw, "userdata")
      ? { ...parsed.value, userdata: raw.userdata as BotResponse["userdata"] }
      : parsed.value,
  };
}

/** UTF-8 size of a userdata value as the bot would send it (JSON text). */
export function userdataBytes(userdata: unknown): number {
  return userdata === undefined ? 0 : new TextEncoder().encode(JSON.stringify(userdata)).length;
}

function fail<T>(path: string, code: string, message: string): ParseResult<T> {
  const issue: ValidationIssue = { path, code, message };
  return { ok: false, issues: [issue] };
}
