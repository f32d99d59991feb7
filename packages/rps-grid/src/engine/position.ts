import type { PlayerIndex, WinReason } from "../constants.js";
import {
  EFFECT_DASH,
  EFFECT_MASK,
  EFFECT_SHIELD,
  EFFECT_SHIFT,
  PLAYER_BIT,
  POWERED_BIT,
  TYPE_MASK,
} from "./cell-code.js";
import type { Geometry } from "./geometry.js";
import { CAPTURE, QUIET, SIMPLE } from "./move-tables.js";

/**
 * The mutable position the engine computes on: a flat byte board and a few counters. Public
 * functions never hand one out; `Game` wraps a snapshot that is never mutated, and perft/playouts
 * use make/unmake on a private copy.
 */
export interface Position {
  readonly geo: Geometry;
  cells: Uint8Array;
  /** 1 = a power-up lies on the cell. */
  items: Uint8Array;
  /** Tile type code (index into geo.tileTypeNames) or −1. */
  tiles: Int16Array;
  /** Effect names by code (geo.effectNames, extended when a loaded state holds other effects). */
  effects: readonly string[];
  turn: PlayerIndex;
  moveCount: number;
  /** Pieces per player. */
  counts: Int32Array;
  /** Repetition key → occurrences, since the initial state (D09). */
  history: Map<string, number>;
  /** Occurrences of the current position (≥ 1). */
  repCount: number;
  finished: boolean;
  winner: PlayerIndex | null;
  winReason: WinReason | null;
}

/** What a move changed, so `unmakeMove` can put it back (and `play` can describe it). */
export interface Undo {
  from: number;
  to: number;
  /** Where the moving piece ended: `to`, the dash cell, or `from` when a shield blocked it. */
  landed: number;
  dash: number;
  mover: number;
  target: number;
  blocked: boolean;
  itemTo: boolean;
  itemDash: boolean;
  tileTo: number;
  tileDash: number;
  pickedPowerUp: boolean;
  /** Effect code picked up last (0 none). */
  pickedEffect: number;
  key: string;
  prevRepCount: number;
}

// Stryker disable ObjectLiteral,BooleanLiteral,UnaryOperator,StringLiteral: makeMove sets every field of an
// Undo before anything reads it, so these starting values are never seen (they give the object its shape).
export const newUndo = (): Undo => ({
  from: 0,
  to: 0,
  landed: 0,
  dash: -1,
  mover: 0,
  target: 0,
  blocked: false,
  itemTo: false,
  itemDash: false,
  tileTo: -1,
  tileDash: -1,
  pickedPowerUp: false,
  pickedEffect: 0,
  key: "",
  prevRepCount: 0,
});
// Stryker restore ObjectLiteral,BooleanLiteral,UnaryOperator,StringLiteral

export function clonePosition(pos: Position): Position {
  return withParts(pos, pos.cells.slice(), pos.items.slice(), pos.tiles.slice(), new Map(pos.history));
}

/**
 * The copy `play` needs: a fresh board; items and tiles are shared when the RuleSet has none
 * (nothing can change them then); the history map is left to the caller.
 */
export function nextPosition(pos: Position, history: Map<string, number>): Position {
  const rules = pos.geo.rules;
  // (A loaded state may carry items even when the RuleSet does not place any.)
  // Stryker disable next-line BooleanLiteral: with power-ups on and no tileTypes, the copy is needed only while items remain, which `includes(1)` still sees
  const pickups = rules.powerUps === true || rules.tileTypes !== undefined || pos.items.includes(1);
  return withParts(
    pos,
    pos.cells.slice(),
    pickups ? pos.items.slice() : pos.items,
    pickups ? pos.tiles.slice() : pos.tiles,
    history,
  );
}

// Written out field by field: `{ ...pos, cells }` takes a slow path in V8 (Node 20) that costs
// microseconds per copy, which dominated `play`.
function withParts(
  pos: Position,
  cells: Uint8Array,
  items: Uint8Array,
  tiles: Int16Array,
  history: Map<string, number>,
): Position {
  return {
    geo: pos.geo,
    cells,
    items,
    tiles,
    effects: pos.effects,
    turn: pos.turn,
    moveCount: pos.moveCount,
    counts: pos.counts.slice(),
    history,
    repCount: pos.repCount,
    finished: pos.finished,
    winner: pos.winner,
    winReason: pos.winReason,
  };
}

/** Whether `move` is among the side to move's moves (no allocation: uses the geometry's scratch buffer). */
export function isLegal(pos: Position, move: number): boolean {
  const scratch = pos.geo.scratch;
  const n = generateMoves(pos.geo, pos.cells, pos.turn, scratch);
  for (let i = 0; i < n; i++) if (scratch[i] === move) return true;
  return false;
}

/**
 * Repetition key (D10): the side to move and every cell's player, type, powered flag and effect —
 * exactly the packed board bytes. Items, tiles, moveCount and lastMove are not part of it.
 */
export function positionKey(pos: Position): string {
  // Byte-for-byte text of the board (a one-byte-per-char decode is a bijection), plus the side to move.
  // Stryker disable next-line StringLiteral,EqualityOperator: swapped or emptied suffixes still tell the two sides apart (every board decodes to the same length)
  return KEY_DECODER.decode(pos.cells) + (pos.turn === 0 ? "0" : "1");
}

const KEY_DECODER = new TextDecoder("latin1");

/** Moves are packed as `from * 4096 + to` (boards have at most 64×64 cells). */
export const MOVE_SHIFT = 12;
export const packMove = (from: number, to: number): number => (from << MOVE_SHIFT) | to;

/**
 * Generates the moves of `player` into `out` from index 0 (or only counts them when `out`
 * is null) and returns how many. Deduplicated; the order is by origin cell, then ray order.
 */
export function generateMoves(
  geo: Geometry,
  cells: Uint8Array,
  player: PlayerIndex,
  out: Int32Array | null,
): number {
  const { n, rayIndex, rayData, capture, needsDedupe, stamp } = geo;
  const mine = player << 2;
  let k = 0;
  for (let from = 0; from < n; from++) {
    const code = cells[from]!;
    if (code === 0 || (code & PLAYER_BIT) !== mine) continue;
    const entry = (((code & TYPE_MASK) - 1) * 2 + player) * n + from;
    let p = rayIndex[entry]!;
    if (p < 0) continue;
    const captureRow = code << 8;
    const header = rayData[p++]!;
    if ((header & SIMPLE) !== 0) {
      // King-like entry: a list of single-step landings, all distinct.
      const end = p + (header & ~SIMPLE);
      for (; p < end; p++) {
        const landing = rayData[p]!;
        const target = cells[landing]!;
        if (target === 0 || capture[captureRow | target] === 1) {
          if (out) out[k] = (from << MOVE_SHIFT) | landing;
          k++;
        }
      }
      continue;
    }
    const dedupe = needsDedupe[entry] === 1;
    // Stryker disable next-line UpdateOperator: counting down gives each call its own mark as well (never 0, the stamps' starting value)
    const mark = dedupe ? ++geo.stampCounter : 0;
    const nRays = header;
    for (let ray = 0; ray < nRays; ray++) {
      const flags = rayData[p]!;
      const nSteps = rayData[p + 1]!;
      const end = p + rayData[p + 2]!;
      let q = p + 3;
      for (let s = 0; s < nSteps; s++) {
        const landing = rayData[q]!;
        const nMust = rayData[q + 1]!;
        q += 2;
        let clear = true;
        for (let m = 0; m < nMust; m++) {
          if (cells[rayData[q + m]!] !== 0) {
            clear = false;
            break;
          }
        }
        if (!clear) break;
        q += nMust;
        const target = cells[landing]!;
        let legal: boolean;
        if (target === 0) legal = (flags & QUIET) !== 0;
        else legal = (flags & CAPTURE) !== 0 && capture[captureRow | target] === 1;
        if (legal) {
          if (dedupe) {
            if (stamp[landing] === mark) legal = false;
            else stamp[landing] = mark;
          }
          if (legal) {
            if (out) out[k] = (from << MOVE_SHIFT) | landing;
            k++;
          }
        }
        if (target !== 0) break;
      }
      p = end;
    }
  }
  return k;
}

/** A move list sorted by (from, to) — row-major cell order, i.e. the protocol's order (D08). */
export function sortedMoves(pos: Position): Int32Array {
  const buffer = new Int32Array(generateMoves(pos.geo, pos.cells, pos.turn, null));
  generateMoves(pos.geo, pos.cells, pos.turn, buffer);
  return buffer.sort();
}

/** An upper bound on the number of moves of one side (for move buffers). */
export function moveCapacity(geo: Geometry): number {
  return Math.max(64, geo.moveBound);
}

/**
 * Applies one ply in place (spec §4 steps 1–4, in order: shield, move and capture, pickups, dash,
 * clock), recording in `u` what it changed. The move must be legal. End checks are separate.
 */
export function makeMove(pos: Position, move: number, u: Undo): void {
  const from = move >> MOVE_SHIFT;
  const to = move & 0xfff;
  const { cells } = pos;
  const mover = cells[from]!;
  const target = cells[to]!;
  u.from = from;
  u.to = to;
  u.mover = mover;
  u.target = target;
  u.dash = -1;
  u.itemTo = false;
  // Stryker disable next-line BooleanLiteral: read only when a dash happened, and a dash sets it (a fresh value for every move)
  u.itemDash = false;
  u.tileTo = -1;
  // Stryker disable next-line UnaryOperator: read only when a dash happened, and a dash sets it (a fresh value for every move)
  u.tileDash = -1;
  u.pickedPowerUp = false;
  u.pickedEffect = 0;
  u.blocked = false;

  if (target !== 0 && target >> EFFECT_SHIFT === EFFECT_SHIELD) {
    // Stage "shield" (D11): the shield breaks, the attacker stays, nothing else happens.
    cells[to] = target & ~EFFECT_MASK;
    u.blocked = true;
    u.landed = from;
  } else {
    // Stage "move": capture by replacement.
    cells[from] = 0;
    cells[to] = mover;
    if (target !== 0) pos.counts[target & PLAYER_BIT ? 1 : 0]!--;
    // Stage "pickup" (D17, D18).
    u.itemTo = pickUpItem(pos, to, u);
    u.tileTo = pickUpTile(pos, to, u);
    u.landed = to;
    // Stage "dash" (D12): after a real capture, one more cell in the same direction if free.
    if (target !== 0 && cells[to]! >> EFFECT_SHIFT === EFFECT_DASH) {
      const dash = dashCell(pos.geo, from, to);
      if (dash >= 0 && cells[dash] === 0) {
        cells[dash] = cells[to]!;
        cells[to] = 0;
        u.dash = dash;
        u.landed = dash;
        u.itemDash = pickUpItem(pos, dash, u);
        u.tileDash = pickUpTile(pos, dash, u);
      }
    }
  }
  // Stage "clock" (D13, D14): every ply counts, the turn always passes.
  pos.moveCount++;
  pos.turn = pos.turn === 0 ? 1 : 0;
  // Repetition bookkeeping (D09).
  const key = positionKey(pos);
  const seen = (pos.history.get(key) ?? 0) + 1;
  pos.history.set(key, seen);
  u.key = key;
  u.prevRepCount = pos.repCount;
  pos.repCount = seen;
}

/** Puts back everything `makeMove` changed (including a finished status). */
export function unmakeMove(pos: Position, u: Undo): void {
  const { cells } = pos;
  const seen = pos.history.get(u.key)!;
  if (seen <= 1) pos.history.delete(u.key);
  else pos.history.set(u.key, seen - 1);
  pos.repCount = u.prevRepCount;
  pos.turn = pos.turn === 0 ? 1 : 0;
  pos.moveCount--;
  pos.finished = false;
  pos.winner = null;
  pos.winReason = null;
  if (u.dash >= 0) {
    cells[u.dash] = 0;
    if (u.itemDash) pos.items[u.dash] = 1;
    if (u.tileDash >= 0) pos.tiles[u.dash] = u.tileDash;
  }
  if (u.itemTo) pos.items[u.to] = 1;
  if (u.tileTo >= 0) pos.tiles[u.to] = u.tileTo;
  cells[u.from] = u.mover;
  cells[u.to] = u.target;
  if (!u.blocked && u.target !== 0) pos.counts[u.target & PLAYER_BIT ? 1 : 0]!++;
}

function pickUpItem(pos: Position, cell: number, u: Undo): boolean {
  if (pos.items[cell] !== 1) return false;
  pos.items[cell] = 0;
  pos.cells[cell] = pos.cells[cell]! | POWERED_BIT;
  u.pickedPowerUp = true;
  return true;
}

/** Returns the tile code removed (an effect tile), or −1. */
function pickUpTile(pos: Position, cell: number, u: Undo): number {
  const tile = pos.tiles[cell]!;
  if (tile < 0) return -1;
  const effect = pos.geo.tileEffect[tile]!;
  if (effect === 0) return -1;
  pos.tiles[cell] = -1;
  pos.cells[cell] = (pos.cells[cell]! & ~EFFECT_MASK) | (effect << EFFECT_SHIFT);
  u.pickedEffect = effect;
  return tile;
}

/** `to + (sign dr, sign dc)` when on the board and enterable, else −1. */
export function dashCell(geo: Geometry, from: number, to: number): number {
  const { cols } = geo;
  const fr = Math.floor(from / cols);
  const tr = Math.floor(to / cols);
  const r = tr + Math.sign(tr - fr);
  const c = (to % cols) + Math.sign((to % cols) - (from % cols));
  if (c < 0 || c >= cols) return -1;
  // A row off the board needs no check of its own: its index is outside `enterable`, which reads undefined.
  const cell = r * cols + c;
  return geo.enterable[cell] === 1 ? cell : -1;
}

/**
 * The wins that need no move generation (spec §4.5 a, b), for the player who just moved.
 * Sets the finished status and returns true when one applies.
 */
export function decisiveEnd(pos: Position, u: Undo): boolean {
  const mover: PlayerIndex = pos.turn === 0 ? 1 : 0;
  if (u.landed === pos.geo.homes[1 - mover]) return finish(pos, mover, "home");
  if (pos.counts[1 - mover] === 0) return finish(pos, mover, "capture_all");
  return false;
}

/**
 * The remaining end checks in order (c) no legal move for the side to move, (d) repetition,
 * (e) move limit — given how many moves the side to move has.
 */
export function laterEnd(pos: Position, movesAvailable: number): boolean {
  const mover: PlayerIndex = pos.turn === 0 ? 1 : 0;
  if (movesAvailable === 0) return finish(pos, mover, "no_moves");
  const rules = pos.geo.rules;
  if (pos.repCount >= rules.repetitionLimit) return finish(pos, null, "repetition");
  if (pos.moveCount >= rules.maxMoves) {
    if (rules.onMoveLimit === "most_pieces" && pos.counts[0] !== pos.counts[1]) {
      return finish(pos, pos.counts[0]! > pos.counts[1]! ? 0 : 1, "max_moves");
    }
    return finish(pos, null, "max_moves");
  }
  return false;
}

/** All end checks after a ply, wins before draws (D04). */
export function settle(pos: Position, u: Undo): boolean {
  return decisiveEnd(pos, u) || laterEnd(pos, generateMoves(pos.geo, pos.cells, pos.turn, null));
}

function finish(pos: Position, winner: PlayerIndex | null, reason: WinReason): true {
  pos.finished = true;
  pos.winner = winner;
  pos.winReason = reason;
  return true;
}
