import { useEffect, useState } from "react";

/** A touch screen with no mouse (no hover, coarse pointer): keyboard hints are left out there. */
export const TOUCH_QUERY = "(hover: none) and (pointer: coarse)";

/** True on touch-only screens; follows changes live (a tablet docking a keyboard and mouse). */
export function useTouch(): boolean {
  const [touch, setTouch] = useState(
    () => typeof window !== "undefined" && window.matchMedia(TOUCH_QUERY).matches,
  );
  useEffect(() => {
    const media = window.matchMedia(TOUCH_QUERY);
    const onChange = () => setTouch(media.matches);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);
  return touch;
}
