import { type BalanceOverrides, BalanceSchema, resolveBalance } from "@rulekit/reactor";

/** What the engine accepts for one balance number: its bounds (null: none) and whether it is whole. */
export interface BalanceRange {
  /** Dotted path, e.g. "carriers.fuel.sourceAmount". */
  path: string;
  min: number | null;
  max: number | null;
  integer: boolean;
}

/** The part of a zod (mini) schema this reads: its definition's type, shape, format and checks. */
interface SchemaNode {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, SchemaNode>;
      format?: string;
      checks?: { _zod: { def: { check: string; value?: unknown } } }[];
    };
  };
}

/**
 * The bounds of every number of the balance, read from the engine's own schema (so the editor never keeps
 * a second copy of them): `gte`/`lte` checks and the integer format. Runs in the engine worker.
 */
export function balanceRanges(schema: unknown = BalanceSchema, path: string[] = []): BalanceRange[] {
  const def = (schema as SchemaNode)._zod.def;
  if (def.type === "object" && def.shape)
    return Object.entries(def.shape).flatMap(([key, child]) => balanceRanges(child, [...path, key]));
  if (def.type !== "number") return [];
  let min: number | null = null;
  let max: number | null = null;
  for (const check of def.checks ?? []) {
    const { check: kind, value } = check._zod.def;
    if (typeof value !== "number") continue;
    if (kind === "greater_than") min = value;
    if (kind === "less_than") max = value;
  }
  return [{ path: path.join("."), min, max, integer: def.format === "safeint" || def.format === "int32" }];
}

/** Why the engine refuses a balance, said in plain words for the group the rule is about. */
function plainProblem(path: string, message: string): string {
  const at = path.replace(/^\$\.?/, "");
  if (/^(bands|networkBands)\./.test(at)) return "the caution level has to stay below the critical level";
  if (/^clamps\./.test(at)) return "the lowest value cannot be above the highest";
  if (at === "reactor") return "reactor heat needs caution < critical < terminal";
  return message;
}

export type BalanceCheck = { ok: true } | { ok: false; problems: { path: string; message: string }[] };

/** Whether the engine plays with these overrides (the defaults with them merged in, checked as a whole). */
export function checkBalance(overrides: BalanceOverrides | undefined): BalanceCheck {
  const resolved = resolveBalance(overrides);
  if (resolved.ok) return { ok: true };
  return {
    ok: false,
    problems: resolved.issues.map((i) => ({
      path: i.path.replace(/^\$\.?/, ""),
      message: plainProblem(i.path, i.message),
    })),
  };
}
