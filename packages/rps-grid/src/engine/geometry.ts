import { PIECE_TYPES, type PieceType } from "../constants.js";
import type { RuleSet } from "../schema/rule-set-shape.js";
import { boardDims, impassableIndexes } from "./board-shape.js";
import {
  BUILTIN_EFFECTS,
  EFFECT_WILDCARD,
  effectOf,
  POWERED_BIT,
  playerOf,
  TYPE_CODES,
  typeOf,
} from "./cell-code.js";
import { moveTables } from "./move-tables.js";

/**
 * Everything about a RuleSet that never changes during a game, precomputed once: board shape,
 * enterable cells, the capture table and flat move tables. Shared (read-only) by every game of
 * the RuleSet.
 *
 * Move tables (`rayIndex`, `rayData`, `needsDedupe`): see `MoveTables` in move-tables.ts.
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

  const tables = moveTables(rules, rows, cols, enterable);
  return {
    rules,
    rows,
    cols,
    n,
    enterable,
    homes: [rules.homes[0][0] * cols + rules.homes[0][1], rules.homes[1][0] * cols + rules.homes[1][1]],
    rayIndex: tables.rayIndex,
    rayData: tables.rayData,
    needsDedupe: tables.needsDedupe,
    capture: captureTable(rules),
    tileTypeNames,
    tileEffect,
    effectNames,
    moveBound: n * tables.maxLandings,
    scratch: new Int32Array(Math.max(64, n * tables.maxLandings)),
    stamp: new Int32Array(n),
    stampCounter: 0,
  };
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
