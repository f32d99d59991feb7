import { z } from "zod";
import { ENGINE_FAMILY, MOVEMENT_KINDS, ON_MOVE_LIMIT, PIECE_TYPES, RULESET_LIMITS } from "../constants.js";
import { ruleSetIssues } from "./rule-set-checks.js";

const L = RULESET_LIMITS;

export const PieceTypeSchema = z.enum(PIECE_TYPES);
export const PlayerIndexSchema = z.union([z.literal(0), z.literal(1)]);

/** `[row, col]`, 0-based; range is checked against the board size. */
export const CellSchema = z.tuple([z.int(), z.int()]);
/** `[dRow, dCol]`, each component in −8..8. */
export const VectorSchema = z.tuple([
  z.int().min(-L.maxComponent).max(L.maxComponent),
  z.int().min(-L.maxComponent).max(L.maxComponent),
]);

const count = z
  .int()
  .min(0)
  .max(L.maxBoard * L.maxBoard);
/** Base pool counts per type, e.g. `{ R: 3, P: 3, S: 3 }`; a missing type counts 0. */
export const PieceCountsSchema = z.strictObject({
  R: count.optional(),
  P: count.optional(),
  S: count.optional(),
});

export const MovementSchema = z.looseObject({
  kind: z.enum(MOVEMENT_KINDS),
  maxSteps: z.int().min(L.minSteps).max(L.maxSteps).optional(),
  directions: z.array(VectorSchema).optional(),
  /** Ignored: nothing jumps since engine v2 (kept for old RuleSets). */
  jump: z.boolean().optional(),
  relative: z.boolean().optional(),
});

export const TileTypeSchema = z.looseObject({
  passable: z.boolean(),
  tags: z.array(z.string()),
  effect: z.string().min(1).optional(),
  render: z.unknown().optional(),
});

export const TilePlacementSchema = z.looseObject({
  row: z.int(),
  col: z.int(),
  type: z.string().min(1),
});

const boardSide = z.int().min(L.minBoard).max(L.maxBoard);

/** The shape of a RuleSet (wire format, spec §3); unknown top-level fields are allowed and kept. */
export const RuleSetShape = z.looseObject({
  id: z.string().min(1),
  version: z.union([z.literal(1), z.literal(2)]),
  engine: z.literal(ENGINE_FAMILY),
  boardSize: boardSide,
  boardRows: boardSide.optional(),
  boardCols: boardSide.optional(),
  pieceTypes: PieceCountsSchema,
  beats: z.strictObject({ R: PieceTypeSchema, P: PieceTypeSchema, S: PieceTypeSchema }),
  directions: z.array(VectorSchema),
  homes: z.tuple([CellSchema, CellSchema]),
  startingPositions: z.tuple([z.array(CellSchema), z.array(CellSchema)]),
  maxMoves: z.int().min(1),
  repetitionLimit: z.int().min(2),
  randomExtraPiece: z.boolean().optional(),
  symmetricArmies: z.boolean().optional(),
  playerPieceTypes: z.tuple([PieceCountsSchema, PieceCountsSchema]).optional(),
  movementByType: z
    .strictObject({
      R: MovementSchema.optional(),
      P: MovementSchema.optional(),
      S: MovementSchema.optional(),
    })
    .optional(),
  blockedCells: z.array(CellSchema).optional(),
  voidCells: z.array(CellSchema).optional(),
  powerUps: z.boolean().optional(),
  tileTypes: z.record(z.string().min(1), TileTypeSchema).optional(),
  tiles: z.array(TilePlacementSchema).optional(),
  onMoveLimit: z.enum(ON_MOVE_LIMIT).optional(),
});

/**
 * A RuleSet: the shape plus the checks that make it playable (cells on the board, homes and
 * starting cells enterable and distinct, directions sane, enough starting cells for the army).
 */
export const RuleSetSchema = RuleSetShape.superRefine((rules, ctx) => {
  for (const issue of ruleSetIssues(rules)) ctx.addIssue({ code: "custom", ...issue });
});

export type RuleSet = z.infer<typeof RuleSetShape>;
export type Movement = z.infer<typeof MovementSchema>;
export type TileType = z.infer<typeof TileTypeSchema>;
export type TilePlacement = z.infer<typeof TilePlacementSchema>;
export type PieceCounts = z.infer<typeof PieceCountsSchema>;
export type Cell = [number, number];
export type Vector = [number, number];
