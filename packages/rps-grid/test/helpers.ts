import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  CLASSIC_V2,
  fromState,
  type Game,
  legalMoves,
  type Piece,
  type ProtocolState,
  parseRuleSet,
  play,
  type RuleSet,
} from "../src/index.ts";

export const LEVELS_DIR = fileURLToPath(new URL("../../../levels/rps-grid/", import.meta.url));

export function loadLevel(name: string): RuleSet {
  const result = parseRuleSet(JSON.parse(readFileSync(`${LEVELS_DIR}${name}.json`, "utf8")));
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.issues)}`);
  return result.value;
}

export const LEVEL_NAMES = readdirSync(LEVELS_DIR)
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""))
  .sort();

/** Tile types for RuleSets made in tests: the three effect tiles, decor and a hazard. */
export const TEST_TILES = {
  shield: { passable: true, tags: ["effect"], effect: "shield" },
  dash: { passable: true, tags: ["effect"], effect: "dash" },
  wildcard: { passable: true, tags: ["effect"], effect: "wildcard" },
  grass: { passable: true, tags: ["decor"] },
  lava: { passable: false, tags: ["hazard"] },
};

/** A RuleSet derived from classic v2 with some fields replaced. */
export function rulesWith(patch: Record<string, unknown>, base: RuleSet = CLASSIC_V2): RuleSet {
  return { ...structuredClone(base), ...patch } as RuleSet;
}

export interface PieceMark {
  at: [number, number];
  powered?: boolean;
  effect?: string;
}

/**
 * A protocol state from a picture: `.` empty, `R P S` player 0, `r p s` player 1.
 * `marks` add powered/effect to pieces in the picture.
 */
export function picture(
  rows: string[],
  options: {
    turn?: 0 | 1;
    moveCount?: number;
    marks?: PieceMark[];
    powerUps?: [number, number][];
    tiles?: { row: number; col: number; type: string; tags: string[] }[];
  } = {},
): ProtocolState {
  const board: (Piece | null)[][] = rows.map((line) =>
    [...line].map((ch) => {
      if (ch === ".") return null;
      const player = ch === ch.toUpperCase() ? 0 : 1;
      return { player, type: ch.toUpperCase() as "R" | "P" | "S" };
    }),
  );
  for (const mark of options.marks ?? []) {
    const piece = board[mark.at[0]]?.[mark.at[1]];
    if (!piece) throw new Error(`no piece at ${mark.at}`);
    if (mark.powered) piece.powered = true;
    if (mark.effect) piece.effect = mark.effect;
  }
  const state: ProtocolState = {
    board,
    currentTurn: options.turn ?? 0,
    moveCount: options.moveCount ?? 0,
    status: "playing",
    winner: null,
    winReason: null,
    lastMove: null,
  };
  if (options.powerUps) state.powerUps = options.powerUps;
  if (options.tiles) state.tiles = options.tiles;
  return state;
}

/** A square board RuleSet of the given size with homes in far corners unless given. */
export function smallRules(size: number, patch: Record<string, unknown> = {}): RuleSet {
  return rulesWith({
    id: "test",
    boardSize: size,
    homes: [
      [0, 0],
      [size - 1, size - 1],
    ],
    startingPositions: [[[0, 1]], [[size - 1, size - 2]]],
    pieceTypes: { R: 1 },
    randomExtraPiece: false,
    ...patch,
  });
}

/** Targets of the piece on `from`, as "r,c" strings in legal-move order. */
export function targetsOf(game: Game, from: [number, number]): string[] {
  return legalMoves(game)
    .filter((m) => m.fromRow === from[0] && m.fromCol === from[1])
    .map((m) => `${m.toRow},${m.toCol}`);
}

export function targetSet(game: Game, from: [number, number]): string[] {
  return targetsOf(game, from).sort();
}

export const cells = (...list: [number, number][]): string[] => list.map(([r, c]) => `${r},${c}`).sort();

export function mustPlay(game: Game, from: [number, number], to: [number, number]) {
  const result = play(game, { fromRow: from[0], fromCol: from[1], toRow: to[0], toCol: to[1] });
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result;
}

export function at(rules: RuleSet, rows: string[], options: Parameters<typeof picture>[1] = {}): Game {
  return fromState(rules, picture(rows, options));
}
