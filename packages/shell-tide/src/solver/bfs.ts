import { type CompiledBoard, keyOf, partsOf } from "./compiled-board.js";
import { indexOfParts, tryStateSpace } from "./state-space.js";
import { StateTable } from "./state-table.js";
import { Transition } from "./transition.js";

export interface BfsOptimum {
  /** Minimum turns to Full Rescue, or null when no reachable state is empty. */
  optimalTurns: number | null;
  /** The moves (src * 2 + direction code) of one optimal path; empty when there is none. */
  path: number[];
  /** Which visited set the search used. */
  visited: "dense" | "hash";
  /** Distinct states discovered (start and goal included) when the search ended. */
  statesExplored: number;
  /** States whose moves were generated. */
  statesExpanded: number;
}

/**
 * One bit per distribution, reused from call to call: a fresh multi-megabyte array per search would
 * mostly measure the allocator and the garbage collector. bfsOptimum is synchronous, so one shared
 * scratch buffer is safe; it is cleared before use.
 */
let scratchBits = new Uint32Array(0);
let scratchTable: StateTable | null = null;
function scratchQueue(n: number): StateTable {
  if (!scratchTable || scratchTable.n !== n) scratchTable = new StateTable(n, 1 << 14, false);
  scratchTable.clear();
  return scratchTable;
}
function visitedBits(words: number): Uint32Array {
  if (scratchBits.length < words) scratchBits = new Uint32Array(words);
  scratchBits.fill(0, 0, words);
  return scratchBits;
}

/** Stand-ins when the board has no dense numbering (the hash table is used instead). */
const NO_TABLES = {
  totalA: new Int32Array(1),
  totalB: new Int32Array(1),
  rankInTotalA: new Int32Array(1),
  offsetB: new Int32Array(1),
  pairsBefore: new Int32Array(1),
  hiBase: new Int32Array(1),
  rangeB: 1,
};

/**
 * Exact breadth-first search over starfish distributions (the key is the distribution only, not the
 * turn count): the first Full Rescue generated is a minimum-turn proof. Moves are generated in the
 * order of `legalMoves` (node index, left before right), so the path found is deterministic.
 * Boards whose distributions can be numbered densely (`StateSpace`) keep the visited set as a bit
 * set over that numbering; larger ones use the hash table over keys. Both give the same result.
 */
export function bfsOptimum(
  board: CompiledBoard,
  start: ArrayLike<number>,
  options: { dense?: boolean } = {},
): BfsOptimum {
  const n = board.n;
  const space = options.dense === false ? null : tryStateSpace(board);
  // The dense search reuses one queue (it has no hash slots to clear); the fallback gets its own.
  const table = space ? scratchQueue(n) : new StateTable(n, 1024, true);
  const visited = space ? "dense" : "hash";
  const seen = visitedBits(space ? (space.size >>> 5) + 1 : 0);
  const { totalA, totalB, rankInTotalA, offsetB, pairsBefore, hiBase, rangeB } = space ?? NO_TABLES;
  const startKey = keyOf(board, start);
  table.add(startKey, -1, 255, 0);
  for (let x = 0; x < n; x++) table.rows[x] = board.isPit[x] === 1 ? 0 : (start[x] ?? 0);
  if (space) {
    const first = indexOfParts(space, ...partsOf(board, startKey));
    seen[first >>> 5]! |= 1 << (first & 31);
  }
  if (startKey === 0) return { optimalTurns: 0, path: [], visited, statesExplored: 1, statesExpanded: 0 };
  const tr = new Transition(board);
  const { isPit, arrow } = board;
  let head = 0;
  while (head < table.size) {
    const s = head++;
    const base = s * n;
    const key = table.keys[s]!;
    const depth = table.depth[s]! + 1;
    tr.setParent(table.rows, base, key);
    for (let src = 0; src < n; src++) {
      if (isPit[src] === 1 || table.rows[base + src] === 0) continue;
      const only = arrow[src]!;
      for (let d = 0; d < 2; d++) {
        if (only !== -1 && only !== d) continue;
        tr.apply(src, d);
        const childKey = tr.key;
        if (space) {
          // the dense index (indexOfParts, inlined) and one bit per distribution
          const a = tr.keyA;
          const b = tr.keyB;
          const t = totalA[a]! + totalB[b]!;
          const index = hiBase[tr.keyC]! + pairsBefore[t]! + offsetB[t * rangeB + b]! + rankInTotalA[a]!;
          const bit = 1 << (index & 31);
          if ((seen[index >>> 5]! & bit) !== 0) continue;
          seen[index >>> 5]! |= bit;
        } else if (table.find(childKey) !== -1) continue;
        const child = table.add(childKey, s, src * 2 + d, depth);
        tr.write(table.rows, child * n);
        if (childKey === 0) {
          return {
            optimalTurns: depth,
            path: pathCodes(table, child),
            visited,
            statesExplored: table.size,
            statesExpanded: head,
          };
        }
      }
    }
  }
  return { optimalTurns: null, path: [], visited, statesExplored: table.size, statesExpanded: head };
}

/** The moves (src * 2 + d codes) from the start to `index`, following discovery parents. */
export function pathCodes(table: StateTable, index: number): number[] {
  const codes: number[] = [];
  for (let s = index; s > 0 && table.parent[s]! >= 0; s = table.parent[s]!) codes.push(table.parentMove[s]!);
  return codes.reverse();
}
