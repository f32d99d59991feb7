import { z } from "zod";

/** The two logical directions of the ring ("left"/"right" are topology, not screen directions). */
export const DirectionSchema = z.enum(["left", "right"]);

export const NodeTypeSchema = z.enum(["sand", "wet_pit"]);

export const LevelNodeSchema = z.object({
  index: z.int().nonnegative(),
  type: NodeTypeSchema,
  starfish: z.int().nonnegative(),
  currentDirection: DirectionSchema.optional(),
});

export const GridCellSchema = z.object({
  row: z.int().nonnegative(),
  col: z.int().nonnegative(),
});

export const CenterLakeSchema = z.object({
  row: z.int().nonnegative(),
  col: z.int().nonnegative(),
  width: z.int().positive(),
  height: z.int().positive(),
});

/** Presentation only: where each node sits on the square perimeter, and the centre lake. */
export const LevelLayoutSchema = z.object({
  template: z.enum(["3x3", "4x4"]),
  slots: z.array(GridCellSchema),
  centerLake: CenterLakeSchema,
});

export const LevelBalanceSchema = z.object({
  optimalTurns: z.int().positive(),
  maxTurns: z.int().positive(),
  emotionSeed: z.int().min(0),
  /** Required when maxTurns is not optimalTurns + the proven recovery slack. */
  reason: z.string().min(1).optional(),
});

/**
 * The shape of a level file. The rule checks that need the whole level (reversible edges, node
 * count, starfish on wet pits, …) are in `parseLevel`, which reports every problem with its JSON path.
 */
export const LevelSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  nodes: z.array(LevelNodeSchema).min(1),
  edges: z.object({
    left: z.array(z.int()),
    right: z.array(z.int()),
  }),
  rules: z.object({
    finalTideSweep: z.boolean(),
    wetPitRescue: z.boolean(),
  }),
  layout: LevelLayoutSchema.optional(),
  balance: LevelBalanceSchema.optional(),
});

export type Direction = z.infer<typeof DirectionSchema>;
export type NodeType = z.infer<typeof NodeTypeSchema>;
export type LevelNode = z.infer<typeof LevelNodeSchema>;
export type GridCell = z.infer<typeof GridCellSchema>;
export type CenterLake = z.infer<typeof CenterLakeSchema>;
export type LevelLayout = z.infer<typeof LevelLayoutSchema>;
export type LevelBalance = z.infer<typeof LevelBalanceSchema>;
export type Level = z.infer<typeof LevelSchema>;
