import { CARRIERS } from "../../constants.js";
import type { SimContext } from "../context.js";

/**
 * Step 15: remedy blocks lose a turn; heat immunity loses one step per robot move since the shield was
 * activated this turn (a turn without a move counts as one step); then the next player phase starts with a
 * full action budget.
 */
export function advanceDurations(ctx: SimContext): void {
  const { state, balance } = ctx;
  const cells = state.width * state.height;
  for (const carrier of CARRIERS) {
    const blocks = state.blocks[carrier];
    for (let cell = 0; cell < cells; cell++) {
      if (blocks[cell]! <= 0) continue;
      blocks[cell] = blocks[cell]! - 1;
      if (blocks[cell] === 0) {
        ctx.events.push({
          type: "remedy-block-expired",
          step: "advance-durations",
          at: { x: cell % state.width, y: Math.floor(cell / state.width) },
          element: carrier,
        });
      }
    }
  }
  if (state.robot.heatImmunity > 0) {
    state.robot.heatImmunity = Math.max(0, state.robot.heatImmunity - Math.max(1, state.movesThisTurn));
    if (state.robot.heatImmunity === 0)
      ctx.events.push({ type: "heat-immunity-expired", step: "advance-durations" });
  }
  state.turn += 1;
  state.actionsLeft = balance.actionsPerTurn;
  state.movesThisTurn = 0;
  state.turnActions = [];
  ctx.events.push({
    type: "turn-started",
    step: "advance-durations",
    turn: state.turn,
    actionsLeft: state.actionsLeft,
  });
}
