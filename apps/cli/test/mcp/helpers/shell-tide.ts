import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type AttemptState,
  classifyNearMiss,
  commit,
  isAnalyzerUnknown,
  legalMoves,
  type Move,
  newAttempt,
  parseLevel,
} from "@rulekit/shell-tide";
import { REPO_ROOT } from "../../helpers/run-cli.js";

export const PACK_DIR = "levels/shell-tide/full-rescue-v2";
export const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export const levelPath = (n: number) => `${PACK_DIR}/level-${String(n).padStart(2, "0")}.json`;
export const levelJson = (n: number) => JSON.parse(readFileSync(join(REPO_ROOT, levelPath(n)), "utf8"));
export const movesFlag = (moves: Move[]) => moves.map((m) => `${m.node}:${m.direction}`).join(",");

export function attemptOf(n: number, moves: Move[] = []): AttemptState {
  const parsed = parseLevel(levelJson(n));
  if (!parsed.ok) throw new Error(`level ${n} does not parse`);
  let state = newAttempt(parsed.value);
  for (const move of moves) {
    const result = commit(state, move);
    if (!result.ok) throw new Error(`${movesFlag([move])}: ${result.code}`);
    state = result.state;
  }
  return state;
}

/** A deterministic walk of `length` legal moves (fewer if the level ends first). */
export function walk(n: number, length: number, salt = 0): Move[] {
  const moves: Move[] = [];
  let state = attemptOf(n);
  for (let i = 0; i < length && state.levelStatus === "playing"; i++) {
    const legal = legalMoves(state);
    const move = legal[(i * 7 + n + salt) % legal.length]!;
    moves.push(move);
    state = (commit(state, move) as { state: AttemptState }).state;
  }
  return moves;
}

/**
 * The first lost attempt of level `n` (depth-first over legal moves in engine order) whose
 * near-miss verdict is `nearMiss`.
 */
export function lostLine(n: number, nearMiss: boolean): Move[] {
  const search = (state: AttemptState, line: Move[]): Move[] | null => {
    if (state.levelStatus === "lost") {
      const report = classifyNearMiss(state);
      return !isAnalyzerUnknown(report) && report.nearMiss === nearMiss ? line : null;
    }
    if (state.levelStatus === "won") return null;
    for (const move of legalMoves(state)) {
      const next = commit(state, move) as { state: AttemptState };
      const found = search(next.state, [...line, move]);
      if (found) return found;
    }
    return null;
  };
  const line = search(attemptOf(n), []);
  if (!line) throw new Error(`level ${n} has no lost line with nearMiss ${nearMiss}`);
  return line;
}

/**
 * The first attempt (`levels` in pack order, then breadth-first over legal moves in engine order, at most
 * `depth` moves) whose state satisfies `wanted` (keep `levels` to those that can have it: the search is
 * exhaustive on the others): tests find the situation they need in whatever the pack
 * holds, so a redesigned level does not silently empty a test.
 */
export function firstLine(
  wanted: (state: AttemptState) => boolean,
  { depth = 4, levels = LEVELS }: { depth?: number; levels?: readonly number[] } = {},
): { n: number; moves: Move[]; state: AttemptState } {
  for (const n of levels) {
    let frontier: { moves: Move[]; state: AttemptState }[] = [{ moves: [], state: attemptOf(n) }];
    for (let d = 0; d <= depth && frontier.length > 0; d++) {
      const next: typeof frontier = [];
      for (const at of frontier) {
        if (wanted(at.state)) return { n, ...at };
        if (at.state.levelStatus !== "playing") continue;
        for (const move of legalMoves(at.state)) {
          const stepped = commit(at.state, move) as { state: AttemptState };
          next.push({ moves: [...at.moves, move], state: stepped.state });
        }
      }
      frontier = next;
    }
  }
  throw new Error(`no pack attempt within ${depth} moves has the state the test needs`);
}
