import type { PieceType, PlayerIndex } from "../constants.js";

/**
 * A board cell packed in one byte (the engine's hot representation):
 * bits 0–1 type (0 empty, 1 R, 2 P, 3 S), bit 2 player, bit 3 powered, bits 4–7 effect code
 * (0 none, 1 shield, 2 dash, 3 wildcard, 4+ other effect names of the game).
 */
export const TYPE_MASK = 0b11;
export const PLAYER_BIT = 0b100;
export const POWERED_BIT = 0b1000;
export const EFFECT_SHIFT = 4;
export const EFFECT_MASK = 0xf0;

export const EFFECT_NONE = 0;
export const EFFECT_SHIELD = 1;
export const EFFECT_DASH = 2;
export const EFFECT_WILDCARD = 3;
/** Effect names by code; games append the other effect names their tiles give. */
export const BUILTIN_EFFECTS = ["", "shield", "dash", "wildcard"] as const;

export const TYPE_CODES: Record<PieceType, number> = { R: 1, P: 2, S: 3 };
export const TYPE_NAMES = ["", "R", "P", "S"] as const;

export const typeOf = (code: number): number => code & TYPE_MASK;
export const playerOf = (code: number): PlayerIndex => ((code >> 2) & 1) as PlayerIndex;
export const effectOf = (code: number): number => code >> EFFECT_SHIFT;

export function encodePiece(player: PlayerIndex, type: PieceType, powered: boolean, effect: number): number {
  return TYPE_CODES[type] | (player << 2) | (powered ? POWERED_BIT : 0) | (effect << EFFECT_SHIFT);
}
