import {
  type AgentSnapshot,
  type Capture,
  DirectionSchema,
  type Hint,
  type NearMissReport,
  type RouteStep,
  type SweepResult,
  type WetPitRescue,
} from "@rulekit/shell-tide";
import { z } from "zod";
import { MoveSchema } from "./inputs.js";

/**
 * The output schemas of the Shell Tide tools: the analyzer's own types written as zod (each checked
 * against the engine's type at compile time), so hosts and clients can validate every answer.
 */
const index = z.int().min(0);
const count = z.int().min(0);
const RatingSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const StatusSchema = z.enum(["playing", "won", "lost"]);

export const RouteStepSchema = z.object({
  index,
  order: count,
  direction: DirectionSchema,
}) satisfies z.ZodType<RouteStep>;
export const CaptureSchema = z.object({ empty: index, rich: index, count }) satisfies z.ZodType<Capture>;
export const WetPitRescueSchema = z.object({ index, order: count }) satisfies z.ZodType<WetPitRescue>;
export const SweepSchema = z.object({ index, count }) satisfies z.ZodType<SweepResult>;

/** Seed 000's "State tối thiểu Agent được đọc", field for field. */
export const SnapshotSchema = z.object({
  nodes: z.array(
    z.object({
      index,
      type: z.enum(["sand", "wet_pit"]),
      starfish: count,
      currentDirection: z.optional(DirectionSchema),
    }),
  ),
  nodeCount: count,
  selectedNodeIndex: index.nullable(),
  direction: z.nullable(DirectionSchema),
  previewRoute: z.array(RouteStepSchema),
  stopIndex: index.nullable(),
  captureCandidates: z.array(CaptureSchema),
  wetPitRescues: z.array(WetPitRescueSchema),
  finalTideSweepAvailable: z.boolean(),
  currentRedirects: z.array(z.object({ index, direction: DirectionSchema })),
  turnsUsed: count,
  optimalTurns: count.nullable(),
  maxTurns: count,
  remainingStarfish: count,
  legalMoves: z.array(MoveSchema).describe("every legal move now (the whole set, in node order; not a plan)"),
  rating: RatingSchema.nullable(),
  levelStatus: StatusSchema,
}) satisfies z.ZodType<AgentSnapshot>;

/** One card of the Dual Preview: what sowing the pit in one direction would do, or why it cannot. */
export const FlowCardSchema = z.object({
  direction: DirectionSchema,
  refusal: z.object({ code: z.string(), message: z.string() }).nullable(),
  preview: z
    .object({
      currentLocked: z.boolean(),
      count,
      route: z.array(RouteStepSchema),
      stop: index,
      captures: z.array(CaptureSchema),
      wetPitRescues: z.array(WetPitRescueSchema),
      sweep: SweepSchema.nullable(),
      rescuedThisTurn: count,
      remainingAfter: count,
    })
    .nullable(),
});

export const DualPreviewSchema = z.object({
  node: index,
  turnsUsed: count,
  maxTurns: count,
  flows: z.array(FlowCardSchema),
});

export const EngineHintSchema = z.union([
  z.object({
    kind: z.enum(["vortex", "sweep", "wet-pit", "setup", "no-full-rescue", "level-over"]),
    target: index.optional(),
    message: z.string(),
  }),
  z.object({
    kind: z.literal("unknown"),
    code: z.enum(["missing_state", "contradictory_state"]),
    reason: z.string(),
    message: z.string(),
  }),
]) satisfies z.ZodType<Hint>;

export const HintAnswerSchema = z.object({
  hint: EngineHintSchema.describe("the analyzer's hint, its own English words"),
  text: z.string().describe("the hint in the requested locale"),
  locale: z.enum(["en", "vi"]),
  watch: z.array(index).describe("nodes to outline on the board"),
  knowledge: z
    .enum(["solver", "rules"])
    .describe(
      "solver: about the game host's session, from the exact solver; rules: about a state the agent named, from its previews alone",
    ),
  fullRescueStillPossible: z
    .boolean()
    .nullable()
    .describe("whether Full Rescue still fits the turns left (the session only; null about a named state)"),
  turnsLeft: count,
});

export const NearMissReportSchema = z.object({
  nearMiss: z.boolean(),
  failed: z.boolean(),
  rescuedShare: z.number(),
  remainingShare: z.number(),
  remainingStarfish: count,
  piles: z.array(index),
  rescueTarget: index.nullable().describe("the one pile a visible Full Rescue would take; null: none"),
  inNearMissBand: z.boolean(),
  oneMoreTurnFullRescue: z.boolean(),
  reason: z.string(),
}) satisfies z.ZodType<NearMissReport>;

export const RecapSchema = z.object({
  report: NearMissReportSchema,
  text: z.string(),
  locale: z.enum(["en", "vi"]),
  watch: z.array(index),
  lastStop: index.nullable(),
});

export const BandSchema = z.object({
  stars: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  fromTurn: count,
  toTurn: count,
  open: z.boolean().describe("a Full Rescue on a turn of this band is still ahead of the attempt"),
});

export const RatingBandsSchema = z.object({
  optimalTurns: count.nullable(),
  maxTurns: count,
  turnsUsed: count,
  levelStatus: StatusSchema,
  rating: RatingSchema.nullable(),
  bands: z.array(BandSchema),
});

export const PackLevelSchema = z.object({
  level: z.int().min(1),
  id: z.string(),
  name: z.string().nullable(),
  focus: z.string(),
  nodeCount: count,
  wetPits: count,
  starfish: count,
  finalTideSweep: z.boolean(),
  currentArrows: z.boolean(),
  optimalTurns: count.nullable(),
  maxTurns: count,
});

export const PackLevelsSchema = z.object({ pack: z.string(), levels: z.array(PackLevelSchema) });
