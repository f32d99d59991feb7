import { legalMoves, preview } from "../attempt.js";
import type { Direction, NodeType } from "../level/schema.js";
import type {
  AttemptState,
  Capture,
  LevelStatus,
  Move,
  Preview,
  Rating,
  RouteStep,
  WetPitRescue,
} from "../types.js";
import { previewsOf } from "./previews.js";
import { type AnalyzerUnknown, isAnalyzerUnknown, readAttempt } from "./unknown.js";

/** What the player is pointing at: a node and, optionally, a direction. */
export interface AnalyzerSelection {
  node?: number | null;
  direction?: Direction | null;
}

/** A Current Arrow: sowing from `index` is only allowed towards `direction`. */
export interface CurrentRedirect {
  index: number;
  direction: Direction;
}

export interface SnapshotNode {
  index: number;
  type: NodeType;
  starfish: number;
  currentDirection?: Direction;
}

/** The agent snapshot of seed 000 ("State tối thiểu Agent được đọc"), field names as there. */
export interface AgentSnapshot {
  nodes: SnapshotNode[];
  nodeCount: number;
  selectedNodeIndex: number | null;
  direction: Direction | null;
  previewRoute: RouteStep[];
  stopIndex: number | null;
  captureCandidates: Capture[];
  wetPitRescues: WetPitRescue[];
  finalTideSweepAvailable: boolean;
  currentRedirects: CurrentRedirect[];
  turnsUsed: number;
  optimalTurns: number | null;
  maxTurns: number;
  remainingStarfish: number;
  legalMoves: Move[];
  rating: Rating | null;
  levelStatus: LevelStatus;
}

/** The selection read once into plain values: anything but a node index and a direction counts as none. */
function readSelection(
  selection: unknown,
  nodeCount: number,
): { node: number | null; direction: Direction | null } {
  let node: unknown;
  let direction: unknown;
  try {
    if (typeof selection === "object" && selection !== null)
      ({ node, direction } = selection as Record<string, unknown>);
  } catch {
    // a getter that throws is no selection
  }
  return {
    node:
      Number.isInteger(node) && (node as number) >= 0 && (node as number) < nodeCount
        ? (node as number)
        : null,
    direction: direction === "left" || direction === "right" ? direction : null,
  };
}

/**
 * The Rule Analyzer's snapshot of a state. With a selected node and direction (a Current Arrow at
 * the node forces its own direction), the route, STOP, captures, wet-pit rescues and the Sweep are
 * those of that move's preview; without a complete legal selection they are empty, and
 * `finalTideSweepAvailable` says whether any legal move would fire the Sweep. A value that is not an
 * attempt gets the typed unknown; a selection that is not a node index (and a direction) is none.
 */
export function analyze(
  value: AttemptState,
  selection: AnalyzerSelection = {},
): AgentSnapshot | AnalyzerUnknown {
  const state = readAttempt(value);
  if (isAnalyzerUnknown(state)) return state;
  const { level } = state;
  const chosenSelection = readSelection(selection, level.nodes.length);
  const selected = chosenSelection.node;
  const arrow = selected === null ? undefined : level.nodes[selected]!.currentDirection;
  const direction: Direction | null = selected === null ? null : (arrow ?? chosenSelection.direction);
  let chosen: Preview | null = null;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: preview refuses a null node or direction (UNKNOWN_NODE, BAD_DIRECTION), so chosen stays null either way
  if (selected !== null && direction !== null) {
    const result = preview(state, { node: selected, direction });
    if (result.ok) chosen = result;
  }
  const sweepAvailable = chosen
    ? chosen.sweep !== null
    : level.rules.finalTideSweep && previewsOf(state).some((p) => p.sweep !== null);
  return {
    nodes: level.nodes.map((node, index) => {
      const out: SnapshotNode = { index, type: node.type, starfish: state.starfish[index] ?? 0 };
      if (node.currentDirection !== undefined) out.currentDirection = node.currentDirection;
      return out;
    }),
    nodeCount: level.nodes.length,
    selectedNodeIndex: selected,
    direction,
    previewRoute: chosen ? chosen.route : [],
    stopIndex: chosen ? chosen.stop : null,
    captureCandidates: chosen ? chosen.captures : [],
    wetPitRescues: chosen ? chosen.wetPitRescues : [],
    finalTideSweepAvailable: sweepAvailable,
    currentRedirects: level.nodes.flatMap((node, index) =>
      node.currentDirection === undefined ? [] : [{ index, direction: node.currentDirection }],
    ),
    turnsUsed: state.turnsUsed,
    optimalTurns: state.optimalTurns,
    maxTurns: state.maxTurns,
    remainingStarfish: state.remainingStarfish,
    legalMoves: legalMoves(state),
    rating: state.rating,
    levelStatus: state.levelStatus,
  };
}
