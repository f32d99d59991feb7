import { ELEMENTS } from "../../constants.js";
import type { SimContext } from "../context.js";

/**
 * Step 12: the robot's final cell must be below every robot-safety threshold. Heat immunity protects
 * against heat only, and only while it lasts: the steps left must cover this turn's moves since the shield
 * was activated (a turn without a move counts as one step). Nothing protects against fuel, coolant or
 * electricity.
 */
export function robotSafety(ctx: SimContext): void {
  const { state, balance } = ctx;
  const { at } = state.robot;
  const cell = at.y * state.width + at.x;
  const immune = state.robot.heatImmunity >= Math.max(1, state.movesThisTurn);
  for (const element of ELEMENTS) {
    if (state.hazards[element][cell]! < balance.robotSafety[element]) continue;
    if (element === "heat" && immune) continue;
    ctx.events.push({ type: "robot-lost", step: "robot-safety", at: { ...at }, element });
    if (!state.loss) {
      state.loss = {
        reason: "robot-hazard",
        message: `the robot ended the turn in ${element} at (${at.x},${at.y})`,
        at: { ...at },
      };
      ctx.events.push({
        type: "level-lost",
        step: "robot-safety",
        reason: state.loss.reason,
        message: state.loss.message,
      });
    }
    return;
  }
}
