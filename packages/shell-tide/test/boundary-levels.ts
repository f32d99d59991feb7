import { isBeyondSolverIssue, type Level, parseLevel } from "../src/index.js";
import { ringLevel } from "./helpers.js";

/*
 * Levels that parseLevel would refuse, as a developer could build them by hand, for the tests of the
 * search's public functions at their door (solver-boundary.test.ts, search-runaway.test.ts).
 */

/** The level with one edge entry changed (a level built by hand: parseLevel would refuse it). */
export function withEdge(level: Level, side: "left" | "right", index: number, to: number): Level {
  const edges = { left: [...level.edges.left], right: [...level.edges.right] };
  edges[side][index] = to;
  return { ...level, edges };
}

/** The thrown value of `run` (the test fails if nothing is thrown); only for calls that cannot loop. */
export function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw, got a result");
}

/** The beyond-the-solver issue parseLevel gives the level (custom ring sizes allowed). */
export function loaderIssue(level: Level) {
  const parsed = parseLevel(level, { allowCustomRing: true });
  const issue = parsed.ok ? undefined : parsed.issues.find(isBeyondSolverIssue);
  if (!issue) throw new Error("parseLevel did not refuse the level for the solver's limits");
  return issue;
}

export const small = () => ringLevel([3, 2, 1, 0, 2, 1, 0, 1]);
/** 12 sand nodes, 14 starfish: the move bound is over the limit, so exactLimitReport counts its moves. */
export const counted = () => ringLevel([2, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1], { sweep: true });
/** 12 sand nodes, 12 starfish, two Current Arrows, Sweep: 29,635,816 moves reachable, over the limit. */
export const justOutside = () =>
  ringLevel([[2, "right"], 1, 1, 1, 2, 1, [1, "left"], 1, 1, 1, 0, 0], { sweep: true });
/**
 * An 11-node ring and a node on a self-loop (valid for the rules, not one ring for the loader), 20
 * starfish on 12 sand nodes: 225,792,840 distributions, beyond the dense index but within the key. The
 * self-loop's starfish can never be captured, so there is no Full Rescue and a search never stops early.
 */
export function noRescueBeyondDense(): Level {
  const level = ringLevel([3, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1]);
  const ring = Array.from({ length: 11 }, (_, i) => i);
  return {
    ...level,
    edges: { left: [...ring.map((i) => (i + 10) % 11), 11], right: [...ring.map((i) => (i + 1) % 11), 11] },
  };
}
