import { useEffect } from "react";

const INTERACTIVE = "button, input, select, textarea, a, summary, [role='button'], [contenteditable='true']";

/**
 * Space or Enter anywhere on the page advances the dialogue, unless focus is on a control that already
 * handles those keys itself (a focused button clicks on its own, so nothing fires twice).
 */
export function useAdvanceKeys(active: boolean, onAdvance: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== " " && event.key !== "Enter") return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as Element | null;
      if (target?.closest?.(INTERACTIVE)) return;
      event.preventDefault();
      onAdvance();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [active, onAdvance]);
}
