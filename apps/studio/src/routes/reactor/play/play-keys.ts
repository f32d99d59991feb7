import type { Action } from "@rulekit/reactor";

/** The preview's keys on the focused map: arrows move; E (or Enter) uses the prop underfoot; H, A and T. */
export const PLAY_KEYS: Readonly<Record<string, Action>> = {
  ArrowUp: { type: "MoveRobot", direction: "north" },
  ArrowRight: { type: "MoveRobot", direction: "east" },
  ArrowDown: { type: "MoveRobot", direction: "south" },
  ArrowLeft: { type: "MoveRobot", direction: "west" },
  e: { type: "InteractProp" },
  Enter: { type: "InteractProp" },
  h: { type: "ApplyHeatShield" },
  a: { type: "ActivateReactor" },
  t: { type: "EndTurn" },
};

/** One line for the player: which keys do what. */
export const PLAY_KEYS_HINT =
  "On the focused map: arrow keys move the robot, E or Enter uses the prop underfoot, H applies a heat shield, A activates the reactor, T ends the turn.";

/** The action a key press on the map asks for (the engine still decides whether it is allowed), or null. */
export function actionForKey(event: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): Action | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const action = PLAY_KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
  return action ? { ...action } : null;
}
