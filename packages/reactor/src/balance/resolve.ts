import { type ParseResult, parseWith } from "@rulekit/core";
import { DEFAULT_BALANCE } from "./defaults.js";
import { type Balance, type BalanceOverrides, BalanceOverridesSchema, BalanceSchema } from "./schema.js";

function merge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (typeof base !== "object" || base === null || typeof over !== "object" || over === null) return over;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over as Record<string, unknown>)) {
    out[key] = merge(out[key], value);
  }
  return out;
}

/** Parses a full balance object (every field required). */
export function parseBalance(data: unknown): ParseResult<Balance> {
  return parseWith(BalanceSchema, data);
}

/** Parses level overrides (any subset of the balance). */
export function parseBalanceOverrides(data: unknown): ParseResult<BalanceOverrides> {
  return parseWith(BalanceOverridesSchema, data);
}

/**
 * The balance a level plays with: the defaults with the level's overrides merged in, validated as a
 * whole (so an override cannot, say, put a caution threshold above its critical one).
 */
export function resolveBalance(
  overrides?: BalanceOverrides,
  base: Balance = DEFAULT_BALANCE,
): ParseResult<Balance> {
  return parseBalance(merge(base, overrides));
}
