import { checkJsonValue, type Refusal, refuse } from "@rulekit/core";
import { MAX_LEVEL_STARFISH } from "../level/limits.js";
import type { Move } from "../types.js";
import { INVALID_STATE } from "./refusals.js";

/**
 * Checks of a state handed to the rules from outside. The rules' domain is wider than the level
 * file format (`parseLevel`): any reversible edges — several cycles, self-loops — are fine, which
 * the solver's tests rely on. What is checked is what the rules need to be well defined.
 */

/** Level objects already checked (a level never changes during an attempt, and states share it). */
const checkedLevels = new WeakSet<object>();

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const STATUSES = new Set(["playing", "won", "lost"]);

/** A problem of a value: its JSON path and what is wrong there. */
export interface Problem {
  path: string;
  message: string;
}
const problem = (path: string, message: string): Problem => ({ path, message });

/**
 * What makes `level` one the rules cannot run (shape, counts, edges that are not reversible node
 * indexes, rules), as the JSON path under `root` and the words, or null. A level object passes once.
 */
export function levelProblem(level: unknown, root = "$.level"): Problem | null {
  if (!isObject(level)) return problem(root, "expected a level object");
  if (checkedLevels.has(level)) return null;
  const { nodes, edges, rules } = level;
  if (!Array.isArray(nodes) || nodes.length === 0)
    return problem(`${root}.nodes`, "expected a non-empty array");
  let total = 0;
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (!isObject(node) || (node.type !== "sand" && node.type !== "wet_pit"))
      return problem(`${root}.nodes[${i}]`, "expected a sand or wet_pit node");
    if (!isCount(node.starfish) || (node.type === "wet_pit" && node.starfish !== 0))
      return problem(`${root}.nodes[${i}].starfish`, "expected a count (0 on a wet pit)");
    const arrow = node.currentDirection;
    if (arrow !== undefined && arrow !== "left" && arrow !== "right")
      return problem(`${root}.nodes[${i}].currentDirection`, "expected left or right");
    total += node.starfish;
  }
  if (total > MAX_LEVEL_STARFISH) return problem(`${root}.nodes`, `more than ${MAX_LEVEL_STARFISH} starfish`);
  if (!isObject(edges)) return problem(`${root}.edges`, "expected { left, right }");
  const { left, right } = edges;
  for (const [name, list] of [
    ["left", left],
    ["right", right],
  ] as const) {
    if (!Array.isArray(list) || list.length !== nodes.length)
      return problem(`${root}.edges.${name}`, `expected ${nodes.length} node indexes`);
    for (let i = 0; i < list.length; i++) {
      const to = list[i];
      if (!Number.isInteger(to) || to < 0 || to >= nodes.length)
        return problem(`${root}.edges.${name}[${i}]`, "no such node");
    }
  }
  for (let i = 0; i < nodes.length; i++) {
    if ((left as number[])[(right as number[])[i]!] !== i)
      return problem(`${root}.edges`, `right[${i}] is not reversed by left`);
  }
  if (
    !isObject(rules) ||
    typeof rules.finalTideSweep !== "boolean" ||
    typeof rules.wetPitRescue !== "boolean"
  )
    return problem(`${root}.rules`, "expected { finalTideSweep, wetPitRescue } booleans");
  checkedLevels.add(level);
  return null;
}

function boardProblem(s: Record<string, unknown>): string | null {
  const found = levelProblem(s.level);
  if (found) return `${found.path}: ${found.message}`;
  const nodes = (s.level as { nodes: { type: string }[] }).nodes;
  const starfish = s.starfish;
  if (!Array.isArray(starfish) || starfish.length !== nodes.length)
    return `$.starfish: expected ${nodes.length} counts (one per node)`;
  let onBoard = 0;
  for (let i = 0; i < starfish.length; i++) {
    const count = starfish[i];
    if (!isCount(count) || (nodes[i]!.type === "wet_pit" && count !== 0))
      return `$.starfish[${i}]: expected a count (0 on a wet pit)`;
    onBoard += count;
  }
  if (onBoard > MAX_LEVEL_STARFISH) return `$.starfish: more than ${MAX_LEVEL_STARFISH} starfish`;
  return null;
}

function countersProblem(s: Record<string, unknown>): string | null {
  for (const key of ["objective", "rescued", "remainingStarfish", "turnsUsed", "maxTurns"] as const) {
    if (!isCount(s[key])) return `$.${key}: expected a non-negative integer`;
  }
  const onBoard = (s.starfish as number[]).reduce((sum, n) => sum + n, 0);
  if (s.remainingStarfish !== onBoard) return "$.remainingStarfish: is not the starfish on the board";
  if ((s.rescued as number) + onBoard !== s.objective)
    return "$.rescued: rescued + remaining is not the objective";
  if (s.optimalTurns !== null && !isCount(s.optimalTurns))
    return "$.optimalTurns: expected an integer or null";
  if (!STATUSES.has(s.levelStatus as string)) return "$.levelStatus: expected playing, won or lost";
  const r = s.rating;
  if (s.levelStatus === "playing" ? r !== null : !(r === 0 || r === 1 || r === 2 || r === 3))
    return "$.rating: does not fit the level status";
  if (!Array.isArray(s.moves)) return "$.moves: expected an array";
  return null;
}

/** Whether `state` has a level and a board the rules can read (all `legalMoves` needs). */
export function hasBoard(state: unknown): boolean {
  return isObject(state) && boardProblem(state) === null;
}

/**
 * The refusal for a value that is not an attempt state — wrong shape, a level the rules cannot run,
 * counts that do not add up — or null. Cheap: a level object is checked once.
 */
export function stateRefusal(state: unknown): Refusal<typeof INVALID_STATE> | null {
  // Bounded first (depth, size, cycles): a state nested thousands deep would pass the field checks
  // and then overflow whatever serializes the next state.
  const bounded = checkJsonValue(state);
  const problem = !bounded.ok
    ? `$: ${bounded.issues[0]!.message}`
    : isObject(state)
      ? (boardProblem(state) ?? countersProblem(state))
      : "$: expected an attempt state object";
  return problem === null ? null : refuse(INVALID_STATE, `not a valid attempt state: ${problem}`);
}

/**
 * A plain copy of a move, read once: `node` and `direction` are each read one time, so a move whose
 * getters change between reads cannot pass validation with one value and be played with another.
 */
export function readMove(move: unknown): Move {
  if (!isObject(move)) return { node: Number.NaN, direction: undefined } as unknown as Move;
  const { node, direction } = move;
  return { node, direction } as Move;
}
