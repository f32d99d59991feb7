import { formatJsonPath, type ParseResult, parseInput, type ValidationIssue } from "@rulekit/core";
import { BALANCE_ISSUE, balanceIssues } from "./balance-check.js";
import { BEYOND_EXACT_SOLVER, beyondSolverIssue } from "./beyond-solver.js";
import {
  areAdjacent,
  centerLakeOf,
  isInsideLake,
  isPerimeterCell,
  TEMPLATE_NODE_COUNT,
  templateSize,
} from "./layout.js";
import { MAX_LEVEL_STARFISH, MIN_CUSTOM_RING } from "./limits.js";
import { type Level, LevelSchema } from "./schema.js";

export interface ParseLevelOptions {
  /** Accept rings of any size ≥ 3 (tests, experiments); the pack uses only 8 or 12 nodes. */
  allowCustomRing?: boolean;
  /**
   * A board beyond the exact solver: `"refuse"` (the default) makes it the issue `beyond_exact_solver`; `"warn"`
   * accepts it with that issue in `warnings`, for tools that open such a board to explain its limits (the
   * studio's level inspector). Only with `"warn"` can a parsed level make `newAttempt` throw: give such a level
   * its `optimalTurns` yourself, or do not play it.
   */
  beyondSolver?: "refuse" | "warn";
}

export { MAX_RECOVERY_SLACK, MIN_RECOVERY_SLACK } from "./balance-check.js";
export { type BeyondSolverIssue, isBeyondSolverIssue } from "./beyond-solver.js";
export { MAX_LEVEL_STARFISH, MIN_CUSTOM_RING } from "./limits.js";

/** Issue codes of the rule checks (zod's own codes cover the shape). */
export const LEVEL_ISSUE = {
  nodeIndex: "node_index",
  nodeCount: "node_count",
  edgeLength: "edge_length",
  edgeRange: "edge_range",
  edgeNotReversible: "edge_not_reversible",
  notOneRing: "not_one_ring",
  starfishOnWetPit: "starfish_on_wet_pit",
  currentOnWetPit: "current_on_wet_pit",
  noStarfish: "no_starfish",
  tooManyStarfish: "too_many_starfish",
  wetPitRescueMismatch: "wet_pit_rescue_mismatch",
  layoutTemplate: "layout_template",
  layoutSlots: "layout_slots",
  lakeAsNode: "center_lake_as_node",
  layoutLake: "layout_center_lake",
  balanceTurns: BALANCE_ISSUE.turns,
  balanceOptimalTurns: BALANCE_ISSUE.optimalTurns,
  balanceUnproven: BALANCE_ISSUE.unproven,
  beyondExactSolver: BEYOND_EXACT_SOLVER,
} as const;

/**
 * Validates a level given as JSON text or as the parsed value: the zod shape first, then the rules of
 * the board (spec §1). Every problem is reported with its JSON path; nothing is returned half-checked.
 * A board beyond the exact solver is refused (`beyond_exact_solver`, see {@link BeyondSolverIssue}), so
 * `newAttempt`, `solve` and `proveLevel` never meet a limit on a level this accepted — unless the caller
 * asked for it as a warning (`beyondSolver: "warn"`, to inspect such a board).
 */
export function parseLevel(input: unknown, options: ParseLevelOptions = {}): ParseResult<Level> {
  const shaped = parseInput(LevelSchema, input);
  if (!shaped.ok) return shaped;
  const issues = levelRuleIssues(shaped.value, options);
  if (issues.length > 0) return { ok: false, issues };
  const beyond = options.beyondSolver === "warn" ? beyondSolverIssue(shaped.value) : null;
  return beyond ? { ok: true, value: shaped.value, warnings: [beyond] } : shaped;
}

function issue(path: PropertyKey[], code: string, message: string): ValidationIssue {
  return { path: formatJsonPath(path), code, message };
}

export function levelRuleIssues(level: Level, options: ParseLevelOptions = {}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const n = level.nodes.length;
  const customOk = options.allowCustomRing === true && n >= MIN_CUSTOM_RING;
  if (n !== 8 && n !== 12 && !customOk) {
    issues.push(
      issue(
        ["nodes"],
        LEVEL_ISSUE.nodeCount,
        options.allowCustomRing
          ? `a ring needs at least ${MIN_CUSTOM_RING} nodes, got ${n}`
          : `a level has 8 nodes (3×3) or 12 nodes (4×4), got ${n}`,
      ),
    );
  }
  level.nodes.forEach((node, i) => {
    if (node.index !== i) {
      issues.push(
        issue(["nodes", i, "index"], LEVEL_ISSUE.nodeIndex, `expected index ${i}, got ${node.index}`),
      );
    }
    if (node.type === "wet_pit" && node.starfish !== 0) {
      issues.push(
        issue(
          ["nodes", i, "starfish"],
          LEVEL_ISSUE.starfishOnWetPit,
          "a wet pit is always empty (starfish 0)",
        ),
      );
    }
    if (node.type === "wet_pit" && node.currentDirection !== undefined) {
      issues.push(
        issue(
          ["nodes", i, "currentDirection"],
          LEVEL_ISSUE.currentOnWetPit,
          "a Current Arrow can only sit on a sand node",
        ),
      );
    }
  });
  if (level.nodes.every((node) => node.starfish === 0)) {
    issues.push(issue(["nodes"], LEVEL_ISSUE.noStarfish, "a level needs at least one starfish to rescue"));
  }
  const total = level.nodes.reduce((sum, node) => sum + node.starfish, 0);
  if (total > MAX_LEVEL_STARFISH) {
    issues.push(
      issue(
        ["nodes"],
        LEVEL_ISSUE.tooManyStarfish,
        `a level holds at most ${MAX_LEVEL_STARFISH} starfish, got ${total}`,
      ),
    );
  }
  const edgeProblems = edgeIssues(level);
  issues.push(...edgeProblems);
  const hasWetPit = level.nodes.some((node) => node.type === "wet_pit");
  if (level.rules.wetPitRescue !== hasWetPit) {
    issues.push(
      issue(
        ["rules", "wetPitRescue"],
        LEVEL_ISSUE.wetPitRescueMismatch,
        hasWetPit
          ? "the level has a wet pit, so rules.wetPitRescue must be true"
          : "the level has no wet pit, so rules.wetPitRescue must be false",
      ),
    );
  }
  if (level.layout) issues.push(...layoutIssues(level, edgeProblems.length === 0));
  // Refused by default; with beyondSolver "warn" parseLevel returns it as a warning, and a balance block on
  // such a board is still an error (balance_unproven: its optimum cannot be proven).
  // the proof's move limit is judged on a board whose rules hold (its moves are counted by playing them)
  const beyond = options.beyondSolver === "warn" ? null : beyondSolverIssue(level, issues.length === 0);
  if (beyond) issues.push(beyond);
  issues.push(...balanceIssues(level, issues.length === 0));
  return issues;
}

function edgeIssues(level: Level): ValidationIssue[] {
  const n = level.nodes.length;
  const issues: ValidationIssue[] = [];
  const { left, right } = level.edges;
  let shapeOk = true;
  for (const [name, list] of [
    ["left", left],
    ["right", right],
  ] as const) {
    if (list.length !== n) {
      shapeOk = false;
      issues.push(
        issue(
          ["edges", name],
          LEVEL_ISSUE.edgeLength,
          `expected ${n} entries (one per node), got ${list.length}`,
        ),
      );
    }
    list.forEach((target, i) => {
      if (target < 0 || target >= n) {
        shapeOk = false;
        issues.push(
          issue(["edges", name, i], LEVEL_ISSUE.edgeRange, `node ${target} does not exist (0..${n - 1})`),
        );
      }
    });
  }
  if (!shapeOk) return issues;
  for (let i = 0; i < n; i++) {
    const r = right[i]!;
    const l = left[i]!;
    if (left[r] !== i) {
      issues.push(
        issue(
          ["edges", "left", r],
          LEVEL_ISSUE.edgeNotReversible,
          `edges are not reversible: right[${i}] = ${r} but left[${r}] = ${left[r]}`,
        ),
      );
    }
    if (right[l] !== i) {
      issues.push(
        issue(
          ["edges", "right", l],
          LEVEL_ISSUE.edgeNotReversible,
          `edges are not reversible: left[${i}] = ${l} but right[${l}] = ${right[l]}`,
        ),
      );
    }
  }
  if (issues.length > 0) return issues;
  // Every entry is in range and left[right[i]] === i, so `right` is a permutation of the nodes: the walk
  // from node 0 comes back to it within n steps (a step bound here could never be reached).
  let cursor = 0;
  let steps = 0;
  do {
    cursor = right[cursor]!;
    steps++;
  } while (cursor !== 0);
  if (steps !== n) {
    issues.push(
      issue(
        ["edges", "right"],
        LEVEL_ISSUE.notOneRing,
        `edges must form one ring through all ${n} nodes; following right from node 0 returns after ${steps}`,
      ),
    );
  }
  return issues;
}

/** Layout checks; the FLOW-follows-the-perimeter check needs valid edges (`edgesOk`). */
function layoutIssues(level: Level, edgesOk: boolean): ValidationIssue[] {
  const layout = level.layout!;
  const n = level.nodes.length;
  const issues: ValidationIssue[] = [];
  const expectedCount = TEMPLATE_NODE_COUNT[layout.template];
  if (expectedCount !== n) {
    issues.push(
      issue(
        ["layout", "template"],
        LEVEL_ISSUE.layoutTemplate,
        `template ${layout.template} holds ${expectedCount} nodes, the level has ${n}`,
      ),
    );
    return issues;
  }
  const lake = centerLakeOf(layout.template);
  const given = layout.centerLake;
  if (
    given.row !== lake.row ||
    given.col !== lake.col ||
    given.width !== lake.width ||
    given.height !== lake.height
  ) {
    issues.push(
      issue(
        ["layout", "centerLake"],
        LEVEL_ISSUE.layoutLake,
        `the ${layout.template} centre lake is row ${lake.row}, col ${lake.col}, ${lake.width}×${lake.height}`,
      ),
    );
  }
  if (layout.slots.length !== n) {
    issues.push(
      issue(
        ["layout", "slots"],
        LEVEL_ISSUE.layoutSlots,
        `expected ${n} slots (one per node), got ${layout.slots.length}`,
      ),
    );
    return issues;
  }
  const seen = new Map<string, number>();
  const size = templateSize(layout.template);
  layout.slots.forEach((cell, i) => {
    const path = ["layout", "slots", i];
    if (isInsideLake(cell, lake)) {
      issues.push(
        issue(path, LEVEL_ISSUE.lakeAsNode, "the centre lake is not a node: no node may sit on a lake cell"),
      );
    } else if (!isPerimeterCell(cell, layout.template)) {
      issues.push(
        issue(
          path,
          LEVEL_ISSUE.layoutSlots,
          `row ${cell.row}, col ${cell.col} is not on the ${size}×${size} perimeter`,
        ),
      );
    }
    const key = `${cell.row},${cell.col}`;
    const other = seen.get(key);
    if (other !== undefined) {
      issues.push(issue(path, LEVEL_ISSUE.layoutSlots, `node ${i} shares its cell with node ${other}`));
    }
    seen.set(key, i);
  });
  if (issues.length > 0 || !edgesOk) return issues;
  level.edges.right.forEach((target, i) => {
    if (!areAdjacent(layout.slots[i]!, layout.slots[target]!)) {
      issues.push(
        issue(
          ["edges", "right", i],
          LEVEL_ISSUE.layoutSlots,
          `the FLOW must follow the perimeter: node ${i} and node ${target} are not neighbouring cells`,
        ),
      );
    }
  });
  return issues;
}
