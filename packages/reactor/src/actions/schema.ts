import * as z from "zod/mini";
import {
  ACTIONS_FORMAT,
  CROSS_JUNCTION_MODES,
  DIRECTIONS,
  LEVEL_STATES,
  NEUTRALIZERS,
  T_JUNCTION_MODES,
} from "../constants.js";

export const ActionSchema = z.discriminatedUnion("type", [
  /** Move to the adjacent floor cell in `direction` (north = y − 1). */
  z.strictObject({ type: z.literal("MoveRobot"), direction: z.enum(DIRECTIONS) }),
  /**
   * Interact with the prop on the robot's cell: toggle a flow/consumer prop or a door, cycle a junction's
   * mode (or select `mode`), unlock a terminal, pick up a remedy supply.
   */
  z.strictObject({
    type: z.literal("InteractProp"),
    mode: z.optional(z.enum([...T_JUNCTION_MODES, ...CROSS_JUNCTION_MODES])),
  }),
  /**
   * `use: "repair"`: repair `leak` (reachable from the robot's cell). `use: "remedy"`: apply a carried
   * neutralizer — the one matching `leak` to its face, or `remedy` to the robot's own floor cell.
   */
  z.strictObject({
    type: z.literal("InteractLeak"),
    use: z.enum(["repair", "remedy"]),
    leak: z.optional(z.string().check(z.minLength(1))),
    remedy: z.optional(z.enum(NEUTRALIZERS)),
  }),
  z.strictObject({ type: z.literal("ApplyHeatShield") }),
  z.strictObject({ type: z.literal("ActivateReactor") }),
  /** Forfeit the remaining actions: the simulation and event phases run. */
  z.strictObject({ type: z.literal("EndTurn") }),
]);
export type Action = z.infer<typeof ActionSchema>;

/**
 * Most actions a recorded list may hold. Every turn of a level that never ends runs a simulation and
 * a forecast (milliseconds each), so a hostile list of millions would run for hours; the tutorial
 * solutions hold a few dozen.
 */
export const MAX_ACTIONS = 10_000;

/** A recorded action list (a solution or a losing line), stored next to its level. */
export const ActionsFileSchema = z.strictObject({
  format: z.literal(ACTIONS_FORMAT),
  version: z.literal(1),
  /** The level file this list was recorded for (relative to the actions file). */
  level: z.optional(z.string()),
  /** The level state the list is expected to reach (e.g. "Won" for a solution, "Lost" for a losing line). */
  expect: z.optional(z.enum(LEVEL_STATES)),
  description: z.optional(z.string()),
  actions: z.array(ActionSchema).check(z.maxLength(MAX_ACTIONS)),
});
export type ActionsFile = z.infer<typeof ActionsFileSchema>;
