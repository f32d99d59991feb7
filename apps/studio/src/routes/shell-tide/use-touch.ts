import { useMediaQuery } from "../../lib/use-media-query.ts";

/** A touch screen with no mouse (no hover, coarse pointer): keyboard hints are left out there. */
export const TOUCH_QUERY = "(hover: none) and (pointer: coarse)";

/** True on touch-only screens; follows changes live (a tablet docking a keyboard and mouse). */
export function useTouch(): boolean {
  return useMediaQuery(TOUCH_QUERY);
}
