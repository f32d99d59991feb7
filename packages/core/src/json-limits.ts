import type { ParseResult, ValidationIssue } from "./validation.js";

/**
 * Bounds for JSON that comes from outside (files, bots, the network). The engines' own formats nest
 * a few levels deep; anything deeper is hostile or broken, and would otherwise overflow the stack of
 * a recursive consumer (zod, stableStringify, a renderer) long after parsing succeeded.
 */
export interface JsonLimits {
  /** Deepest nesting of arrays and objects allowed (the top-level value is depth 1). */
  maxDepth: number;
  /** Largest text accepted, in UTF-16 code units (≈ bytes for ASCII JSON). */
  maxChars?: number;
  /** Most values (objects, arrays, strings, numbers, booleans, nulls) a parsed value may hold. */
  maxNodes?: number;
}

/** What the engines' formats need, with a wide margin (their deepest value is about 8 levels). */
export const DEFAULT_JSON_LIMITS: Readonly<Required<Pick<JsonLimits, "maxDepth">>> = Object.freeze({
  maxDepth: 64,
});

/**
 * The bounds every library loader (`parseWith`) applies to a value it is handed: the default depth,
 * and at most a million values — far above any shipped file (the largest holds a few thousand), low
 * enough that validating it stays well under a second.
 */
export const DEFAULT_VALUE_LIMITS: Readonly<Required<Pick<JsonLimits, "maxDepth" | "maxNodes">>> =
  Object.freeze({ maxDepth: DEFAULT_JSON_LIMITS.maxDepth, maxNodes: 1_000_000 });

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function issue(code: string, message: string): ParseResult<never> {
  const found: ValidationIssue = { path: "$", code, message };
  return { ok: false, issues: [found] };
}

/**
 * The deepest nesting in JSON text, found by one linear scan that skips strings (no recursion, so
 * it cannot overflow whatever the input). Stops early, returning a value above `stopAbove`, once the
 * text is known to be too deep. Malformed text still gets a depth; JSON.parse reports its errors.
 */
export function jsonTextDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return deepest;
}

/**
 * JSON.parse with limits: text longer than `maxChars` or nested deeper than `maxDepth` is refused
 * before it is parsed, so the result is safe to hand to recursive code. Never throws; the issue has
 * code `too_large`, `too_deep` or `invalid_json` and names the limit it broke.
 */
export function parseJsonText(text: string, limits: JsonLimits = DEFAULT_JSON_LIMITS): ParseResult<unknown> {
  if (limits.maxChars !== undefined && text.length > limits.maxChars) {
    return issue("too_large", `is ${text.length} characters long (the limit is ${limits.maxChars})`);
  }
  if (jsonTextDepth(text, limits.maxDepth) > limits.maxDepth) {
    return issue("too_deep", `nests arrays or objects more than ${limits.maxDepth} levels deep`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return issue("invalid_json", `is not valid JSON (${(error as Error).message})`);
  }
  if (limits.maxNodes !== undefined) {
    const checked = checkJsonValue(value, { maxDepth: limits.maxDepth, maxNodes: limits.maxNodes });
    if (!checked.ok) return checked;
  }
  return { ok: true, value };
}

/**
 * The same limits for a value already in memory (what a library loader is handed): walked with an
 * explicit stack, so a hostile million-deep array is refused instead of crashing the caller. Cycles
 * count against `maxNodes` (and `maxDepth`), so they end the walk too.
 */
export function checkJsonValue(
  value: unknown,
  limits: JsonLimits = DEFAULT_JSON_LIMITS,
): ParseResult<unknown> {
  const maxNodes = limits.maxNodes ?? Number.POSITIVE_INFINITY;
  const stack: [unknown, number][] = [[value, 1]];
  let nodes = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (++nodes > maxNodes) return issue("too_large", `holds more than ${maxNodes} values`);
    if (current === null || typeof current !== "object") continue;
    if (depth > limits.maxDepth) {
      return issue("too_deep", `nests arrays or objects more than ${limits.maxDepth} levels deep`);
    }
    const children = Array.isArray(current) ? current : Object.values(current as Record<string, unknown>);
    for (const child of children) stack.push([child, depth + 1]);
  }
  return { ok: true, value };
}
