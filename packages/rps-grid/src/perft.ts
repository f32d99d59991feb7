import {
  decisiveEnd,
  generateMoves,
  laterEnd,
  makeMove,
  moveCapacity,
  newUndo,
  type Position,
  settle,
  unmakeMove,
} from "./engine/position.js";
import { type Game, workingPosition } from "./game.js";

export interface PerftOptions {
  /** Called after each move of the root is counted (`done` of `total`): progress for long counts. */
  onRootMove?: (done: number, total: number) => void;
}

/**
 * Perft: the number of move sequences of exactly `depth` plies from the game (a finished game has
 * none). The move generator's oracle, as in chess. Uses make/unmake on a private copy and counts
 * the last ply in bulk (the moves of a node one ply from the horizon are counted, not played).
 */
export function perft(game: Game, depth: number, options: PerftOptions = {}): number {
  if (!Number.isInteger(depth) || depth < 0) throw new RangeError("perft: depth must be an integer ≥ 0");
  if (depth === 0) return 1;
  const pos = workingPosition(game);
  if (pos.finished) return 0;
  const walker = new PerftWalker(pos, depth, options.onRootMove);
  return walker.count(depth, true);
}

/** Leaf counts for depths 1..maxDepth. */
export function perftTable(game: Game, maxDepth: number): number[] {
  const out: number[] = [];
  for (let depth = 1; depth <= maxDepth; depth++) out.push(perft(game, depth));
  return out;
}

/**
 * The same count without bulk counting or lazy end checks: every leaf is played and fully settled.
 * Slower; used to cross-check `perft` in tests and reported separately in the benchmark.
 */
export function perftFull(game: Game, depth: number): number {
  if (depth === 0) return 1;
  const pos = workingPosition(game);
  if (pos.finished) return 0;
  const buffers = Array.from({ length: depth + 1 }, () => new Int32Array(moveCapacity(pos.geo)));
  const undos = Array.from({ length: depth + 1 }, newUndo);
  const walk = (d: number): number => {
    if (d === 0) return 1;
    if (pos.finished) return 0;
    const buffer = buffers[d]!;
    const n = generateMoves(pos.geo, pos.cells, pos.turn, buffer);
    let total = 0;
    for (let i = 0; i < n; i++) {
      const u = undos[d]!;
      makeMove(pos, buffer[i]!, u);
      settle(pos, u);
      total += walk(d - 1);
      unmakeMove(pos, u);
    }
    return total;
  };
  return walk(depth);
}

class PerftWalker {
  private readonly buffers: Int32Array[];
  private readonly undos = [] as ReturnType<typeof newUndo>[];
  constructor(
    private readonly pos: Position,
    depth: number,
    private readonly onRootMove?: (done: number, total: number) => void,
  ) {
    this.buffers = Array.from({ length: depth + 1 }, () => new Int32Array(moveCapacity(pos.geo)));
    for (let d = 0; d <= depth; d++) this.undos.push(newUndo());
  }

  /** Leaves below a node that is not decided by (a)/(b); `root` skips the draw checks (a playing root). */
  count(depth: number, root: boolean): number {
    const pos = this.pos;
    const geo = pos.geo;
    if (depth === 1) {
      const n = generateMoves(geo, pos.cells, pos.turn, null);
      if (n === 0 || (!root && laterEnd(pos, n))) return 0;
      return n;
    }
    const buffer = this.buffers[depth]!;
    const n = generateMoves(geo, pos.cells, pos.turn, buffer);
    if (n === 0 || (!root && laterEnd(pos, n))) return 0;
    const u = this.undos[depth]!;
    let total = 0;
    for (let i = 0; i < n; i++) {
      makeMove(pos, buffer[i]!, u);
      if (!decisiveEnd(pos, u)) total += this.count(depth - 1, false);
      unmakeMove(pos, u);
      if (root) this.onRootMove?.(i + 1, n);
    }
    return total;
  }
}
