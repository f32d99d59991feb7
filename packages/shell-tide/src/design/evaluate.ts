import { earlyCompletion } from "../balance/early-completion.js";
import { COMMON_FAIL_RESCUED, EARLY_SOFT_LOCK_LIMIT } from "../balance/gate-definitions.js";
import { proveLevel } from "../balance/prove-level.js";
import type { LevelProof, MidGameRoutes } from "../balance/types.js";
import type { Level } from "../level/schema.js";
import { bfsOptimum } from "../solver/bfs.js";
import { type CompiledBoard, compileBoard } from "../solver/compiled-board.js";
import { GraphTooLarge } from "../solver/full-graph.js";
import { PROOF_MOVE_LIMIT } from "../solver/limit.js";
import { EVERY_CHILD, MoveKernel, OUT_FIELDS } from "../solver/move-kernel.js";
import { moveOfCode } from "../solver/solve.js";
import { tryStateSpace } from "../solver/state-space.js";
import { type DesignDistance, FAR_DISTANCE, p75Gap } from "./distance.js";
import { checkFocus, type FocusCheck } from "./focus.js";
import type { NormalOrder } from "./order.js";

/** What the search knows of a candidate: how far it is, and its proof once it earned one. */
export interface Evaluation {
  distance: DesignDistance;
  /** The balance proof (only candidates that pass the screen are proven). */
  proof: LevelProof | null;
  /** The optimum the solver proves (null: no Full Rescue). */
  optimalTurns: number | null;
  /** P75 as far as the screen or the proof knows it (a lower bound when `p75Exact` is false). */
  p75: number | null;
  p75Exact: boolean;
  focus: FocusCheck | null;
  /** The screen passed: O, P75, the mid-game routes and the focus are the order's. */
  screened: boolean;
  /**
   * Share of plausible attempts soft-locked with two or more turns left (the soft-lock gate), known
   * exactly before the proof; a screened board over the limit misses that gate whatever its proof.
   */
  earlySoftLock: number | null;
  /**
   * Its proof would follow more than PROOF_MOVE_LIMIT moves: `parseLevel` would refuse the board, so the
   * search never returns it (its proof stopped there).
   */
  beyondLimit?: true;
}

/**
 * The cheap part, in order of cost: the optimum (breadth-first, milliseconds), the plausible player's
 * completion shares up to the ordered P75 (`earlyCompletion`, a small part of the state space), then
 * the mid-game routes and the focus on the optimal path. Only a candidate passing all of it is worth
 * the full balance proof (the whole reachable graph: seconds on a 4×4 board).
 */
export function screenCandidate(order: NormalOrder, level: Level): Evaluation {
  const board = compileBoard(level);
  const start = level.nodes.map((node) => node.starfish);
  const optimum = bfsOptimum(board, start);
  const O = optimum.optimalTurns;
  const none: Evaluation = {
    distance: FAR_DISTANCE,
    proof: null,
    optimalTurns: O,
    p75: null,
    p75Exact: false,
    focus: null,
    screened: false,
    earlySoftLock: null,
  };
  if (O === null) return { ...none, distance: { ...FAR_DISTANCE, optimalTurns: order.optimalTurns + 1 } };
  if (O !== order.optimalTurns)
    return { ...none, distance: { ...FAR_DISTANCE, optimalTurns: Math.abs(O - order.optimalTurns) } };
  const { p75: target, horizon } = order;
  const k = Math.min(target, horizon - 1);
  const { completion, unlocked } = earlyCompletion(board, start, k, Math.min(k, order.maxTurns));
  const cdf = [0];
  for (let t = 1; t <= k; t++) cdf.push(cdf[t - 1]! + completion[t]!);
  const gap = p75Gap(cdf, target, horizon);
  const crossed = cdf.findIndex((c, t) => t > 0 && c >= 0.75 - 1e-12);
  const p75 = crossed > 0 ? crossed : k + 1;
  const p75Exact = crossed > 0 || k + 1 === horizon;
  const off = Math.abs(p75 - target);
  const base: Evaluation = {
    ...none,
    p75,
    p75Exact,
    distance: { ...FAR_DISTANCE, optimalTurns: 0, p75Gap: gap, p75: off },
  };
  if (gap > 0) return base;
  const path = optimum.path.map(moveOfCode);
  const midGame = midGameFromSolver(board, start, optimum.path, order.maxTurns);
  const focus = order.focusLevel === null ? null : checkFocus(order.focusLevel, level, path, { midGame });
  const structure =
    (midGame.length > 0 && midGame.every((m) => m.winningMoves >= 2) ? 0 : 1) + (focus && !focus.ok ? 1 : 0);
  const distance = { ...base.distance, p75: 0, maxTurns: 0, structure, gates: 0, gateGap: 0 };
  if (structure > 0) return { ...base, focus, distance };
  const early = earlySoftLockShare(
    board,
    start,
    order.maxTurns,
    k >= order.maxTurns ? { completion, unlocked } : null,
  );
  if (early > EARLY_SOFT_LOCK_LIMIT + 1e-9) {
    distance.gates = 1;
    distance.gateGap = early - EARLY_SOFT_LOCK_LIMIT;
  }
  return { ...base, focus, screened: true, earlySoftLock: early, distance };
}

/** 1 − P(done by maxTurns − 2) − P(not yet soft-locked then): fail-audit.ts's earlyShare, without the full graph. */
function earlySoftLockShare(
  board: CompiledBoard,
  start: readonly number[],
  maxTurns: number,
  known: { completion: Float64Array; unlocked: Float64Array } | null,
): number {
  if (maxTurns < 2) return 0;
  const run = known ?? earlyCompletion(board, start, maxTurns, maxTurns);
  let done = 0;
  for (let t = 1; t <= maxTurns - 2; t++) done += run.completion[t]!;
  return Math.max(0, 1 - done - run.unlocked[maxTurns - 2]!);
}

/** The full proof of a screened candidate and its exact distance (bands and gates included). */
export function proveCandidate(order: NormalOrder, level: Level, screened: Evaluation): Evaluation {
  let proof: LevelProof;
  try {
    proof = proveLevel(level, { emotionSeed: order.emotionSeed, moveCap: PROOF_MOVE_LIMIT });
  } catch (error) {
    if (!(error instanceof GraphTooLarge)) throw error;
    const distance = { ...screened.distance, structure: screened.distance.structure + 1 };
    return { ...screened, screened: false, beyondLimit: true, distance };
  }
  return { ...screened, ...judgeProof(order, level, proof), proof };
}

/** The distance of a proven board from the order. */
export function judgeProof(
  order: NormalOrder,
  level: Level,
  proof: LevelProof,
): Pick<Evaluation, "distance" | "optimalTurns" | "p75" | "p75Exact" | "focus"> {
  const O = proof.optimalTurns;
  const focus =
    order.focusLevel === null || O === null
      ? null
      : checkFocus(order.focusLevel, level, proof.optimalPath, proof);
  const bands = [proof.bands.three, proof.bands.two, proof.bands.one].filter((b) => b === null).length;
  const midGame = proof.midGame.length > 0 && proof.midGame.every((m) => m.winningMoves >= 2) ? 0 : 1;
  const missed = proof.gates.filter((g) => !g.met);
  const gateGap = missed.reduce((sum, g) => {
    if (g.gate === "softLock") return sum + (g.value - EARLY_SOFT_LOCK_LIMIT);
    return (
      sum +
      (g.value < COMMON_FAIL_RESCUED.min
        ? COMMON_FAIL_RESCUED.min - g.value
        : g.value - COMMON_FAIL_RESCUED.max)
    );
  }, 0);
  const off = (x: number | null, target: number) => (x === null ? target + 1 : Math.abs(x - target));
  const distance: DesignDistance = {
    optimalTurns: off(O, order.optimalTurns),
    p75Gap: proof.p75 === order.p75 ? 0 : Math.max(1e-6, Math.abs((proof.p75 ?? 0) - order.p75) / 10),
    p75: off(proof.p75, order.p75),
    maxTurns: Math.abs(proof.maxTurns - order.maxTurns),
    structure: bands + midGame + (focus && !focus.ok ? 1 : 0),
    gates: missed.length,
    gateGap,
  };
  return { distance, optimalTurns: O, p75: proof.p75, p75Exact: true, focus };
}

/**
 * The proof's mid-game routes (prove-level.ts) from the solver alone: for each state on the optimal
 * path after 1 … O − 1 turns (the start when O = 1), the legal moves whose child can still reach Full
 * Rescue in time, and those that keep the 3★ pace.
 */
function midGameFromSolver(
  board: CompiledBoard,
  start: readonly number[],
  codes: readonly number[],
  maxTurns: number,
): MidGameRoutes[] {
  const kernel = new MoveKernel(board, tryStateSpace(board));
  const counts = (parts: readonly number[]) => {
    kernel.decode(parts[0]!, parts[1]!, parts[2]!, parts[3]!);
    return Array.from(kernel.counts);
  };
  const partsOf = (row: readonly number[]) => {
    const parts = [0, 0, 0, 0];
    for (let i = 0; i < board.n; i++) {
      const c = board.isPit[i] === 1 ? 0 : row[i]!;
      for (let p = 0; p < 4; p++) parts[p]! += c * board.partWeights[i * 4 + p]!;
    }
    return parts;
  };
  const states: { row: number[]; turn: number }[] = [];
  let row = start.slice();
  if (codes.length === 1) states.push({ row, turn: 0 });
  codes.forEach((code, i) => {
    const parts = partsOf(row);
    const count = kernel.expand(parts[0]!, parts[1]!, parts[2]!, parts[3]!, EVERY_CHILD);
    for (let j = 0, o = 0; j < count; j++, o += OUT_FIELDS) {
      if (kernel.out[o + 5] !== code) continue;
      row = counts([kernel.out[o]!, kernel.out[o + 1]!, kernel.out[o + 2]!, kernel.out[o + 3]!]);
      break;
    }
    if (i + 1 < codes.length) states.push({ row, turn: i + 1 });
  });
  return states.map(({ row: state, turn }) => {
    const here = codes.length - turn;
    const left = maxTurns - turn - 1;
    const parts = partsOf(state);
    const count = kernel.expand(parts[0]!, parts[1]!, parts[2]!, parts[3]!, EVERY_CHILD);
    const children: number[][] = [];
    for (let j = 0, o = 0; j < count; j++, o += OUT_FIELDS)
      children.push([kernel.out[o]!, kernel.out[o + 1]!, kernel.out[o + 2]!, kernel.out[o + 3]!]);
    let winningMoves = 0;
    let masteryMoves = 0;
    for (const child of children) {
      const childRow = counts(child);
      const dist = childRow.every((c) => c === 0) ? 0 : bfsOptimum(board, childRow).optimalTurns;
      if (dist === null || dist > left) continue;
      winningMoves++;
      if (dist === here - 1) masteryMoves++;
    }
    return { turn, winningMoves, masteryMoves, safeMoves: winningMoves - masteryMoves };
  });
}
