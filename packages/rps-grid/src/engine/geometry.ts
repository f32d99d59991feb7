import { PIECE_TYPES, type PieceType } from "../constants.js";
import type { Movement, RuleSet, Vector } from "../schema/rule-set-shape.js";
import { boardDims, distinctVectors, impassableIndexes } from "./board-shape.js";
import {
  BUILTIN_EFFECTS,
  EFFECT_WILDCARD,
  effectOf,
  POWERED_BIT,
  playerOf,
  TYPE_CODES,
  typeOf,
} from "./cell-code.js";

/** A ray may end on an empty cell (QUIET) and/or capture on its landing cell (CAPTURE). */
export const QUIET = 1;
export const CAPTURE = 2;
/** Flag in an entry's header: the entry is a plain list of landing cells. */
export const SIMPLE = 1 << 20;

/**
 * Everything about a RuleSet that never changes during a game, precomputed once: board shape,
 * enterable cells, the capture table and flat move tables. Shared (read-only) by every game of
 * the RuleSet.
 *
 * Move tables: for pattern set `s = (type − 1) * 2 + player` and cell `i`, `rayIndex[s * n + i]`
 * is an offset into `rayData` (−1 = no moves) where `[nRays, ray…]` is stored; a ray is
 * `[flags, nSteps, length, step…]` and a step is `[landing, nMust, must…]` — `must` are the
 * cells that have to be empty for the step (the in-between cells of a long straight vector, the
 * leg of an L). Steps past an impassable cell or the board edge are not stored at all.
 * When every ray of an entry is one plain step that may move or capture (king-like moves),
 * the entry is stored compactly as `[nRays | SIMPLE, landing…]` — the common case, kept fast.
 */
export interface Geometry {
  readonly rules: RuleSet;
  readonly rows: number;
  readonly cols: number;
  readonly n: number;
  /** 1 = a piece may stand here. */
  readonly enterable: Uint8Array;
  /** homes[p] as a cell index. */
  readonly homes: readonly [number, number];
  readonly rayIndex: Int32Array;
  readonly rayData: Int32Array;
  /** 1 when two rays of the (set, cell) can land on the same cell, so moves need deduplication. */
  readonly needsDedupe: Uint8Array;
  /** `capture[mover * 256 + target]` = 1 when the mover may capture the target. */
  readonly capture: Uint8Array;
  /** Tile type names (index = tile code) and the effect code each gives (0 none). */
  readonly tileTypeNames: readonly string[];
  readonly tileEffect: Int8Array;
  /** Effect names by code (0 = none); tile effects follow the built-in three. */
  readonly effectNames: readonly string[];
  /** An upper bound on the moves of one side: cells × the most landings from one cell. */
  readonly moveBound: number;
  /** Scratch move buffer of `moveBound` entries (single-threaded use only). */
  readonly scratch: Int32Array;
  /** Scratch for move deduplication (single-threaded use only). */
  readonly stamp: Int32Array;
  stampCounter: number;
}

const cache = new WeakMap<RuleSet, Geometry>();

/** The geometry of a (valid) RuleSet, computed once per RuleSet object. */
export function geometryOf(rules: RuleSet): Geometry {
  let geo = cache.get(rules);
  if (!geo) {
    geo = compileGeometry(rules);
    cache.set(rules, geo);
  }
  return geo;
}

function compileGeometry(rules: RuleSet): Geometry {
  const { rows, cols } = boardDims(rules);
  const n = rows * cols;
  const enterable = new Uint8Array(n).fill(1);
  for (const index of impassableIndexes(rules)) enterable[index] = 0;

  // Stryker disable next-line MethodExpression: tile and effect codes only name the types inside the engine; any fixed order plays the same
  const tileTypeNames = Object.keys(rules.tileTypes ?? {}).sort();
  const effectNames: string[] = [...BUILTIN_EFFECTS];
  for (const name of tileTypeNames) {
    // Stryker disable next-line OptionalChaining: `name` is a key of rules.tileTypes, so both exist
    const effect = rules.tileTypes?.[name]?.effect;
    if (effect !== undefined && !effectNames.includes(effect)) effectNames.push(effect);
  }
  const tileEffect = new Int8Array(tileTypeNames.length);
  tileTypeNames.forEach((name, i) => {
    // Stryker disable next-line OptionalChaining: `name` is a key of rules.tileTypes, so both exist
    const effect = rules.tileTypes?.[name]?.effect;
    tileEffect[i] = effect === undefined ? 0 : effectNames.indexOf(effect);
  });

  const rayIndex = new Int32Array(6 * n).fill(-1);
  const needsDedupe = new Uint8Array(6 * n);
  // Stryker disable next-line ArrayDeclaration: a junk first entry moves nothing: every offset is read from data.length when its entry is written
  const data: number[] = [];
  let maxLandings = 1;
  for (const type of PIECE_TYPES) {
    for (const player of [0, 1] as const) {
      const set = (TYPE_CODES[type] - 1) * 2 + player;
      const patterns = movementPatterns(rules, type, player, Math.max(rows, cols));
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const cell = r * cols + c;
          const rays: number[][] = [];
          const plainLandings: (number | null)[] = [];
          const landings = new Set<number>();
          // Stryker disable next-line BooleanLiteral: starting true only turns off the compact form and deduplicates distinct landings: the same moves in the same order
          let duplicate = false;
          for (const pattern of patterns) {
            const ray = buildRay(r, c, pattern, cols, enterable);
            if (!ray) continue;
            for (const landing of ray.landings) {
              if (landings.has(landing)) duplicate = true;
              landings.add(landing);
            }
            rays.push(ray.encoded);
            plainLandings.push(ray.plain);
          }
          if (rays.length === 0) continue;
          maxLandings = Math.max(maxLandings, landings.size);
          rayIndex[set * n + cell] = data.length;
          needsDedupe[set * n + cell] = duplicate ? 1 : 0;
          // Stryker disable next-line BooleanLiteral,ArrowFunction: both only turn off the compact form (a duplicate needs a ray of two landings, never plain): the same moves in the same order
          if (!duplicate && plainLandings.every((l) => l !== null)) {
            data.push(rays.length | SIMPLE, ...(plainLandings as number[]));
          } else {
            data.push(rays.length);
            for (const ray of rays) data.push(...ray);
          }
        }
      }
    }
  }

  return {
    rules,
    rows,
    cols,
    n,
    enterable,
    homes: [rules.homes[0][0] * cols + rules.homes[0][1], rules.homes[1][0] * cols + rules.homes[1][1]],
    rayIndex,
    rayData: Int32Array.from(data),
    needsDedupe,
    capture: captureTable(rules),
    tileTypeNames,
    tileEffect,
    effectNames,
    moveBound: n * maxLandings,
    scratch: new Int32Array(Math.max(64, n * maxLandings)),
    stamp: new Int32Array(n),
    stampCounter: 0,
  };
}

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
 * Cells that must be empty to travel one vector from (r, c): the in-between cells of a straight
 * vector, or the leg of any other vector (the cell next to the piece along the long arm, D06).
 */
export function mustBeEmpty(r: number, c: number, [dr, dc]: Vector): [number, number][] {
  if (isStraight([dr, dc])) {
    const g = Math.max(Math.abs(dr), Math.abs(dc));
    const ur = Math.sign(dr);
    const uc = Math.sign(dc);
    const out: [number, number][] = [];
    for (let k = 1; k < g; k++) out.push([r + k * ur, c + k * uc]);
    return out;
  }
  return Math.abs(dr) > Math.abs(dc) ? [[r + Math.sign(dr), c]] : [[r, c + Math.sign(dc)]];
}

function buildRay(
  r0: number,
  c0: number,
  pattern: Pattern,
  cols: number,
  enterable: Uint8Array,
): { encoded: number[]; landings: number[]; plain: number | null } | null {
  const steps: number[] = [];
  const landings: number[] = [];
  let r = r0;
  let c = c0;
  for (let s = 0; s < pattern.steps; s++) {
    const tr = r + pattern.v[0];
    const tc = c + pattern.v[1];
    // A row off the board needs no check of its own: its index is outside `enterable`, which reads undefined.
    if (tc < 0 || tc >= cols || !enterable[tr * cols + tc]) break;
    // The cells to cross lie between the piece and a landing on the board (or beside the piece): on the board.
    const must = mustBeEmpty(r, c, pattern.v);
    if (must.some(([mr, mc]) => !enterable[mr * cols + mc])) break;
    landings.push(tr * cols + tc);
    steps.push(tr * cols + tc, must.length, ...must.map(([mr, mc]) => mr * cols + mc));
    r = tr;
    c = tc;
  }
  if (landings.length === 0) return null;
  // One step, nothing to cross, may move or capture: representable as a bare landing cell.
  const plain =
    landings.length === 1 && steps[1] === 0 && pattern.flags === (QUIET | CAPTURE) ? landings[0]! : null;
  return { encoded: [pattern.flags, landings.length, 3 + steps.length, ...steps], landings, plain };
}

/** Spec §1 capture rule: the mover beats the target, or is powered and equal, or holds wildcard (D02, D07). */
function captureTable(rules: RuleSet): Uint8Array {
  const table = new Uint8Array(256 * 256);
  for (let m = 0; m < 256; m++) {
    const mt = typeOf(m);
    if (mt === 0) continue;
    for (let t = 0; t < 256; t++) {
      const tt = typeOf(t);
      if (tt === 0 || playerOf(t) === playerOf(m)) continue;
      const beaten = TYPE_CODES[rules.beats[PIECE_TYPES[mt - 1] as PieceType]] === tt;
      const powered = (m & POWERED_BIT) !== 0 && mt === tt;
      const wildcard = effectOf(m) === EFFECT_WILDCARD;
      if (beaten || powered || wildcard) table[m * 256 + t] = 1;
    }
  }
  return table;
}
