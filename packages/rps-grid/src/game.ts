import {
  describeValue,
  parseWith,
  type Refusal,
  RulekitValidationError,
  refuse,
  type Stepped,
  type ValidationIssue,
} from "@rulekit/core";
import {
  type GameStatus,
  type PieceType,
  type PlayerIndex,
  REFUSAL,
  type RefusalCode,
  RULESET_LIMITS,
  STATUS,
  type WinReason,
} from "./constants.js";
import {
  BUILTIN_EFFECTS,
  EFFECT_SHIFT,
  encodePiece,
  PLAYER_BIT,
  POWERED_BIT,
  TYPE_MASK,
  TYPE_NAMES,
} from "./engine/cell-code.js";
import { type Geometry, geometryOf } from "./engine/geometry.js";
import {
  clonePosition,
  generateMoves,
  isLegal,
  laterEnd,
  MOVE_SHIFT,
  makeMove,
  newUndo,
  nextPosition,
  type Position,
  packMove,
  positionKey,
  settle,
  sortedMoves,
  type Undo,
} from "./engine/position.js";
import { assertRuleSet } from "./engine/rules-check.js";
import { seededSetup } from "./engine/setup.js";
import {
  type LastMove,
  type Piece,
  type ProtocolMove,
  type ProtocolState,
  StateSchema,
  type StateTile,
} from "./schema/protocol.js";
import type { Cell, RuleSet } from "./schema/rule-set.js";

/**
 * One game: an immutable handle. Read its summary fields directly; everything else goes through
 * `legalMoves`, `play` and `toProtocolState`. `play` returns a new Game and never changes this one.
 */
export interface Game {
  readonly rules: RuleSet;
  /** The seed the game was set up from (null for `fromState` without a seed). */
  readonly seed: string | null;
  readonly currentTurn: PlayerIndex;
  readonly moveCount: number;
  readonly status: GameStatus;
  readonly winner: PlayerIndex | null;
  readonly winReason: WinReason | null;
  readonly lastMove: LastMove | null;
}

/** The one event a ply produces: what `lastMove` says. */
export type MoveEvent = { type: "move" } & LastMove;

/**
 * What `play` returns: the engine contract's `{ ok: true, state, events }` (one `move` event) with the
 * ply's `lastMove`, or a refusal that changes nothing.
 */
export type PlayResult =
  | (Stepped<Game, MoveEvent> & {
      lastMove: LastMove;
      /** @deprecated The same Game as `state` (the name every engine uses); goes away in the next minor version. */
      game: Game;
    })
  | Refusal<RefusalCode>;

/**
 * Repetition history of a Game as an immutable list (newest first): sharing it between a game and
 * the games played from it costs nothing, unlike copying a map on every ply. `count` is how often
 * `key` occurred up to and including this node.
 */
interface HistoryNode {
  readonly key: string;
  readonly count: number;
  readonly prev: HistoryNode | null;
}

interface Core {
  /** Never mutated; its `history` map is unused (see `log`). */
  pos: Position;
  log: HistoryNode;
  legal?: ProtocolMove[];
}

/** Where a Game keeps its engine state: a non-enumerable symbol property (invisible to JSON). */
const CORE = Symbol("rps-grid.core");
/** The `history` of positions owned by Games (they keep theirs in `Core.log`); cloned before use. */
const EMPTY_HISTORY: Map<string, number> = new Map();
/** `play` is synchronous and never re-entered, so one undo record serves every call. */
const UNDO = newUndo();

/** The engine state of a Game, or undefined for any other value. */
function coreOrNull(game: unknown): Core | undefined {
  return typeof game === "object" && game !== null ? (game as { [CORE]?: Core })[CORE] : undefined;
}

/** Reading a value that is not a Game is a typed error (RulekitValidationError), not a TypeError. */
function coreOf(game: Game): Core {
  const core = coreOrNull(game);
  if (!core) {
    throw new RulekitValidationError("Game", [
      { path: "$", code: REFUSAL.notAGame, message: "not a Game (make one with newGame or fromState)" },
    ]);
  }
  return core;
}

/** A private mutable copy of the game's position with its full repetition history (perft, playouts). */
export function workingPosition(game: Game): Position {
  const core = coreOf(game);
  const pos = clonePosition(core.pos);
  const history = new Map<string, number>();
  for (let node: HistoryNode | null = core.log; node; node = node.prev) {
    if (!history.has(node.key)) history.set(node.key, node.count);
  }
  pos.history = history;
  return pos;
}

/** Occurrences so far of the position a ply from `log` leads to (same side to move: every other node). */
function earlierCount(log: HistoryNode, key: string): number {
  for (let node = log.prev; node; node = node.prev?.prev ?? null) if (node.key === key) return node.count;
  return 0;
}

function wrap(
  rules: RuleSet,
  seed: string | null,
  pos: Position,
  log: HistoryNode,
  lastMove: LastMove | null,
): Game {
  const game: Game = {
    rules,
    seed,
    currentTurn: pos.turn,
    moveCount: pos.moveCount,
    status: pos.finished ? STATUS.finished : STATUS.playing,
    winner: pos.winner,
    winReason: pos.winReason,
    lastMove,
  };
  Object.defineProperty(game, CORE, { value: { pos, log } satisfies Core, enumerable: false });
  return Object.freeze(game);
}

function emptyPosition(geo: Geometry): Position {
  return {
    geo,
    cells: new Uint8Array(geo.n),
    items: new Uint8Array(geo.n),
    tiles: new Int16Array(geo.n).fill(-1),
    effects: geo.effectNames,
    turn: 0,
    moveCount: 0,
    counts: new Int32Array(2),
    history: EMPTY_HISTORY,
    repCount: 1,
    finished: false,
    winner: null,
    winReason: null,
  };
}

/** Starts the history at this position (occurrence 1, D09) and applies D20. */
function start(pos: Position): HistoryNode {
  pos.repCount = 1;
  if (!pos.finished && generateMoves(pos.geo, pos.cells, pos.turn, null) === 0) {
    // D20: the side to move has no legal move in the initial state: the game is over at once.
    laterEnd(pos, 0);
  }
  return { key: positionKey(pos), count: 1, prev: null };
}

/**
 * A new game from a RuleSet and a seed (docs/rps-grid/setup.md): seeded army shuffle (with the
 * classic v2 extra piece), mirrored for player 1, organiser tiles and seeded power-ups.
 * Throws RulekitValidationError when the RuleSet is invalid.
 */
export function newGame(rules: RuleSet, seed: string | number): Game {
  assertRuleSet(rules);
  const geo = geometryOf(rules);
  const pos = emptyPosition(geo);
  // Stryker disable next-line ArrayDeclaration: without rules.tiles a dummy entry writes pos.tiles[NaN], which a typed array ignores
  for (const tile of rules.tiles ?? []) {
    pos.tiles[tile.row * geo.cols + tile.col] = geo.tileTypeNames.indexOf(tile.type);
  }
  const seedText = String(seed);
  const setup = seededSetup(rules, geo.homes, geo.cols, geo.enterable, pos.tiles, seedText);
  rules.startingPositions.forEach((cells, p) => {
    cells.forEach(([r, c], i) => {
      // Stryker disable next-line OptionalChaining: seededSetup always returns both armies (p is 0 or 1: startingPositions is a pair)
      const type = setup.armies[p]?.[i];
      if (!type) return;
      pos.cells[r * geo.cols + c] = encodePiece(p as PlayerIndex, type, false, 0);
      pos.counts[p]!++;
    });
  });
  for (const [r, c] of setup.powerUps) pos.items[r * geo.cols + c] = 1;
  return wrap(rules, seedText, pos, start(pos), null);
}

/**
 * A game from any explicit position in protocol shape (`state.board`, turn, counters, items,
 * tiles, status). The repetition history starts at this state. Throws RulekitValidationError
 * naming the JSON path when the state does not fit the RuleSet.
 */
export function fromState(rules: RuleSet, state: unknown, options: { seed?: string | number } = {}): Game {
  assertRuleSet(rules);
  const parsed = parseWith(StateSchema, state);
  if (!parsed.ok) throw new RulekitValidationError("state", parsed.issues);
  const s = parsed.value;
  const geo = geometryOf(rules);
  const issues: ValidationIssue[] = [];
  const fail = (path: string, message: string) => issues.push({ path, code: "custom", message });
  const pos = emptyPosition(geo);
  const effects = [...geo.effectNames];

  if (s.board.length !== geo.rows) fail("$.board", `expected ${geo.rows} rows, got ${s.board.length}`);
  s.board.forEach((row, r) => {
    if (row.length !== geo.cols) fail(`$.board[${r}]`, `expected ${geo.cols} columns, got ${row.length}`);
    row.forEach((piece, c) => {
      if (!piece || r >= geo.rows || c >= geo.cols) return;
      const cell = r * geo.cols + c;
      if (geo.enterable[cell] !== 1) fail(`$.board[${r}][${c}]`, "a piece stands on an impassable cell");
      let effect = 0;
      if (piece.effect !== undefined) {
        effect = effects.indexOf(piece.effect);
        if (effect < 0) {
          effect = effects.length;
          effects.push(piece.effect);
        }
        if (effect >= RULESET_LIMITS.maxEffects + 1)
          fail(`$.board[${r}][${c}].effect`, "too many distinct effects");
      }
      pos.cells[cell] = encodePiece(piece.player, piece.type, piece.powered === true, effect & 0xf);
      pos.counts[piece.player]!++;
    });
  });
  (s.powerUps ?? []).forEach(([r, c], i) => {
    if (r < 0 || r >= geo.rows || c < 0 || c >= geo.cols || geo.enterable[r * geo.cols + c] !== 1) {
      fail(`$.powerUps[${i}]`, `[${r},${c}] is not an enterable cell`);
    } else pos.items[r * geo.cols + c] = 1;
  });
  const terrain = new Set<number>();
  for (const [r, c] of [...(rules.blockedCells ?? []), ...(rules.voidCells ?? [])])
    terrain.add(r * geo.cols + c);
  const tiles = s.tiles ?? (rules.tiles ?? []).map((t) => ({ ...t, tags: [] as string[] }));
  tiles.forEach((tile, i) => {
    const cell = tile.row * geo.cols + tile.col;
    if (tile.row < 0 || tile.row >= geo.rows || tile.col < 0 || tile.col >= geo.cols) {
      fail(`$.tiles[${i}]`, "off the board");
      return;
    }
    if (terrain.has(cell)) return;
    const code = geo.tileTypeNames.indexOf(tile.type);
    if (code < 0) {
      fail(`$.tiles[${i}].type`, `unknown tile type '${tile.type}'`);
      return;
    }
    // Stryker disable next-line OptionalChaining: reached only for a type of geo.tileTypeNames, i.e. a key of rules.tileTypes
    if (rules.tileTypes?.[tile.type]?.passable === false && geo.enterable[cell] === 1) {
      fail(`$.tiles[${i}]`, "an impassable tile that the RuleSet does not place here");
      return;
    }
    pos.tiles[cell] = code;
  });
  if (issues.length > 0) throw new RulekitValidationError("state", issues);

  pos.effects = effects;
  pos.turn = s.currentTurn;
  pos.moveCount = s.moveCount;
  if (s.status === STATUS.finished) {
    pos.finished = true;
    pos.winner = s.winner;
    pos.winReason = s.winReason;
  }
  const log = start(pos);
  return wrap(rules, options.seed === undefined ? null : String(options.seed), pos, log, s.lastMove);
}

const toProtocolMove = (geo: Geometry, move: number): ProtocolMove => {
  const from = move >> MOVE_SHIFT;
  const to = move & 0xfff;
  return {
    fromRow: Math.floor(from / geo.cols),
    fromCol: from % geo.cols,
    toRow: Math.floor(to / geo.cols),
    toCol: to % geo.cols,
  };
};

/** The side to move's legal moves, sorted by (fromRow, fromCol, toRow, toCol), without duplicates (D08). */
export function legalMoves(game: Game): ProtocolMove[] {
  const core = coreOf(game);
  if (!core.legal) {
    const pos = core.pos;
    core.legal = pos.finished ? [] : Array.from(sortedMoves(pos), (m) => toProtocolMove(pos.geo, m));
  }
  return core.legal.map((m) => ({ fromRow: m.fromRow, fromCol: m.fromCol, toRow: m.toRow, toCol: m.toCol }));
}

/**
 * Plays one move for the side to move. Returns the new game and what happened (`lastMove`), or a
 * refusal (`game_over`, `off_board`, `no_piece`, `not_your_piece`, `illegal_move`) that changes nothing.
 */
export function play(game: Game, action: ProtocolMove): PlayResult {
  const core = coreOrNull(game);
  if (!core) return refuse(REFUSAL.notAGame, "not a Game (make one with newGame or fromState)");
  const pos = core.pos;
  if (pos.finished) return refuse(REFUSAL.gameOver, "the game is over");
  const { geo } = pos;
  // Each coordinate is read once into a copy: a move whose getters change between reads is checked
  // and played with the same values.
  const move = readMove(action);
  if (!move) {
    return refuse(
      REFUSAL.offBoard,
      `a move is an object { fromRow, fromCol, toRow, toCol }, got ${describeValue(action)}`,
    );
  }
  for (const key of MOVE_KEYS) {
    if (!Number.isInteger(move[key])) {
      return refuse(
        REFUSAL.offBoard,
        `${key} must be a whole number (a row or column index), got ${describeValue(move[key])}`,
      );
    }
  }
  const inside = (r: number, c: number) => r >= 0 && r < geo.rows && c >= 0 && c < geo.cols;
  if (!inside(move.fromRow, move.fromCol) || !inside(move.toRow, move.toCol)) {
    return refuse(REFUSAL.offBoard, `move ${describe(move)} is not on the ${geo.rows}×${geo.cols} board`);
  }
  const from = move.fromRow * geo.cols + move.fromCol;
  const to = move.toRow * geo.cols + move.toCol;
  const code = pos.cells[from]!;
  if (code === 0) return refuse(REFUSAL.noPiece, `no piece on [${move.fromRow},${move.fromCol}]`);
  if ((code & PLAYER_BIT) >> 2 !== pos.turn) {
    return refuse(
      REFUSAL.notYourPiece,
      `the piece on [${move.fromRow},${move.fromCol}] belongs to player ${(code & PLAYER_BIT) >> 2}, player ${pos.turn} is to move`,
    );
  }
  const packed = packMove(from, to);
  if (!isLegal(pos, packed)) {
    return refuse(REFUSAL.illegalMove, `${describe(move)} is not a legal move`);
  }
  const next = nextPosition(pos, new Map());
  const u = UNDO;
  makeMove(next, packed, u);
  // A capture can never be undone, so no earlier position can come back: the history restarts.
  const captured = u.target !== 0 && !u.blocked;
  next.repCount = captured ? 1 : 1 + earlierCount(core.log, u.key);
  next.history = EMPTY_HISTORY;
  const log: HistoryNode = { key: u.key, count: next.repCount, prev: captured ? null : core.log };
  settle(next, u);
  const lastMove = describeLastMove(pos, u);
  const after = wrap(game.rules, game.seed, next, log, lastMove);
  return { ok: true, state: after, events: [{ type: "move", ...lastMove }], lastMove, game: after };
}

const MOVE_KEYS = ["fromRow", "fromCol", "toRow", "toCol"] as const;

function describe(move: ProtocolMove): string {
  return `[${move.fromRow},${move.fromCol}]→[${move.toRow},${move.toCol}]`;
}

/** The four coordinates, each read once, or undefined when `move` is not an object. */
function readMove(move: unknown): ProtocolMove | undefined {
  if (typeof move !== "object" || move === null) return undefined;
  const { fromRow, fromCol, toRow, toCol } = move as Record<string, unknown>;
  return { fromRow, fromCol, toRow, toCol } as ProtocolMove;
}

function describeLastMove(before: Position, u: Undo): LastMove {
  const { geo } = before;
  const captured =
    !u.blocked && u.target !== 0
      ? {
          player: ((u.target & PLAYER_BIT) >> 2) as PlayerIndex,
          type: TYPE_NAMES[u.target & TYPE_MASK] as PieceType,
        }
      : null;
  return {
    fromRow: Math.floor(u.from / geo.cols),
    fromCol: u.from % geo.cols,
    toRow: Math.floor(u.to / geo.cols),
    toCol: u.to % geo.cols,
    player: ((u.mover & PLAYER_BIT) >> 2) as PlayerIndex,
    pieceType: TYPE_NAMES[u.mover & TYPE_MASK] as PieceType,
    captured,
    blocked: u.blocked,
    bonus_step: u.dash >= 0 ? { row: Math.floor(u.dash / geo.cols), col: u.dash % geo.cols } : null,
    pickedPowerUp: u.pickedPowerUp,
    pickedEffect: u.pickedEffect === 0 ? null : (before.effects[u.pickedEffect] ?? null),
  };
}

/** A piece as the protocol writes it (`powered` and `effect` only when set). */
function pieceJson(pos: Position, code: number): Piece {
  const piece: Piece = {
    player: ((code & PLAYER_BIT) >> 2) as PlayerIndex,
    type: TYPE_NAMES[code & TYPE_MASK] as PieceType,
  };
  if (code & POWERED_BIT) piece.powered = true;
  const effect = code >> EFFECT_SHIFT;
  if (effect !== 0) piece.effect = pos.effects[effect] ?? BUILTIN_EFFECTS[effect];
  return piece;
}

/** The game as the protocol's `state` JSON (spec §3), key order as in the protocol. */
export function toProtocolState(game: Game): ProtocolState {
  const pos = coreOf(game).pos;
  const { geo } = pos;
  const rules = game.rules;
  const board: (Piece | null)[][] = [];
  for (let r = 0; r < geo.rows; r++) {
    const row: (Piece | null)[] = [];
    for (let c = 0; c < geo.cols; c++) {
      const code = pos.cells[r * geo.cols + c]!;
      row.push(code === 0 ? null : pieceJson(pos, code));
    }
    board.push(row);
  }
  const state: ProtocolState = {
    board,
    currentTurn: pos.turn,
    moveCount: pos.moveCount,
    status: pos.finished ? STATUS.finished : STATUS.playing,
    winner: pos.winner,
    winReason: pos.winReason,
    lastMove: game.lastMove ? { ...game.lastMove } : null,
  };
  // Items loaded by fromState into a RuleSet without power-ups are still on the board: list them too.
  if (rules.powerUps === true || pos.items.includes(1)) {
    const items: Cell[] = [];
    for (let cell = 0; cell < geo.n; cell++)
      if (pos.items[cell] === 1) items.push([Math.floor(cell / geo.cols), cell % geo.cols]);
    state.powerUps = items;
  }
  if (rules.tileTypes !== undefined) state.tiles = stateTiles(pos);
  return state;
}

/** Every special cell, row-major: blocked, void and organiser tiles still on the board. */
function stateTiles(pos: Position): StateTile[] {
  const { geo } = pos;
  const rules = geo.rules;
  const terrain = new Map<number, "blocked" | "void">();
  // Stryker disable next-line ArrayDeclaration: without voidCells a dummy entry gets a key that is not a number, never a cell
  for (const [r, c] of rules.voidCells ?? []) terrain.set(r * geo.cols + c, "void");
  // Stryker disable next-line ArrayDeclaration: without blockedCells a dummy entry gets a key that is not a number, never a cell
  for (const [r, c] of rules.blockedCells ?? []) terrain.set(r * geo.cols + c, "blocked");
  const out: StateTile[] = [];
  for (let cell = 0; cell < geo.n; cell++) {
    const row = Math.floor(cell / geo.cols);
    const col = cell % geo.cols;
    const kind = terrain.get(cell);
    if (kind) {
      out.push({ row, col, type: kind, tags: [...(rules.tileTypes?.[kind]?.tags ?? [kind])] });
      continue;
    }
    const code = pos.tiles[cell]!;
    if (code < 0) continue;
    const type = geo.tileTypeNames[code]!;
    // Stryker disable next-line OptionalChaining: called only when rules.tileTypes exists, and type is one of its keys
    out.push({ row, col, type, tags: [...(rules.tileTypes?.[type]?.tags ?? [])] });
  }
  return out;
}

/** Pieces per player (a convenience for UIs and tests). */
export function pieceCounts(game: Game): [number, number] {
  const pos = coreOf(game).pos;
  return [pos.counts[0]!, pos.counts[1]!];
}
