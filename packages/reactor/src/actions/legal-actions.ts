import { CROSS_JUNCTION_MODES, DIRECTIONS, NEUTRALIZERS, T_JUNCTION_MODES } from "../constants.js";
import { propAt } from "../level/grid.js";
import type { GameState } from "../state/types.js";
import { reachableLeaks } from "./handlers.js";
import type { Action } from "./schema.js";
import { checkAction } from "./step.js";

/** Every action `step` would accept in `state`, in a stable order (empty once the level is lost or won). */
export function legalActions(state: GameState): Action[] {
  const candidates: Action[] = DIRECTIONS.map((direction) => ({ type: "MoveRobot", direction }));
  const prop = propAt(state, state.robot.at);
  if (prop) {
    candidates.push({ type: "InteractProp" });
    if (prop.kind === "t-junction")
      for (const mode of T_JUNCTION_MODES) candidates.push({ type: "InteractProp", mode });
    if (prop.kind === "cross-junction")
      for (const mode of CROSS_JUNCTION_MODES) candidates.push({ type: "InteractProp", mode });
  }
  for (const leak of reachableLeaks(state)) {
    candidates.push({ type: "InteractLeak", use: "repair", leak: leak.id });
    candidates.push({ type: "InteractLeak", use: "remedy", leak: leak.id });
  }
  for (const remedy of NEUTRALIZERS) {
    if (state.robot.inventory.includes(remedy))
      candidates.push({ type: "InteractLeak", use: "remedy", remedy });
  }
  candidates.push({ type: "ApplyHeatShield" }, { type: "ActivateReactor" }, { type: "EndTurn" });
  return candidates.filter((action) => checkAction(state, action) === null);
}
