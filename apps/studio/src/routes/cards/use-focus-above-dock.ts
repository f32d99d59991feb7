import { type RefObject, useEffect } from "react";

/** Room left between the focused element and the top of the dock, in px. */
const GAP = 8;

/**
 * Keeps the keyboard focus out from under a dock stuck to the bottom of the screen (your hand, on a phone):
 * the browser scrolls a focused element into the screen, not out from under a sticky panel, so a card on the
 * board reached by Tab could sit under the hand. When the focus lands on an element outside the dock that
 * the dock covers, the page scrolls it just above the dock. A dock that is not stuck (in the page's flow)
 * covers nothing, so nothing moves.
 */
export function useFocusAboveDock(dock: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      const panel = dock.current;
      if (!(target instanceof Element) || !panel || panel.contains(target)) return;
      // Keyboard focus only: a click focuses what is under the pointer, and scrolling then would move the
      // page under the click.
      if (!target.matches(":focus-visible")) return;
      const covered = target.getBoundingClientRect();
      const top = panel.getBoundingClientRect().top;
      if (covered.bottom > top && covered.top < panel.getBoundingClientRect().bottom)
        window.scrollBy({ top: covered.bottom - top + GAP, behavior: "instant" });
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [dock, enabled]);
}
