import {
  type AttemptState,
  commit,
  type Direction,
  type Level,
  type Move,
  newAttempt,
} from "../src/index.js";

/** A cell of a test board: a pile size, "W" for a wet pit, or `[pile, arrow]`. */
export type Cell = number | "W" | [number, Direction];

/** A plain ring (`right[i] = i + 1`) built from cells. */
export function ringLevel(cells: Cell[], options: { sweep?: boolean; id?: string } = {}): Level {
  const n = cells.length;
  const nodes = cells.map((cell, index) => {
    if (cell === "W") return { index, type: "wet_pit" as const, starfish: 0 };
    if (Array.isArray(cell)) {
      return { index, type: "sand" as const, starfish: cell[0], currentDirection: cell[1] };
    }
    return { index, type: "sand" as const, starfish: cell };
  });
  return {
    id: options.id ?? "test",
    nodes,
    edges: {
      left: Array.from({ length: n }, (_, i) => (i + n - 1) % n),
      right: Array.from({ length: n }, (_, i) => (i + 1) % n),
    },
    rules: { finalTideSweep: options.sweep ?? false, wetPitRescue: cells.includes("W") },
  };
}

export const L = (node: number): Move => ({ node, direction: "left" });
export const R = (node: number): Move => ({ node, direction: "right" });

/** An attempt with explicit turn figures (no solver call). */
export function attempt(level: Level, optimalTurns = 1, maxTurns = 5): AttemptState {
  return newAttempt(level, { optimalTurns, maxTurns });
}

/** The state after a move the test knows is legal (a refusal fails the test with its code). */
export function play(state: AttemptState, move: Move): AttemptState {
  const result = commit(state, move);
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.state;
}
