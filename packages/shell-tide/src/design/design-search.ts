import { createRng } from "@rulekit/core";
import type { LevelProof } from "../balance/types.js";
import type { Level } from "../level/schema.js";
import {
  type Candidate,
  candidateKey,
  candidateLevel,
  mutateCandidate,
  randomCandidate,
} from "./candidate.js";
import { compareDistance, type DesignDistance, isDone, meetsOrder } from "./distance.js";
import { type Evaluation, proveCandidate, screenCandidate } from "./evaluate.js";
import type { FocusCheck } from "./focus.js";
import type { NormalOrder } from "./order.js";

/**
 * The work of one search, counted (never timed, so the same seed always gives the same boards):
 * independent restarts, each drawing `draws` random boards and then climbing from the closest one by
 * `climbSteps` small changes — ending early once `stallSteps` changes in a row brought no board closer
 * than the restart's best — with at most `proofs` full balance proofs.
 */
export interface SearchBudget {
  restarts: number;
  draws: number;
  climbSteps: number;
  /** Climb steps without a closer board after which a restart gives up (≥ climbSteps: never). */
  stallSteps: number;
  proofs: number;
}

/**
 * The default budget: a 3×3 proof costs milliseconds, a 4×4 one seconds, so a 4×4 restart proves one
 * board (a restart whose first proven board misses the order gives way to the next one instead of
 * proving a second: the slow tail of 12-node searches was restarts proving two or more boards that
 * missed), relies on the screen, and gives way too when its climb stalls (a 4×4 screen costs some
 * 10–50 ms: design-to-order benchmarks, docs/benchmarks.md).
 */
export function defaultBudget(order: Pick<NormalOrder, "nodes">): SearchBudget {
  return order.nodes === 8
    ? { restarts: 24, draws: 60, climbSteps: 400, stallSteps: 400, proofs: 40 }
    : { restarts: 24, draws: 40, climbSteps: 300, stallSteps: 80, proofs: 1 };
}

/**
 * The budget the Full Rescue v2 pack was designed with: a 12-node restart climbs to its end and proves
 * up to 2 boards (the default's stall rule and single proof came later), so `designLevel` of a pack row
 * gives the pack's level again.
 */
export function packBudget(order: Pick<NormalOrder, "nodes">): SearchBudget {
  const budget = defaultBudget(order);
  return { ...budget, stallSteps: budget.climbSteps, proofs: order.nodes === 8 ? budget.proofs : 2 };
}

/** The best board one restart reached. */
export interface RestartBest {
  candidate: Candidate;
  key: string;
  evaluation: Evaluation;
}

export interface RestartResult {
  restart: number;
  /** Its closest board (null only with a zero budget). */
  best: RestartBest | null;
  evaluations: number;
  proofs: number;
}

/**
 * The gate count of a screened board the budget left unproven: its soft-lock gate is known to be met,
 * its fail-path gate is not known. It ranks after boards proven to meet both and before boards known
 * to miss one, until `resolveUnproven` proves it.
 */
export const UNPROVEN_GATES = 0.5;

/** The seed of restart r: the search seed itself for r = 0 (the pack's first stream), then `seed#r`. */
export const restartSeed = (seed: string, restart: number) => (restart === 0 ? seed : `${seed}#${restart}`);

/**
 * One restart: random boards, then a climb from the closest (a change is kept when the board is no
 * farther from the order). Stops at the first board meeting the order and every gate. Candidates
 * passing the screen are proven while proofs are left; after that the restart ends at the next one.
 */
export function runRestart(
  order: NormalOrder,
  seed: string,
  restart: number,
  budget: SearchBudget,
  onEvaluation?: () => void,
): RestartResult {
  const rng = createRng(restartSeed(seed, restart));
  const seen = new Map<string, RestartBest>();
  let evaluations = 0;
  let proofs = 0;
  let best: RestartBest | null = null;
  let outOfProofs = false;
  const evaluate = (candidate: Candidate): RestartBest => {
    const key = candidateKey(candidate);
    const known = seen.get(key);
    if (known) return known;
    const level = candidateLevel(order, candidate, "candidate");
    let evaluation = screenCandidate(order, level);
    evaluations++;
    // a screened board already over the soft-lock limit misses a gate whatever its proof: not proven now
    if (evaluation.screened && evaluation.distance.gates === 0) {
      if (proofs < budget.proofs) {
        evaluation = proveCandidate(order, level, evaluation);
        proofs++;
      } else {
        outOfProofs = true;
        evaluation = { ...evaluation, distance: { ...evaluation.distance, gates: UNPROVEN_GATES } };
      }
    }
    onEvaluation?.();
    const entry = { candidate, key, evaluation };
    seen.set(key, entry);
    if (!best || rank(entry, best) < 0) best = entry;
    return entry;
  };
  const finished = () => outOfProofs || (best !== null && isDone(best.evaluation.distance));
  for (let i = 0; i < budget.draws && !finished(); i++) evaluate(randomCandidate(order, rng));
  let current: RestartBest | null = best;
  let stalled = 0;
  for (let step = 0; current && step < budget.climbSteps && !finished(); step++) {
    const before: RestartBest | null = best;
    const next = evaluate(mutateCandidate(current.candidate, rng));
    if (compareDistance(next.evaluation.distance, current.evaluation.distance) <= 0) current = next;
    stalled = best === before ? stalled + 1 : 0;
    if (stalled >= budget.stallSteps) break;
  }
  return { restart, best, evaluations, proofs };
}

/**
 * How boards are chosen: by distance with the gates met or missed (the first board found wins among
 * equals, so a search that finds no better board keeps its first), proven before unproven.
 */
function rank(a: RestartBest, b: RestartBest): number {
  const byDistance = compareDistance(a.evaluation.distance, b.evaluation.distance, { gateGap: false });
  if (byDistance !== 0) return byDistance;
  return (a.evaluation.proof ? 0 : 1) - (b.evaluation.proof ? 0 : 1);
}

/** One board of a design result, with its proof. */
export interface DesignedBoard {
  level: Level;
  proof: LevelProof;
  /** The ring-symmetric key (boards with different keys differ under the rules). */
  key: string;
  restart: number;
  distance: DesignDistance;
  /** Every figure of the order (O, P75, maxTurns, bands, mid-game routes, focus). */
  meetsOrder: boolean;
  /** …and every seed gate. */
  meetsGates: boolean;
  /** The pack level's focus on the optimal path, when the order names one. */
  focus: FocusCheck | null;
}

/**
 * Which restarts' boards a search returns, decided on the restarts in index order so that the answer
 * never depends on how many ran at once: the first `count` distinct boards meeting the order and the
 * gates; when the restarts run out first, those found, then the closest of the rest (ties: the
 * earlier restart). `complete` says whether restarts 0 … last already decide it (a search stops there).
 */
export function pickBoards(
  results: readonly RestartResult[],
  count: number,
): { picked: RestartResult[]; complete: boolean } {
  const done: RestartResult[] = [];
  const keys = new Set<string>();
  for (const result of results) {
    const best = result.best;
    if (!best || !isDone(best.evaluation.distance) || keys.has(best.key)) continue;
    keys.add(best.key);
    done.push(result);
    if (done.length === count) return { picked: done, complete: true };
  }
  const rest = results
    .filter((r) => r.best && !keys.has(r.best.key))
    .sort((a, b) => rank(a.best!, b.best!) || a.restart - b.restart);
  const picked = [...done];
  for (const result of rest) {
    if (picked.length === count) break;
    if (keys.has(result.best!.key)) continue;
    keys.add(result.best!.key);
    picked.push(result);
  }
  return { picked, complete: false };
}

/**
 * The boards `pickBoards` returns, with every unproven one among them proven and the choice made
 * again, until the boards returned are all proven (a proof can only show more misses, so each round
 * either keeps a board or lets a closer proven one in).
 */
export function pickProvenBoards(
  order: NormalOrder,
  results: readonly RestartResult[],
  count: number,
): RestartResult[] {
  let current = results.slice();
  for (;;) {
    const { picked, complete } = pickBoards(current, count);
    const unproven = picked.find((r) => r.best && !r.best.evaluation.proof);
    if (complete || !unproven) return picked;
    const best = unproven.best!;
    const level = candidateLevel(order, best.candidate, "candidate");
    const evaluation = best.evaluation.beyondLimit
      ? best.evaluation
      : proveCandidate(order, level, best.evaluation);
    // a board beyond the proof's move limit is never returned (parseLevel would refuse it)
    current = evaluation.beyondLimit
      ? current.filter((r) => r !== unproven)
      : current.map((r) => (r === unproven ? { ...r, best: { ...best, evaluation } } : r));
  }
}

/** The level file of a restart's board: its proof's balance figures, the given id and name. */
export function finishBoard(
  order: NormalOrder,
  result: RestartResult,
  id: string,
  name: string | undefined,
): DesignedBoard {
  const best = result.best!;
  const level = candidateLevel(order, best.candidate, id, name);
  let evaluation = best.evaluation;
  // a board returned for being closest may never have earned a proof in its restart
  if (!evaluation.proof) evaluation = proveCandidate(order, level, evaluation);
  const proof = { ...evaluation.proof!, levelId: id };
  // a board without Full Rescue gets no balance block (a level file's O must be the solver's)
  const finished: Level =
    proof.optimalTurns === null
      ? level
      : {
          ...level,
          balance: {
            optimalTurns: proof.optimalTurns,
            maxTurns: proof.maxTurns,
            emotionSeed: order.emotionSeed,
          },
        };
  return {
    level: finished,
    proof,
    key: best.key,
    restart: result.restart,
    distance: evaluation.distance,
    meetsOrder: meetsOrder(evaluation.distance),
    meetsGates: evaluation.distance.gates === 0,
    focus: evaluation.focus,
  };
}
