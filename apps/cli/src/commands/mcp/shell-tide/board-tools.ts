import {
  analyze,
  DIRECTIONS,
  DirectionSchema,
  isAnalyzerUnknown,
  type Level,
  levelFileName,
  newAttempt,
  PACK_ID,
  PACK_TABLE,
  type Preview,
  parseLevel,
  preview,
} from "@rulekit/shell-tide";
import { z } from "zod";
import { INPUT_FORMATS } from "../../../io/input-limits.js";
import { expectKind, readJsonInFolder } from "../../../io/read-input.js";
import { unknownAnswer } from "../answer.js";
import type { McpContext } from "../context.js";
import type { ReadOnlyTool } from "../tool.js";
import { STATE_INPUT } from "./inputs.js";
import { DualPreviewSchema, type FlowCardSchema, PackLevelsSchema, SnapshotSchema } from "./schemas.js";
import { resolveState } from "./state.js";

/** `shell_tide_levels`: the shipped pack's levels, from their files (never the proof's paths). */
export function levelsTool({ packDir }: McpContext) {
  return {
    name: "shell_tide_levels",
    title: "Shell Tide: the pack's levels",
    description:
      "List the levels of the shipped Full Rescue v2 pack: focus, nodes, wet pits, starfish, Final Tide Sweep, Current Arrows, optimal and max turns.",
    input: z.object({}),
    result: PackLevelsSchema,
    run: () => {
      const levels = PACK_TABLE.map((row) => {
        const file = levelFileName(row.level);
        const level: Level = expectKind(
          file,
          "Shell Tide level",
          parseLevel(readJsonInFolder(packDir, file, INPUT_FORMATS.shellTideLevel)),
        );
        // The attempt's own optimum and limit (the level's balance, else the solver's), as analyze reports them.
        const start = newAttempt(level);
        return {
          level: row.level,
          id: level.id,
          name: level.name ?? null,
          focus: row.focus,
          nodeCount: level.nodes.length,
          wetPits: level.nodes.filter((n) => n.type === "wet_pit").length,
          starfish: level.nodes.reduce((sum, n) => sum + n.starfish, 0),
          finalTideSweep: level.rules.finalTideSweep,
          currentArrows: level.nodes.some((n) => n.currentDirection !== undefined),
          optimalTurns: start.optimalTurns,
          maxTurns: start.maxTurns,
        };
      });
      const text = [
        `${PACK_ID}: ${levels.length} levels`,
        ...levels.map(
          (l) =>
            `L${l.level} ${l.focus}: ${l.nodeCount} nodes, ${l.wetPits} wet pit(s), ${l.starfish} starfish, turns ${l.optimalTurns ?? "?"} optimal / ${l.maxTurns} max${l.finalTideSweep ? ", Final Tide Sweep" : ""}${l.currentArrows ? ", Current Arrows" : ""}`,
        ),
      ].join("\n");
      return { result: { pack: PACK_ID, levels }, text };
    },
  } satisfies ReadOnlyTool<z.ZodObject, typeof PackLevelsSchema>;
}

const SnapshotInput = z.object({
  ...STATE_INPUT,
  select: z
    .object({ node: z.int().min(0), direction: z.optional(DirectionSchema) })
    .optional()
    .describe("the node (and direction) the player points at: its preview fills the snapshot"),
});

/** `shell_tide_snapshot`: seed 000's agent snapshot after the moves (the same as `shell-tide analyze --json`). */
export function snapshotTool(context: McpContext) {
  return {
    name: "shell_tide_snapshot",
    title: "Shell Tide: agent snapshot",
    description:
      "The Rule Analyzer's agent snapshot (seed 000's minimal state) of a level after the player's moves, optionally with the selected node's preview. Same as `rulekit shell-tide analyze --json`.",
    input: SnapshotInput,
    result: SnapshotSchema,
    run: (args: z.output<typeof SnapshotInput>) => {
      const resolved = resolveState(args, context);
      if ("unknown" in resolved) return resolved;
      const s = analyze(resolved.state, args.select ?? {});
      if (isAnalyzerUnknown(s)) return unknownAnswer(s.unknown.code, s.unknown.reason, args.locale);
      const lines = [
        `${resolved.source}: turn ${s.turnsUsed}/${s.maxTurns} (optimal ${s.optimalTurns ?? "none"}), ${s.remainingStarfish} starfish left, ${s.levelStatus}`,
        `nodes: ${s.nodes.map((n) => (n.type === "wet_pit" ? `${n.index}:wet pit` : `${n.index}:${n.starfish}`)).join(" ")}`,
        `${s.legalMoves.length} legal move(s) now; Final Tide Sweep available: ${s.finalTideSweepAvailable ? "yes" : "no"}`,
      ];
      if (s.selectedNodeIndex !== null)
        lines.push(
          s.stopIndex === null
            ? `selected node ${s.selectedNodeIndex}: no preview (choose a legal direction)`
            : `selected node ${s.selectedNodeIndex} ${s.direction}: STOP ${s.stopIndex}, Vortex points ${s.captureCandidates.map((c) => c.empty).join(", ") || "none"}`,
        );
      return { result: s, text: lines.join("\n") };
    },
  } satisfies ReadOnlyTool<typeof SnapshotInput, typeof SnapshotSchema>;
}

const DualPreviewInput = z.object({
  ...STATE_INPUT,
  node: z.int().min(0).describe("the pit the player picked"),
  direction: z.optional(DirectionSchema).describe("only this direction's card (default: both)"),
});

type FlowCard = z.output<typeof FlowCardSchema>;

function flowCard(p: Preview): FlowCard["preview"] {
  return {
    currentLocked: p.currentLocked,
    count: p.count,
    route: p.route,
    stop: p.stop,
    captures: p.captures,
    wetPitRescues: p.wetPitRescues,
    sweep: p.sweep,
    rescuedThisTurn: p.rescuedThisTurn,
    remainingAfter: p.remainingAfter,
  };
}

export function flowLine(card: FlowCard): string {
  const p = card.preview;
  if (!p) return `${card.direction}: not a legal move (${card.refusal?.code}: ${card.refusal?.message})`;
  const vortex = p.captures.map((c) => `node ${c.empty} takes ${c.count} from node ${c.rich}`).join(", ");
  return [
    `${card.direction}: FLOW ${p.route.map((s) => s.index).join("→")}, STOP ${p.stop}`,
    `Vortex points: ${vortex || "none"}`,
    `wet-pit rescues: ${p.wetPitRescues.length}`,
    `Final Tide Sweep: ${p.sweep ? `yes, ${p.sweep.count} at node ${p.sweep.index}` : "no"}`,
    `${p.remainingAfter} starfish left after the move${p.currentLocked ? " (Current Arrow)" : ""}`,
  ].join(" · ");
}

/** `shell_tide_dual_preview`: one card per direction of a pit; previews never spend a turn. */
export function dualPreviewTool(context: McpContext) {
  return {
    name: "shell_tide_dual_preview",
    title: "Shell Tide: Dual Preview of a pit",
    description:
      "The Dual Preview of the pit the player picked: for each direction (or the one given), the FLOW in order, STOP, Vortex points and what they capture, wet-pit rescues, whether the Final Tide Sweep fires and the starfish left — or why that direction is not a legal move. Previewing never spends a turn.",
    input: DualPreviewInput,
    result: DualPreviewSchema,
    run: (args: z.output<typeof DualPreviewInput>) => {
      const resolved = resolveState(args, context);
      if ("unknown" in resolved) return resolved;
      const { state } = resolved;
      const directions = args.direction ? [args.direction] : DIRECTIONS;
      const flows = directions.map((direction): FlowCard => {
        const p = preview(state, { node: args.node, direction });
        return p.ok
          ? { direction, refusal: null, preview: flowCard(p) }
          : { direction, refusal: { code: p.code, message: p.message }, preview: null };
      });
      const result = { node: args.node, turnsUsed: state.turnsUsed, maxTurns: state.maxTurns, flows };
      const head = `Dual Preview of node ${args.node} (turn ${state.turnsUsed}/${state.maxTurns}; a preview spends no turn)`;
      return { result, text: [head, ...flows.map(flowLine)].join("\n") };
    },
  } satisfies ReadOnlyTool<typeof DualPreviewInput, typeof DualPreviewSchema>;
}
