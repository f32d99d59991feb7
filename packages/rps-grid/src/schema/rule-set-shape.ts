import * as z from "zod/mini";
import { ENGINE_FAMILY, MOVEMENT_KINDS, ON_MOVE_LIMIT, PIECE_TYPES, RULESET_LIMITS } from "../constants.js";

// The shape and the types of a RuleSet, apart from the checks that make one playable
// (rule-set-checks.ts reads these types; rule-set.ts joins the two into RuleSetSchema).

const L = RULESET_LIMITS;

export const PieceTypeSchema = z.enum(PIECE_TYPES);
export const PlayerIndexSchema = z.union([z.literal(0), z.literal(1)]);

/** `[row, col]`, 0-based; range is checked against the board size. */
export const CellSchema = z.tuple([z.int(), z.int()]);
/** `[dRow, dCol]`, each component in −8..8. */
export const VectorSchema = z.tuple([
  z.int().check(z.gte(-L.maxComponent), z.lte(L.maxComponent)),
  z.int().check(z.gte(-L.maxComponent), z.lte(L.maxComponent)),
]);

const count = z.int().check(z.gte(0), z.lte(L.maxBoard * L.maxBoard));
/** Base pool counts per type, e.g. `{ R: 3, P: 3, S: 3 }`; a missing type counts 0. */
export const PieceCountsSchema = z.strictObject({
  R: z.optional(count),
  P: z.optional(count),
  S: z.optional(count),
});

export const MovementSchema = z.looseObject({
  kind: z.enum(MOVEMENT_KINDS),
  maxSteps: z.optional(z.int().check(z.gte(L.minSteps), z.lte(L.maxSteps))),
  directions: z.optional(z.array(VectorSchema)),
  /** Ignored: nothing jumps since engine v2 (kept for old RuleSets). */
  jump: z.optional(z.boolean()),
  relative: z.optional(z.boolean()),
});

export const TileTypeSchema = z.looseObject({
  passable: z.boolean(),
  tags: z.array(z.string()),
  effect: z.optional(z.string().check(z.minLength(1))),
  render: z.optional(z.unknown()),
});

export const TilePlacementSchema = z.looseObject({
  row: z.int(),
  col: z.int(),
  type: z.string().check(z.minLength(1)),
});

const boardSide = z.int().check(z.gte(L.minBoard), z.lte(L.maxBoard));

/** The shape of a RuleSet (wire format, spec §3); unknown top-level fields are allowed and kept. */
export const RuleSetShape = z.looseObject({
  id: z.string().check(z.minLength(1)),
  version: z.union([z.literal(1), z.literal(2)]),
  engine: z.literal(ENGINE_FAMILY),
  boardSize: boardSide,
  boardRows: z.optional(boardSide),
  boardCols: z.optional(boardSide),
  pieceTypes: PieceCountsSchema,
  beats: z.strictObject({ R: PieceTypeSchema, P: PieceTypeSchema, S: PieceTypeSchema }),
  directions: z.array(VectorSchema),
  homes: z.tuple([CellSchema, CellSchema]),
  startingPositions: z.tuple([z.array(CellSchema), z.array(CellSchema)]),
  maxMoves: z.int().check(z.gte(1)),
  repetitionLimit: z.int().check(z.gte(2)),
  randomExtraPiece: z.optional(z.boolean()),
  symmetricArmies: z.optional(z.boolean()),
  playerPieceTypes: z.optional(z.tuple([PieceCountsSchema, PieceCountsSchema])),
  movementByType: z.optional(
    z.strictObject({
      R: z.optional(MovementSchema),
      P: z.optional(MovementSchema),
      S: z.optional(MovementSchema),
    }),
  ),
  blockedCells: z.optional(z.array(CellSchema)),
  voidCells: z.optional(z.array(CellSchema)),
  powerUps: z.optional(z.boolean()),
  tileTypes: z.optional(z.record(z.string().check(z.minLength(1)), TileTypeSchema)),
  tiles: z.optional(z.array(TilePlacementSchema)),
  onMoveLimit: z.optional(z.enum(ON_MOVE_LIMIT)),
});

export type RuleSet = z.infer<typeof RuleSetShape>;
export type Movement = z.infer<typeof MovementSchema>;
export type TileType = z.infer<typeof TileTypeSchema>;
export type TilePlacement = z.infer<typeof TilePlacementSchema>;
export type PieceCounts = z.infer<typeof PieceCountsSchema>;
export type Cell = [number, number];
export type Vector = [number, number];
