import { PIECE_TYPES, type PieceType } from "../constants.js";
import type { Movement, RuleSet, Vector } from "../schema/rule-set-shape.js";
import { distinctVectors } from "./board-shape.js";
import { TYPE_CODES } from "./cell-code.js";

/** A ray may end on an empty cell (QUIET) and/or capture on its landing cell (CAPTURE). */
export const QUIET = 1;
export const CAPTURE = 2;
/** Flag in an entry's header: the entry is a plain list of landing cells. */
export const SIMPLE = 1 << 20;

/** A movement pattern: a vector (as player 0 sees it, already flipped for side 1), how far, what it may do. */
interface Pattern {
  v: Vector;
  steps: number;
  flags: number;
}

const ORTHOGONAL: Vector[] = [
  [-1, 0],
  [0, -1],
  [0, 1],
  [1, 0],
];
const DIAGONAL: Vector[] = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];
const KNIGHT: Vector[] = [
  [-2, -1],
  [-2, 1],
  [-1, -2],
  [-1, 2],
  [1, -2],
  [1, 2],
  [2, -1],
  [2, 1],
];

/** The movement a type uses: `movementByType[type]`, else `rules.directions` one step per vector. */
export function movementOf(rules: RuleSet, type: PieceType): Movement {
  return (
    rules.movementByType?.[type] ?? {
      kind: "custom",
      directions: rules.directions,
      maxSteps: 1,
      relative: false,
    }
  );
}

/** Spec §2: the patterns of one movement kind for one side. */
export function movementPatterns(rules: RuleSet, type: PieceType, player: 0 | 1, longest: number): Pattern[] {
  const movement = movementOf(rules, type);
  const both = QUIET | CAPTURE;
  const ray = (vectors: Vector[]): Pattern[] =>
    vectors.map((v) => ({ v, steps: movement.maxSteps ?? longest, flags: both }));
  switch (movement.kind) {
    case "king":
      return [...DIAGONAL, ...ORTHOGONAL].map((v) => ({ v, steps: 1, flags: both }));
    case "rook":
      return ray(ORTHOGONAL);
    case "bishop":
      return ray(DIAGONAL);
    case "queen":
      return ray([...DIAGONAL, ...ORTHOGONAL]);
    case "knight":
      return KNIGHT.map((v) => ({ v, steps: 1, flags: both }));
    case "pawn": {
      const forward = player === 0 ? 1 : -1;
      return [
        { v: [forward, 0], steps: 1, flags: QUIET },
        { v: [forward, -1], steps: 1, flags: CAPTURE },
        { v: [forward, 1], steps: 1, flags: CAPTURE },
      ];
    }
    case "custom": {
      const flip = movement.relative === true && player === 1;
      // Stryker disable next-line ArrayDeclaration: validation requires at least one direction on a custom movement, and the default movement has rules.directions
      return distinctVectors(movement.directions ?? []).map((v) => ({
        v: flip ? [-v[0] || 0, -v[1] || 0] : v,
        steps: movement.maxSteps ?? 1,
        flags: both,
      }));
    }
  }
}

/** True for horizontal, vertical and diagonal vectors (their in-between cells lie on the line). */
export const isStraight = ([dr, dc]: Vector): boolean =>
  dr === 0 || dc === 0 || Math.abs(dr) === Math.abs(dc);

/**
 * The move tables of a RuleSet (see `Geometry`): for pattern set `s = (type − 1) * 2 + player` and
 * cell `i`, `rayIndex[s * n + i]` is an offset into `rayData` (−1 = no moves) where `[nRays, ray…]` is
 * stored; a ray is `[flags, nSteps, length, step…]` and a step is `[landing, nMust, must…]`. When
 * every ray of an entry is one plain step that may move or capture, the entry is `[nRays | SIMPLE,
 * landing…]`. Sets with the same patterns (every type a queen, or a movement that is the same for
 * both players) share one copy of their entries: a 64×64 board of queens stores one set, not six.
 */
export interface MoveTables {
  rayIndex: Int32Array;
  rayData: Int32Array;
  needsDedupe: Uint8Array;
  /** The most distinct landings from one cell of any set. */
  maxLandings: number;
}

export function moveTables(rules: RuleSet, rows: number, cols: number, enterable: Uint8Array): MoveTables {
  const n = rows * cols;
  const rayIndex = new Int32Array(6 * n).fill(-1);
  const needsDedupe = new Uint8Array(6 * n);
  const out = new IntWriter(1024);
  const ray = new IntWriter(64);
  const stamp = new Int32Array(n);
  let mark = 0;
  let maxLandings = 1;
  const compiled = new Map<string, number>();
  for (const type of PIECE_TYPES) {
    for (const player of [0, 1] as const) {
      const set = (TYPE_CODES[type] - 1) * 2 + player;
      const patterns = movementPatterns(rules, type, player, Math.max(rows, cols));
      const key = JSON.stringify(patterns);
      const same = compiled.get(key);
      if (same !== undefined) {
        rayIndex.copyWithin(set * n, same * n, same * n + n);
        needsDedupe.copyWithin(set * n, same * n, same * n + n);
        continue;
      }
      compiled.set(key, set);
      for (let cell = 0; cell < n; cell++) {
        // The entry is written as the general form into `ray`, then copied to `out` in either form.
        ray.length = 0;
        mark++;
        let nRays = 0;
        let landings = 0;
        let duplicate = false;
        let plain = true;
        for (const pattern of patterns) {
          const start = ray.length;
          const steps = writeRay(ray, cell, pattern, cols, enterable);
          if (steps === 0) {
            ray.length = start;
            continue;
          }
          nRays++;
          if (steps !== 1 || ray.data[start + 4] !== 0 || pattern.flags !== (QUIET | CAPTURE)) plain = false;
          // Landings of this ray: the first int of each step.
          for (let q = start + 3; q < ray.length; q += 2 + ray.data[q + 1]!) {
            const landing = ray.data[q]!;
            if (stamp[landing] === mark) duplicate = true;
            else {
              stamp[landing] = mark;
              landings++;
            }
          }
        }
        if (nRays === 0) continue;
        maxLandings = Math.max(maxLandings, landings);
        rayIndex[set * n + cell] = out.length;
        needsDedupe[set * n + cell] = duplicate ? 1 : 0;
        // Stryker disable next-line BooleanLiteral,ConditionalExpression: both only turn off the compact form (a duplicate needs a ray of two landings, never plain): the same moves in the same order
        if (!duplicate && plain) {
          out.push(nRays | SIMPLE);
          // Each plain ray is [flags, 1, 5, landing, 0]: its landing is at offset 3 of every 5.
          for (let q = 3; q < ray.length; q += 5) out.push(ray.data[q]!);
        } else {
          out.push(nRays);
          out.append(ray);
        }
      }
    }
  }
  return { rayIndex, rayData: out.data.slice(0, out.length), needsDedupe, maxLandings };
}

/**
 * Writes one ray `[flags, nSteps, length, step…]` from `cell` and returns its number of steps (0: the
 * ray goes nowhere; what was written is then discarded). Steps stop at the board's edge, an impassable
 * landing or an impassable cell to cross. A step's `must` are the cells that have to be empty: the
 * in-between cells of a long straight vector, or the leg of any other vector (the cell next to the
 * piece along the long arm, D06), counted from where the previous step landed.
 */
function writeRay(w: IntWriter, cell: number, pattern: Pattern, cols: number, enterable: Uint8Array): number {
  const [dr, dc] = pattern.v;
  const start = w.length;
  w.push(pattern.flags);
  w.push(0);
  w.push(0);
  const straight = isStraight(pattern.v);
  const g = Math.max(Math.abs(dr), Math.abs(dc));
  const ur = Math.sign(dr);
  const uc = Math.sign(dc);
  let r = Math.floor(cell / cols);
  let c = cell - r * cols;
  let steps = 0;
  for (let s = 0; s < pattern.steps; s++) {
    const tr = r + dr;
    const tc = c + dc;
    // A row off the board needs no check of its own: its index is outside `enterable`, which reads undefined.
    if (tc < 0 || tc >= cols || !enterable[tr * cols + tc]) break;
    const stepAt = w.length;
    w.push(tr * cols + tc);
    w.push(0);
    // The cells to cross lie between the piece and a landing on the board (or beside the piece): on the board.
    let blocked = false;
    if (straight) {
      for (let k = 1; k < g && !blocked; k++)
        blocked = !pushMust(w, (r + k * ur) * cols + c + k * uc, enterable);
    } else if (Math.abs(dr) > Math.abs(dc)) blocked = !pushMust(w, (r + ur) * cols + c, enterable);
    else blocked = !pushMust(w, r * cols + c + uc, enterable);
    if (blocked) {
      w.length = stepAt;
      break;
    }
    w.data[stepAt + 1] = w.length - stepAt - 2;
    steps++;
    r = tr;
    c = tc;
  }
  w.data[start + 1] = steps;
  w.data[start + 2] = w.length - start;
  return steps;
}

/** Appends a cell to cross; false (nothing kept) when it cannot be crossed. */
function pushMust(w: IntWriter, index: number, enterable: Uint8Array): boolean {
  if (!enterable[index]) return false;
  w.push(index);
  return true;
}

/** A growable list of 32-bit integers (a plain array of numbers costs several times more to build). */
class IntWriter {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(capacity);
  }
  push(value: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length++] = value;
  }
  append(other: IntWriter): void {
    this.grow(this.length + other.length);
    this.data.set(other.data.subarray(0, other.length), this.length);
    this.length += other.length;
  }
  private grow(needed: number): void {
    if (needed <= this.data.length) return;
    const next = new Int32Array(Math.max(needed, this.data.length * 2));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
}
