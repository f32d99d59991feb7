import * as z from "zod/mini";

/** The two logical directions of the ring ("left"/"right" are topology, not screen directions). */
export const DirectionSchema = z.enum(["left", "right"]);

export const NodeTypeSchema = z.enum(["sand", "wet_pit"]);

export const LevelNodeSchema = z.object({
  index: z.int().check(z.nonnegative()),
  type: NodeTypeSchema,
  starfish: z.int().check(z.nonnegative()),
  currentDirection: z.optional(DirectionSchema),
});

export const GridCellSchema = z.object({
  row: z.int().check(z.nonnegative()),
  col: z.int().check(z.nonnegative()),
});

export const CenterLakeSchema = z.object({
  row: z.int().check(z.nonnegative()),
  col: z.int().check(z.nonnegative()),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});

/** Presentation only: where each node sits on the square perimeter, and the centre lake. */
export const LevelLayoutSchema = z.object({
  template: z.enum(["3x3", "4x4"]),
  slots: z.array(GridCellSchema),
  centerLake: CenterLakeSchema,
});

export const LevelBalanceSchema = z.object({
  optimalTurns: z.int().check(z.positive()),
  maxTurns: z.int().check(z.positive()),
  emotionSeed: z.int().check(z.gte(0)),
  /** Required when maxTurns is not optimalTurns + the proven recovery slack. */
  reason: z.optional(z.string().check(z.minLength(1))),
});

/**
 * The shape of a level file. The rule checks that need the whole level (reversible edges, node
 * count, starfish on wet pits, …) are in `parseLevel`, which reports every problem with its JSON path.
 */
export const LevelSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.optional(z.string()),
  nodes: z.array(LevelNodeSchema).check(z.minLength(1)),
  edges: z.object({
    left: z.array(z.int()),
    right: z.array(z.int()),
  }),
  rules: z.object({
    finalTideSweep: z.boolean(),
    wetPitRescue: z.boolean(),
  }),
  layout: z.optional(LevelLayoutSchema),
  balance: z.optional(LevelBalanceSchema),
});

export type Direction = z.infer<typeof DirectionSchema>;
export type NodeType = z.infer<typeof NodeTypeSchema>;
export type LevelNode = z.infer<typeof LevelNodeSchema>;
export type GridCell = z.infer<typeof GridCellSchema>;
export type CenterLake = z.infer<typeof CenterLakeSchema>;
export type LevelLayout = z.infer<typeof LevelLayoutSchema>;
export type LevelBalance = z.infer<typeof LevelBalanceSchema>;
export type Level = z.infer<typeof LevelSchema>;
