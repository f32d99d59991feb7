import { DEFAULT_ORDER_SEED, type DesignOrder, orderProblems } from "@rulekit/shell-tide/design";
import type { DesignRequest } from "./design-worker.ts";

/**
 * The "Design a level" form as the designer typed it (text, so a half-typed number is kept as typed),
 * its defaults, and its check: a message per field, naming the field, or the request for the worker.
 */
export interface DesignFormValues {
  nodes: "8" | "12";
  wetPits: string;
  starfish: string;
  optimal: string;
  p75: string;
  max: string;
  sweep: boolean;
  currents: string;
  count: string;
  seed: string;
}

export type DesignField = Exclude<keyof DesignFormValues, "sweep">;

/** The field labels (a message starts with its field's, so read alone it still says which field). */
export const FIELD_LABELS: Record<DesignField | "sweep", string> = {
  nodes: "Nodes",
  wetPits: "Wet pits",
  starfish: "Starfish",
  optimal: "Optimal turns O",
  p75: "P75",
  max: "Max turns",
  sweep: "Final Tide Sweep",
  currents: "Current Arrows",
  count: "Boards wanted",
  seed: "Seed",
};

/** The L5 row of the spec table without its focus: three distinct boards in about a second. */
export const DEFAULT_DESIGN_FORM: DesignFormValues = {
  nodes: "8",
  wetPits: "1",
  starfish: "10",
  optimal: "3",
  p75: "5",
  max: "6",
  sweep: true,
  currents: "0",
  count: "3",
  seed: DEFAULT_ORDER_SEED,
};

export const MAX_BOARDS = 10;

export type DesignFormErrors = Partial<Record<DesignField, string>>;

export type DesignFormCheck = { ok: true; request: DesignRequest } | { ok: false; errors: DesignFormErrors };

/**
 * Which field an `orderProblems` sentence is about, and whether it starts by naming that field
 * ("P75 must be …"); one that does not ("40 starfish on 7 sand nodes …") gets the label first.
 */
const PROBLEM_FIELDS: readonly [RegExp, DesignField, boolean][] = [
  [/^nodes /, "nodes", true],
  [/^wet pits /, "wetPits", true],
  [/^starfish /, "starfish", true],
  [/^\d+ starfish on/, "starfish", false],
  [/^Current Arrows /, "currents", true],
  [/^optimal turns /, "optimal", true],
  [/^max turns /, "max", true],
  [/^P75 \d+ gives max turns/, "max", false],
  [/^P75 /, "p75", true],
];

function fieldMessage(problem: string): [DesignField, string] {
  const [, field, named] = PROBLEM_FIELDS.find(([pattern]) => pattern.test(problem)) ?? [
    null,
    "optimal",
    false,
  ];
  const text = named
    ? `${problem.charAt(0).toUpperCase()}${problem.slice(1)}`
    : `${FIELD_LABELS[field]}: ${problem}`;
  return [field, `${text}.`];
}

function wholeNumber(text: string, min: number, max?: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= min && (max === undefined || n <= max) ? n : null;
}

/** The form's order and count, or why not (field by field; the order's own rules from the engine). */
export function checkDesignForm(values: DesignFormValues): DesignFormCheck {
  const errors: DesignFormErrors = {};
  const nodes = values.nodes === "12" ? 12 : 8;
  const read = (field: DesignField, min: number, max?: number): number => {
    const n = wholeNumber(values[field], min, max);
    if (n === null) {
      const range = max === undefined ? `${min} or more` : `from ${min} to ${max}`;
      errors[field] = `${FIELD_LABELS[field]}: enter a whole number ${range}.`;
    }
    return n ?? 0;
  };
  const order: DesignOrder = {
    nodes,
    wetPits: read("wetPits", 0, nodes - 2),
    starfish: read("starfish", 2),
    finalTideSweep: values.sweep,
    currentArrows: read("currents", 0, nodes - 2),
    optimalTurns: read("optimal", 1),
    p75: read("p75", 1),
    maxTurns: read("max", 1),
  };
  const count = read("count", 1, MAX_BOARDS);
  const seed = values.seed.trim();
  if (seed === "")
    errors.seed = `${FIELD_LABELS.seed}: enter any text (the same seed gives the same boards).`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  for (const problem of orderProblems(order)) {
    const [field, message] = fieldMessage(problem);
    errors[field] ??= message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { order, count, seed } };
}
