/** Why a move was refused. A refused move changes nothing (state, turns, selection). */
export const LEVEL_OVER = "LEVEL_OVER";
export const UNKNOWN_NODE = "UNKNOWN_NODE";
export const WET_PIT_NOT_SELECTABLE = "WET_PIT_NOT_SELECTABLE";
export const EMPTY_NODE = "EMPTY_NODE";
export const BAD_DIRECTION = "BAD_DIRECTION";
export const CURRENT_ARROW_DIRECTION = "CURRENT_ARROW_DIRECTION";
/** The state handed in is not an attempt state (wrong shape, counts that do not add up). */
export const INVALID_STATE = "INVALID_STATE";

export const REFUSAL_CODES = {
  levelOver: LEVEL_OVER,
  unknownNode: UNKNOWN_NODE,
  wetPit: WET_PIT_NOT_SELECTABLE,
  emptyNode: EMPTY_NODE,
  badDirection: BAD_DIRECTION,
  currentArrow: CURRENT_ARROW_DIRECTION,
  invalidState: INVALID_STATE,
} as const;

export type RefusalCode = (typeof REFUSAL_CODES)[keyof typeof REFUSAL_CODES];
