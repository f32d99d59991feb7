// The limits of a level, apart from the parser: the rules use them too, and a page that only plays a level
// must not load the parser (and zod) to know them.

export const MIN_CUSTOM_RING = 3;
/**
 * Most starfish a level may hold. Sowing walks one node per starfish and records each step, so a
 * pile of 10^15 would hang a move; the exact solver stops far earlier (255), the rules at this cap.
 */
export const MAX_LEVEL_STARFISH = 10_000;
