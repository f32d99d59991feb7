import type { Level } from "../level/schema.js";
import { objectiveOf } from "../rules/topology.js";
import { type GoalTables, goalTables } from "./goal-tables.js";
import { KEY_TOO_LARGE, MAX_SOLVER_NODES, MAX_SOLVER_STARFISH, SolverLimitError } from "./limit.js";
import { SOW_A, SOW_B, SOW_C, SOW_D, SOW_FIELDS, SOW_GAIN, SOW_PITS, SOW_STOP } from "./sow-layout.js";

/** Direction codes in the solver: 0 = left, 1 = right (the order of `legalMoves`). */
export const LEFT = 0;
export const RIGHT = 1;

/**
 * A level flattened into typed arrays for the solver's hot loop. A state is the starfish count of
 * every node; its key packs the sand nodes' counts in base (objective + 1), so a key is an exact
 * integer below 2^53 and the goal (Full Rescue) is key 0. The kernel keeps the key in four parts
 * over the sand nodes in index order — A, B, C, D (`partDigits`):
 *
 *   key = keyA + rangeA × (keyB + rangeB × (keyC + rangeC × keyD))
 *
 * each part a small exact integer, so the state index needs no division and only small tables.
 *
 * Sowing is a table lookup. Wet pits are always empty, so what a sow of k starfish from `src` in
 * direction d does depends on (d, src, k) only — never on the rest of the board: every node gets
 * ⌊k/n⌋ plus one more for the first k mod n nodes of the route, the source loses its k. The `sow`
 * tables, at slot (d × n + src) × sowStride + k, hold that move's key deltas, wet-pit rescues,
 * STOP node, which sand nodes it fills and how much each node gains.
 */
export interface CompiledBoard {
  readonly n: number;
  readonly objective: number;
  readonly sweep: boolean;
  /** 1 for wet pits. */
  readonly isPit: Uint8Array;
  /** next[d * n + i]. */
  readonly next: Int32Array;
  /** -1: no Current Arrow; else the only direction code allowed at that source. */
  readonly arrow: Int8Array;
  /** Key weight of each node (0 for wet pits). */
  readonly weight: Float64Array;
  /** Bit mask of all sand nodes. */
  readonly sandMask: number;
  /** The sand nodes in index order: digit j of the key (A's digits, then B's, C's and D's). */
  readonly sandNodes: Int32Array;
  /** Sand nodes (digits) of each key part. */
  readonly digitsA: number;
  readonly digitsB: number;
  readonly digitsC: number;
  readonly digitsD: number;
  readonly rangeA: number;
  readonly rangeB: number;
  readonly rangeC: number;
  /** [x * 4 + part]: the weight of node x in key part A, B, C or D (0 for wet pits and other parts). */
  readonly partWeights: Int32Array;
  /** The sow tables' slot count per (direction, source): objective + 1. */
  readonly sowStride: number;
  /**
   * [slot * SOW_FIELDS + field]: one row per sow (see `SOW_…`): the key part deltas (the source
   * emptied, the route filled, wet pits excluded), the starfish dropped into wet pits (rescued at
   * once), STOP (where the last one lands, a wet pit included) and the mask of the sand nodes that
   * receive at least one starfish. One flat array: the kernel's hot loop reads one row.
   */
  readonly sow: Int32Array;
  /** [slot * n + x]: the change of node x's count (−k + ⌊k/n⌋ at the source, 0 at wet pits). */
  readonly sowDelta: Int16Array;
  /** [(d * n + x) * 2]: the next node e of x in direction d, then the next node of e. */
  readonly links: Int32Array;
  /** The goal test's tables (goal-tables.ts). */
  readonly goal: GoalTables;
}

export { SOW_A, SOW_B, SOW_C, SOW_D, SOW_FIELDS, SOW_GAIN, SOW_PITS, SOW_STOP } from "./sow-layout.js";

export { MAX_SOLVER_NODES, MAX_SOLVER_STARFISH };

const MAX_SAFE = 2 ** 53;

export function compileBoard(level: Level): CompiledBoard {
  const n = level.nodes.length;
  const objective = objectiveOf(level);
  if (n > MAX_SOLVER_NODES)
    throw new RangeError(
      `solver: at most ${MAX_SOLVER_NODES} nodes, got ${n} (parseLevel refuses such a board)`,
    );
  if (objective > MAX_SOLVER_STARFISH) {
    throw new RangeError(
      `solver: at most ${MAX_SOLVER_STARFISH} starfish, got ${objective} (parseLevel refuses such a board)`,
    );
  }
  const isPit = new Uint8Array(n);
  const arrow = new Int8Array(n).fill(-1);
  const weight = new Float64Array(n);
  const radix = objective + 1;
  const sand: number[] = [];
  let w = 1;
  level.nodes.forEach((node, i) => {
    if (node.type === "wet_pit") {
      isPit[i] = 1;
      return;
    }
    if (node.currentDirection !== undefined) arrow[i] = node.currentDirection === "left" ? LEFT : RIGHT;
    sand.push(i);
    weight[i] = w;
    w *= radix;
  });
  if (w > MAX_SAFE) {
    throw new SolverLimitError(KEY_TOO_LARGE, sand.length, objective);
  }
  const digits = partDigits(sand.length);
  const [digitsA, digitsB, digitsC, digitsD] = digits;
  // Part p's weight of the j-th sand node: radix^(j − first digit of p). Every part's range stays
  // below 2^24 for any key under 2^53, so the kernel's part arithmetic stays in small integers.
  const partWeights = new Int32Array(4 * n);
  let j = 0;
  for (let part = 0; part < 4; part++) {
    for (let i = 0, w = 1; i < digits[part]!; i++, w *= radix) partWeights[sand[j++]! * 4 + part] = w;
  }
  const next = new Int32Array(2 * n);
  for (let i = 0; i < n; i++) {
    next[LEFT * n + i] = level.edges.left[i]!;
    next[RIGHT * n + i] = level.edges.right[i]!;
  }
  const sandMask = sand.reduce((mask, i) => mask | (1 << i), 0);
  const sowStride = objective + 1;
  const slots = 2 * n * sowStride;
  const sow = new Int32Array(slots * SOW_FIELDS);
  const sowDelta = new Int16Array(slots * n);
  const gain = new Int32Array(n);
  for (let d = 0; d < 2; d++) {
    for (let src = 0; src < n; src++) {
      if (isPit[src] === 1) continue;
      // Walk the route once, one more starfish per step: after k steps `gain` is what k starfish add.
      gain.fill(0);
      let cursor = src;
      let pits = 0;
      for (let k = 0; k <= objective; k++) {
        if (k > 0) {
          cursor = next[d * n + cursor]!;
          if (isPit[cursor] === 1) pits++;
          else gain[cursor]!++;
        }
        const slot = (d * n + src) * sowStride + k;
        const delta = [0, 0, 0, 0];
        let mask = 0;
        for (let x = 0; x < n; x++) {
          // (on a self-loop the source can get back exactly its k: no change, but still filled)
          if (gain[x]! > 0) mask |= 1 << x;
          const g = x === src ? gain[x]! - k : gain[x]!;
          if (g === 0) continue;
          for (let part = 0; part < 4; part++) delta[part]! += g * partWeights[x * 4 + part]!;
          sowDelta[slot * n + x] = g;
        }
        const row = slot * SOW_FIELDS;
        sow[row + SOW_A] = delta[0]!;
        sow[row + SOW_B] = delta[1]!;
        sow[row + SOW_C] = delta[2]!;
        sow[row + SOW_D] = delta[3]!;
        sow[row + SOW_PITS] = pits;
        sow[row + SOW_STOP] = cursor;
        sow[row + SOW_GAIN] = mask;
      }
    }
  }
  const links = new Int32Array(4 * n);
  for (let x = 0; x < n; x++) {
    for (let d = 0; d < 2; d++) {
      const e = next[d * n + x]!;
      links[(d * n + x) * 2] = e;
      links[(d * n + x) * 2 + 1] = next[d * n + e]!;
    }
  }
  return {
    n,
    objective,
    sweep: level.rules.finalTideSweep,
    isPit,
    next,
    arrow,
    weight,
    sandMask,
    sandNodes: Int32Array.from(sand),
    digitsA,
    digitsB,
    digitsC,
    digitsD,
    rangeA: radix ** digitsA,
    rangeB: radix ** digitsB,
    rangeC: radix ** digitsC,
    partWeights,
    sowStride,
    sow,
    sowDelta,
    links,
    goal: goalTables({
      n,
      objective,
      sweep: level.rules.finalTideSweep,
      isPit,
      next,
      arrow,
      sandMask,
      sow,
      links,
    }),
  };
}

/**
 * How many sand nodes (digits) the key parts A, B, C and D cover. B and C are kept short — the
 * state index has tables of (objective + 1) × their range — and A and D take the rest.
 */
export function partDigits(sandCount: number): [number, number, number, number] {
  const middle = Math.max(0, Math.floor((sandCount + 2) / 4) - 1);
  const rest = sandCount - 2 * middle;
  return [Math.ceil(rest / 2), middle, middle, Math.floor(rest / 2)];
}

/** The four key parts of a distribution (counts by node index; wet pits ignored). */
export function partsOfCounts(
  board: CompiledBoard,
  starfish: ArrayLike<number>,
): [number, number, number, number] {
  const parts: [number, number, number, number] = [0, 0, 0, 0];
  for (let i = 0; i < board.n; i++) {
    const count = board.isPit[i] === 1 ? 0 : (starfish[i] ?? 0);
    for (let p = 0; p < 4; p++) parts[p]! += count * board.partWeights[i * 4 + p]!;
  }
  return parts;
}

/** The key of four key parts. */
export function keyOfParts(board: CompiledBoard, a: number, b: number, c: number, d: number): number {
  return a + board.rangeA * (b + board.rangeB * (c + board.rangeC * d));
}
