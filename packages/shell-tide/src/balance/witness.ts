import type { FullGraph } from "../solver/full-graph.js";
import { edgeClasses, isPlausible } from "./classify.js";

/**
 * Paths that complete at exactly a given turn (Full Rescue first reached on that turn). Searched
 * depth-first in edge order (`legalMoves` order) with memoised failures, so the path found is the
 * first in that order: deterministic.
 */
export class WitnessFinder {
  private readonly memo = new Map<number, boolean>();
  private readonly classes: Uint8Array;

  constructor(
    private readonly graph: FullGraph,
    private readonly plausibleOnly: boolean,
    /** Paths from the graph's start of at most this many moves (default: any length). */
    longest = Number.POSITIVE_INFINITY,
  ) {
    this.classes = edgeClasses(graph, longest);
  }

  /** Whether some path of exactly `turns` moves from `r` ends with the first Full Rescue. */
  canFinishIn(r: number, turns: number): boolean {
    if (r === 0) return turns === 0;
    if (turns === 0 || this.graph.dist[r]! > turns) return false;
    const memoKey = r * 64 + turns;
    const known = this.memo.get(memoKey);
    if (known !== undefined) return known;
    let result = false;
    const { edgeFrom, edgeCount, edgeChild } = this.graph;
    for (let e = edgeFrom[r]!, end = e + edgeCount[r]!; e < end && !result; e++) {
      if (this.plausibleOnly && !isPlausible(this.classes[e]!)) continue;
      result = this.canFinishIn(edgeChild[e]!, turns - 1);
    }
    this.memo.set(memoKey, result);
    return result;
  }

  /** The move codes of the first such path, or null. */
  path(start: number, turns: number): number[] | null {
    if (!this.canFinishIn(start, turns)) return null;
    const codes: number[] = [];
    const { edgeFrom, edgeCount, edgeChild, edgeMove } = this.graph;
    let r = start;
    for (let left = turns; left > 0; left--) {
      for (let e = edgeFrom[r]!, end = e + edgeCount[r]!; e < end; e++) {
        if (this.plausibleOnly && !isPlausible(this.classes[e]!)) continue;
        if (this.canFinishIn(edgeChild[e]!, left - 1)) {
          codes.push(edgeMove[e]!);
          r = edgeChild[e]!;
          break;
        }
      }
    }
    return codes;
  }
}
