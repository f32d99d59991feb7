import { useMediaQuery } from "./use-media-query.ts";

/** True when the user asked the system for reduced motion; follows changes live. */
export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
