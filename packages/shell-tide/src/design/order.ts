import { plausibleHorizon } from "../balance/definition.js";
import { recoverySlack } from "../balance/prove-level.js";
import { MAX_RECOVERY_SLACK, MIN_RECOVERY_SLACK } from "../level/balance-check.js";
import { distributionCount, EXACT_STATE_LIMIT } from "../solver/limit.js";
import type { PackTableRow } from "./pack-table.js";

/**
 * A designer's order: the board's size and rules and the balance figures its proof must give
 * (`rulekit shell-tide design --nodes … --optimal … --p75 … --max …`).
 */
export interface DesignOrder {
  nodes: 8 | 12;
  wetPits: number;
  starfish: number;
  finalTideSweep: boolean;
  /** Current Arrows on the board: an exact count, or a range the search draws from. */
  currentArrows: number | { min: number; max: number };
  optimalTurns: number;
  p75: number;
  maxTurns: number;
  /** The emotion seed of §5 (default: maxTurns − optimalTurns, which gives maxTurns whenever P75 ≤ max). */
  emotionSeed?: number;
  /** A pack level whose focus the optimal path must show (`checkFocus`); none for a free order. */
  focusLevel?: number;
}

/** An order with every default filled in. */
export interface NormalOrder extends Required<Omit<DesignOrder, "currentArrows" | "focusLevel">> {
  currentArrows: { min: number; max: number };
  focusLevel: number | null;
  /** The plausible horizon H = max(7, O + 4). */
  horizon: number;
}

/** The order of a row of the spec table (its focus included). */
export function orderOfRow(row: PackTableRow): DesignOrder {
  return {
    nodes: row.nodes,
    wetPits: row.wetPits,
    starfish: row.starfish,
    finalTideSweep: row.finalTideSweep,
    currentArrows: row.currentArrows ? { min: 1, max: 3 } : 0,
    optimalTurns: row.optimalTurns,
    p75: row.p75,
    maxTurns: row.maxTurns,
    emotionSeed: row.emotionSeed,
    focusLevel: row.level,
  };
}

/**
 * Why an order cannot be designed, one sentence each (empty: it can be searched). Checks the
 * board (sizes, the exact proof's limit) and that the three figures agree with §5's formula:
 * maxTurns = O + clamp(max(emotionSeed, P75 − O), 2, 4), with P75 between O and the horizon.
 */
export function orderProblems(order: DesignOrder): string[] {
  const problems: string[] = [];
  const { nodes, wetPits, starfish, optimalTurns: O, p75, maxTurns } = order;
  const int = (x: number) => Number.isInteger(x);
  if (nodes !== 8 && nodes !== 12) problems.push(`nodes must be 8 or 12, got ${nodes}`);
  const sand = nodes - wetPits;
  if (!int(wetPits) || wetPits < 0 || sand < 2)
    problems.push(`wet pits must leave at least 2 sand nodes of ${nodes}, got ${wetPits}`);
  if (!int(starfish) || starfish < 2) problems.push(`starfish must be at least 2, got ${starfish}`);
  const arrows =
    typeof order.currentArrows === "number"
      ? { min: order.currentArrows, max: order.currentArrows }
      : order.currentArrows;
  if (!int(arrows.min) || !int(arrows.max) || arrows.min < 0 || arrows.max < arrows.min || arrows.max > sand)
    problems.push(
      `Current Arrows must be 0 … ${Math.max(0, sand)} sand nodes, got ${arrows.min}–${arrows.max}`,
    );
  if (problems.length === 0 && distributionCount(sand, starfish) > EXACT_STATE_LIMIT) {
    problems.push(
      `${starfish} starfish on ${sand} sand nodes have ${distributionCount(sand, starfish)} distributions, beyond the exact proof's ${EXACT_STATE_LIMIT}`,
    );
  }
  if (!int(O) || O < 1) problems.push(`optimal turns must be at least 1, got ${O}`);
  const slack = maxTurns - O;
  if (!int(maxTurns) || slack < MIN_RECOVERY_SLACK || slack > MAX_RECOVERY_SLACK)
    problems.push(`max turns must be optimal + 2 … optimal + 4 (§5), got ${maxTurns} for optimal ${O}`);
  const horizon = plausibleHorizon(Math.max(1, O));
  if (!int(p75) || p75 < O || p75 > horizon)
    problems.push(
      `P75 must be between optimal (${O}) and the horizon max(7, O + 4) = ${horizon}, got ${p75}`,
    );
  const seed = order.emotionSeed ?? slack;
  if (problems.length === 0 && recoverySlack(seed, p75, O) !== slack) {
    problems.push(
      `P75 ${p75} gives max turns ${O + recoverySlack(seed, p75, O)}, not ${maxTurns}: R = clamp(max(emotion seed ${seed}, P75 − O = ${p75 - O}), 2, 4)`,
    );
  }
  return problems;
}

/** The order with defaults; throws a RangeError naming the first problem of `orderProblems`. */
export function normalizeOrder(order: DesignOrder): NormalOrder {
  const problems = orderProblems(order);
  if (problems.length > 0) throw new RangeError(`design order: ${problems[0]}`);
  const arrows =
    typeof order.currentArrows === "number"
      ? { min: order.currentArrows, max: order.currentArrows }
      : { ...order.currentArrows };
  return {
    nodes: order.nodes,
    wetPits: order.wetPits,
    starfish: order.starfish,
    finalTideSweep: order.finalTideSweep,
    currentArrows: arrows,
    optimalTurns: order.optimalTurns,
    p75: order.p75,
    maxTurns: order.maxTurns,
    emotionSeed: order.emotionSeed ?? order.maxTurns - order.optimalTurns,
    focusLevel: order.focusLevel ?? null,
    horizon: plausibleHorizon(order.optimalTurns),
  };
}
