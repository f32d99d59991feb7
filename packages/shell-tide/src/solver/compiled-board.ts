import type { Level } from "../level/schema.js";
import { objectiveOf } from "../rules/topology.js";

/** Direction codes in the solver: 0 = left, 1 = right (the order of `legalMoves`). */
export const LEFT = 0;
export const RIGHT = 1;

/**
 * A level flattened into typed arrays for the solver's hot loop. A state is the starfish count of
 * every node; its key packs the sand nodes' counts in base (objective + 1), so a key is an exact
 * integer below 2^53 and the goal (Full Rescue) is key 0. Sowing is O(1): k starfish from `src`
 * give every node ⌊k/n⌋ plus one more to the first k mod n nodes along the route, and the tables
 * below hold the route prefix sums of key weights and of wet pits.
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
  /** Sum of all sand weights: what one full lap adds to the key. */
  readonly lapWeight: number;
  readonly pitCount: number;
  /** [(d * n + src) * (n + 1) + r]: weight / pits / node of the first r nodes after src. */
  readonly prefixWeight: Float64Array;
  /**
   * The key in three parts over the sand nodes in index order — A (the first ⌈m/3⌉), B, then C:
   * key = keyA + rangeA × (keyB + rangeB × keyC). The kernel keeps the parts (each a small exact
   * integer) so the balance proof's state index needs no division and only small tables; these are
   * the weights and route sums of each part.
   */
  readonly rangeA: number;
  readonly rangeB: number;
  readonly weightA: Int32Array;
  readonly weightB: Int32Array;
  readonly weightC: Int32Array;
  readonly lapA: number;
  readonly lapB: number;
  readonly lapC: number;
  readonly prefixA: Int32Array;
  readonly prefixB: Int32Array;
  readonly prefixC: Int32Array;
  readonly prefixPits: Int32Array;
  readonly nodeAt: Int32Array;
  /** [(d * n + src) * n + x]: how many steps from src reach x (1..n; src itself is n). */
  readonly stepsTo: Int32Array;
  /** [(d * n + src) * (n + 1) + r]: bit mask of the sand nodes among the first r nodes after src. */
  readonly routeMask: Int32Array;
  /** Bit mask of all sand nodes. */
  readonly sandMask: number;
}

export const MAX_SOLVER_NODES = 24;
const MAX_SAFE = 2 ** 53;

export function compileBoard(level: Level): CompiledBoard {
  const n = level.nodes.length;
  const objective = objectiveOf(level);
  if (n > MAX_SOLVER_NODES) throw new RangeError(`solver: at most ${MAX_SOLVER_NODES} nodes, got ${n}`);
  if (objective > 255) throw new RangeError(`solver: at most 255 starfish, got ${objective}`);
  const isPit = new Uint8Array(n);
  const arrow = new Int8Array(n).fill(-1);
  const weight = new Float64Array(n);
  const radix = objective + 1;
  let w = 1;
  let lapWeight = 0;
  let pitCount = 0;
  level.nodes.forEach((node, i) => {
    if (node.type === "wet_pit") {
      isPit[i] = 1;
      pitCount++;
      return;
    }
    if (node.currentDirection !== undefined) arrow[i] = node.currentDirection === "left" ? LEFT : RIGHT;
    weight[i] = w;
    lapWeight += w;
    w *= radix;
  });
  if (w > MAX_SAFE) {
    throw new RangeError(
      `solver: ${n - pitCount} sand nodes with ${objective} starfish do not fit an exact integer key`,
    );
  }
  const sandCount = n - pitCount;
  const [digitsA, digitsB] = partDigits(sandCount);
  const rangeA = radix ** digitsA;
  const rangeB = radix ** digitsB;
  // Part weights are small integers (each part's range is checked against 2^24 by the state space),
  // so the kernel's part arithmetic stays in int32.
  const weightA = Int32Array.from(weight, (x) => (x < rangeA ? x : 0));
  const weightB = Int32Array.from(weight, (x) => (x >= rangeA && x < rangeA * rangeB ? x / rangeA : 0));
  const weightC = Int32Array.from(weight, (x) => (x >= rangeA * rangeB ? x / (rangeA * rangeB) : 0));
  const next = new Int32Array(2 * n);
  for (let i = 0; i < n; i++) {
    next[LEFT * n + i] = level.edges.left[i]!;
    next[RIGHT * n + i] = level.edges.right[i]!;
  }
  const prefixWeight = new Float64Array(2 * n * (n + 1));
  const prefixA = new Int32Array(2 * n * (n + 1));
  const prefixB = new Int32Array(2 * n * (n + 1));
  const prefixC = new Int32Array(2 * n * (n + 1));
  const prefixPits = new Int32Array(2 * n * (n + 1));
  const nodeAt = new Int32Array(2 * n * (n + 1));
  const stepsTo = new Int32Array(2 * n * n);
  const routeMask = new Int32Array(2 * n * (n + 1));
  for (let d = 0; d < 2; d++) {
    for (let src = 0; src < n; src++) {
      const t = d * n + src;
      let cursor = src;
      let sumW = 0;
      let sumA = 0;
      let sumB = 0;
      let sumC = 0;
      let sumP = 0;
      let mask = 0;
      nodeAt[t * (n + 1)] = src;
      for (let r = 1; r <= n; r++) {
        cursor = next[d * n + cursor]!;
        sumW += weight[cursor]!;
        sumA += weightA[cursor]!;
        sumB += weightB[cursor]!;
        sumC += weightC[cursor]!;
        prefixA[t * (n + 1) + r] = sumA;
        prefixB[t * (n + 1) + r] = sumB;
        prefixC[t * (n + 1) + r] = sumC;
        sumP += isPit[cursor]!;
        if (isPit[cursor] === 0) mask |= 1 << cursor;
        routeMask[t * (n + 1) + r] = mask;
        prefixWeight[t * (n + 1) + r] = sumW;
        prefixPits[t * (n + 1) + r] = sumP;
        nodeAt[t * (n + 1) + r] = cursor;
        stepsTo[t * n + cursor] = r;
      }
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
    lapWeight,
    pitCount,
    prefixWeight,
    rangeA,
    rangeB,
    weightA,
    weightB,
    weightC,
    lapA: weightA.reduce((a, b) => a + b, 0),
    lapB: weightB.reduce((a, b) => a + b, 0),
    lapC: weightC.reduce((a, b) => a + b, 0),
    prefixA,
    prefixB,
    prefixC,
    prefixPits,
    nodeAt,
    stepsTo,
    routeMask,
    sandMask: level.nodes.reduce((mask, node, i) => (node.type === "sand" ? mask | (1 << i) : mask), 0),
  };
}

/** How many sand nodes the key parts A and B cover (C takes the rest). */
export function partDigits(sandCount: number): [number, number] {
  const a = Math.ceil(sandCount / 3);
  return [a, Math.ceil((sandCount - a) / 2)];
}

/** The key of a distribution (counts by node index). */
export function keyOf(board: CompiledBoard, starfish: ArrayLike<number>): number {
  let key = 0;
  for (let i = 0; i < board.n; i++) key += (starfish[i] ?? 0) * board.weight[i]!;
  return key;
}

/** The three key parts of a key: key = a + rangeA × (b + rangeB × c). */
export function partsOf(board: CompiledBoard, key: number): [number, number, number] {
  const ab = board.rangeA * board.rangeB;
  const c = Math.floor(key / ab);
  const rest = key - c * ab;
  const b = Math.floor(rest / board.rangeA);
  return [rest - b * board.rangeA, b, c];
}
