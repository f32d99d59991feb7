import {
  type DesignedBoard,
  defaultBudget,
  finishBoard,
  pickBoards,
  pickProvenBoards,
  type RestartResult,
  runRestart,
  type SearchBudget,
} from "./design-search.js";
import { compareDistance, type DesignDistance, isDone } from "./distance.js";
import { type DesignOrder, type NormalOrder, normalizeOrder } from "./order.js";

export const DEFAULT_ORDER_SEED = "shell-tide/design";

export interface DesignToOrderOptions {
  /** Distinct boards wanted (default 1). */
  count?: number;
  seed?: string;
  /** Any part of the budget to change (default: `defaultBudget`). */
  budget?: Partial<SearchBudget>;
  /** Level ids (default: designed-01, designed-02, …). */
  id?: (index: number) => string;
  /** Level names (default: the order's figures). */
  name?: (index: number) => string;
  /** Called after every candidate evaluated and every restart finished. */
  onProgress?: (progress: DesignProgress) => void;
}

export interface DesignProgress {
  restartsDone: number;
  restarts: number;
  evaluations: number;
  proofs: number;
  /** Distinct boards meeting the order and the gates so far. */
  found: number;
  /** The closest distance seen so far. */
  best: DesignDistance | null;
}

export interface DesignResult {
  order: NormalOrder;
  seed: string;
  budget: SearchBudget;
  count: number;
  boards: DesignedBoard[];
  /** `count` distinct boards meeting every figure of the order were found. */
  met: boolean;
  /** …and every gate too. */
  gatesMet: boolean;
  restartsRun: number;
  evaluations: number;
  proofs: number;
}

export interface DesignPlan {
  order: NormalOrder;
  seed: string;
  budget: SearchBudget;
  count: number;
}

/** The order, seed, budget and count a search runs with (the order checked: RangeError if it cannot be). */
export function designPlan(order: DesignOrder, options: DesignToOrderOptions = {}): DesignPlan {
  const normal = normalizeOrder(order);
  const count = options.count ?? 1;
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`design: count must be at least 1, got ${count}`);
  return {
    order: normal,
    seed: options.seed ?? DEFAULT_ORDER_SEED,
    budget: { ...defaultBudget(normal), ...options.budget },
    count,
  };
}

export const defaultBoardName = (order: NormalOrder) =>
  `${order.nodes} nodes · ${order.wetPits} wet pit${order.wetPits === 1 ? "" : "s"} · ${order.starfish} starfish · O ${order.optimalTurns} / P75 ${order.p75} / max ${order.maxTurns}`;

/** The boards of finished restarts (in index order), proven and named: the search's answer. */
export function collectDesign(
  plan: DesignPlan,
  results: readonly RestartResult[],
  options: Pick<DesignToOrderOptions, "id" | "name"> = {},
): DesignResult {
  const picked = pickProvenBoards(plan.order, results, plan.count);
  const boards = picked.map((result, i) =>
    finishBoard(
      plan.order,
      result,
      options.id ? options.id(i) : `designed-${String(i + 1).padStart(2, "0")}`,
      options.name ? options.name(i) : defaultBoardName(plan.order),
    ),
  );
  return {
    order: plan.order,
    seed: plan.seed,
    budget: plan.budget,
    count: plan.count,
    boards,
    met: boards.length === plan.count && boards.every((b) => b.meetsOrder),
    gatesMet: boards.length === plan.count && boards.every((b) => b.meetsOrder && b.meetsGates),
    restartsRun: results.length,
    evaluations: results.reduce((sum, r) => sum + r.evaluations, 0),
    proofs: results.reduce((sum, r) => sum + r.proofs, 0),
  };
}

/**
 * Design to order: `count` distinct boards whose proofs give the ordered O, P75 and maxTurns, with
 * all three star bands, two winning moves at every mid-game state, and the seed's gates where the
 * search finds them. Deterministic for a seed and budget; synchronous and browser-safe (the studio
 * runs it in a Web Worker, the CLI spreads the restarts over worker threads with the same result).
 * When the budget runs out first, `met` is false and the closest boards come back with their distance.
 */
export function designToOrder(order: DesignOrder, options: DesignToOrderOptions = {}): DesignResult {
  const plan = designPlan(order, options);
  const results: RestartResult[] = [];
  let evaluations = 0;
  let proofs = 0;
  let best: DesignDistance | null = null;
  let found = 0;
  const report = () =>
    options.onProgress?.({
      restartsDone: results.length,
      restarts: plan.budget.restarts,
      evaluations,
      proofs,
      found,
      best,
    });
  for (let r = 0; r < plan.budget.restarts; r++) {
    const result = runRestart(plan.order, plan.seed, r, plan.budget, () => {
      evaluations++;
      report();
    });
    results.push(result);
    proofs += result.proofs;
    const pick = pickBoards(results, plan.count);
    found = pick.picked.filter((p) => p.best && isDone(p.best.evaluation.distance)).length;
    const distance = result.best?.evaluation.distance;
    if (distance && (!best || compareDistance(distance, best) < 0)) best = distance;
    report();
    if (pick.complete) break;
  }
  return collectDesign(plan, results, options);
}
