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
   * The key's low half covers the first ⌈m/2⌉ sand nodes: key = keyLo + keyHi × loRange. The kernel
   * keeps both halves (each an exact small integer) so the balance proof's state index needs no
   * division; these are the weights and route sums of each half.
   */
  readonly loRange: number;
  readonly weightLo: Float64Array;
  readonly weightHi: Float64Array;
  readonly lapLo: number;
  readonly lapHi: number;
  readonly prefixLo: Float64Array;
  readonly prefixHi: Float64Array;
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
  const loRange = radix ** Math.ceil(sandCount / 2);
  const weightLo = weight.map((x) => (x < loRange ? x : 0));
  const weightHi = weight.map((x) => (x >= loRange ? x / loRange : 0));
  const next = new Int32Array(2 * n);
  for (let i = 0; i < n; i++) {
    next[LEFT * n + i] = level.edges.left[i]!;
    next[RIGHT * n + i] = level.edges.right[i]!;
  }
  const prefixWeight = new Float64Array(2 * n * (n + 1));
  const prefixLo = new Float64Array(2 * n * (n + 1));
  const prefixHi = new Float64Array(2 * n * (n + 1));
  const prefixPits = new Int32Array(2 * n * (n + 1));
  const nodeAt = new Int32Array(2 * n * (n + 1));
  const stepsTo = new Int32Array(2 * n * n);
  const routeMask = new Int32Array(2 * n * (n + 1));
  for (let d = 0; d < 2; d++) {
    for (let src = 0; src < n; src++) {
      const t = d * n + src;
      let cursor = src;
      let sumW = 0;
      let sumLo = 0;
      let sumHi = 0;
      let sumP = 0;
      let mask = 0;
      nodeAt[t * (n + 1)] = src;
      for (let r = 1; r <= n; r++) {
        cursor = next[d * n + cursor]!;
        sumW += weight[cursor]!;
        sumLo += weightLo[cursor]!;
        sumHi += weightHi[cursor]!;
        prefixLo[t * (n + 1) + r] = sumLo;
        prefixHi[t * (n + 1) + r] = sumHi;
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
    loRange,
    weightLo,
    weightHi,
    lapLo: weightLo.reduce((a, b) => a + b, 0),
    lapHi: weightHi.reduce((a, b) => a + b, 0),
    prefixLo,
    prefixHi,
    prefixPits,
    nodeAt,
    stepsTo,
    routeMask,
    sandMask: level.nodes.reduce((mask, node, i) => (node.type === "sand" ? mask | (1 << i) : mask), 0),
  };
}

/** The key of a distribution (counts by node index). */
export function keyOf(board: CompiledBoard, starfish: ArrayLike<number>): number {
  let key = 0;
  for (let i = 0; i < board.n; i++) key += (starfish[i] ?? 0) * board.weight[i]!;
  return key;
}
