import * as z from "zod/mini";
import { ruleSetIssues } from "./rule-set-checks.js";
import { RuleSetShape } from "./rule-set-shape.js";

export {
  type Cell,
  CellSchema,
  type Movement,
  MovementSchema,
  type PieceCounts,
  PieceCountsSchema,
  PieceTypeSchema,
  PlayerIndexSchema,
  type RuleSet,
  RuleSetShape,
  type TilePlacement,
  TilePlacementSchema,
  type TileType,
  TileTypeSchema,
  type Vector,
  VectorSchema,
} from "./rule-set-shape.js";

/**
 * A RuleSet: the shape plus the checks that make it playable (cells on the board, homes and
 * starting cells enterable and distinct, directions sane, enough starting cells for the army).
 */
export const RuleSetSchema = RuleSetShape.check(
  z.superRefine((rules, ctx) => {
    for (const issue of ruleSetIssues(rules)) ctx.addIssue({ code: "custom", ...issue });
  }),
);
