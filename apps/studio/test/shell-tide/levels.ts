import { type Level, parseLevel } from "@rulekit/shell-tide";

/** Small boards for the view-model tests, validated by the engine like any level file. */
const ring = (n: number) => ({
  left: Array.from({ length: n }, (_, i) => (i + n - 1) % n),
  right: Array.from({ length: n }, (_, i) => (i + 1) % n),
});

export function makeLevel(
  starfish: readonly number[],
  options: {
    wetPits?: number[];
    arrows?: Record<number, "left" | "right">;
    sweep?: boolean;
    balance?: { optimalTurns: number; maxTurns: number; emotionSeed: number };
  } = {},
): Level {
  const wet = new Set(options.wetPits ?? []);
  const data = {
    id: "test-level",
    nodes: starfish.map((count, index) => ({
      index,
      type: wet.has(index) ? "wet_pit" : "sand",
      starfish: count,
      ...(options.arrows?.[index] ? { currentDirection: options.arrows[index] } : {}),
    })),
    edges: ring(starfish.length),
    rules: { finalTideSweep: options.sweep ?? false, wetPitRescue: wet.size > 0 },
    ...(options.balance ? { balance: options.balance } : {}),
  };
  // As the studio's level inspector reads a file: a board beyond the exact solver opens, with a warning.
  const parsed = parseLevel(data, { beyondSolver: "warn" });
  if (!parsed.ok) throw new Error(`bad test level: ${JSON.stringify(parsed.issues)}`);
  return parsed.value;
}

/** One move from node 0 to the right opens a capture chain all the way round: a Full Rescue in one turn. */
export const oneTurnLevel = () => makeLevel([1, 0, 0, 2, 0, 2, 0, 1]);

/** A wet pit at 4, a Current Arrow (left) on 2, Sweep on: every event kind can happen. */
export const richLevel = () =>
  makeLevel([3, 0, 2, 1, 0, 2, 1, 0], { wetPits: [4], arrows: { 2: "left" }, sweep: true });
