import { type ParseResult, parseWith, type ValidationIssue } from "@rulekit/core";
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
 * Validates a RuleSet. On success the value is a deep copy of the input exactly as written (key
 * order and unknown fields kept), so it can go into requests and replays unchanged.
 */
export function parseRuleSet(data: unknown): ParseResult<RuleSet> {
  const result = parseWith(RuleSetSchema, data);
  return result.ok ? { ok: true, value: structuredClone(data) as RuleSet } : result;
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
 * Checks a bot's whole stdout: exactly one JSON line (one trailing newline allowed), then
 * {@link parseResponse}. Every failure here is what the arena calls `invalid_output`.
 */
export function parseResponseLine(stdout: string, expectedRequestId?: string): ParseResult<BotResponse> {
  const text = stdout.endsWith("\r\n")
    ? stdout.slice(0, -2)
    : stdout.endsWith("\n")
      ? stdout.slice(0, -1)
      : stdout;
  if (text.trim() === "") return fail("$", "empty_output", "the bot printed nothing");
  if (text.includes("\n")) return fail("$", "multiple_lines", "the bot printed more than one line");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return fail("$", "malformed_json", `not valid JSON: ${(error as Error).message}`);
  }
  return parseResponse(data, expectedRequestId);
}

/** UTF-8 size of a userdata value as the bot would send it (JSON text). */
export function userdataBytes(userdata: unknown): number {
  return userdata === undefined ? 0 : new TextEncoder().encode(JSON.stringify(userdata)).length;
}

function fail<T>(path: string, code: string, message: string): ParseResult<T> {
  const issue: ValidationIssue = { path, code, message };
  return { ok: false, issues: [issue] };
}
