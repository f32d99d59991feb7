import type { BalanceOverrides } from "@rulekit/reactor";

/** One number of the balance, by its path (e.g. ["carriers", "fuel", "sourceAmount"]). */
export interface BalanceLeaf {
  path: string[];
  value: number;
}

/** Every numeric leaf of a balance object, depth first, in key order. */
export function balanceLeaves(value: unknown, path: string[] = []): BalanceLeaf[] {
  if (typeof value === "number") return [{ path, value }];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    balanceLeaves(child, [...path, key]),
  );
}

export function getIn(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function without(record: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

function setPruned(
  value: unknown,
  path: readonly string[],
  next: unknown,
): Record<string, unknown> | undefined {
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const [head, ...rest] = path;
  if (head === undefined) return record;
  const child = rest.length === 0 ? next : setPruned(record[head], rest, next);
  const out = child === undefined ? without(record, head) : { ...record, [head]: child };
  return Object.keys(out).length === 0 ? undefined : out;
}

/**
 * Sets (a number) or clears (undefined) one override; empty groups are pruned, and no overrides at all
 * gives undefined so the level file stays without a `balance` key.
 */
export function setOverride(
  overrides: BalanceOverrides | undefined,
  path: readonly string[],
  value: number | undefined,
): BalanceOverrides | undefined {
  return setPruned(overrides, path, value) as BalanceOverrides | undefined;
}
