import { useEffect, useState } from "react";
import { TIMINGS } from "./machine.ts";

/**
 * Types `text` out character by character and calls `onRendered` once it is all shown. When `complete` is
 * set (the player pressed during typing, or reduced motion) the whole line shows at once. Screen readers get
 * the full line from the dialogue box's live region, so this animated copy is aria-hidden. Give it a `key`
 * per line so each line starts from its first character.
 */
export function Typewriter(props: {
  text: string;
  complete: boolean;
  reducedMotion: boolean;
  onRendered: () => void;
}) {
  const { text, complete, reducedMotion, onRendered } = props;
  const chars = Array.from(text);
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (complete) return;
    if (reducedMotion || count >= chars.length) {
      onRendered();
      return;
    }
    const id = setTimeout(() => setCount((c) => c + 1), 1000 / TIMINGS.typewriterCharsPerSecond);
    return () => clearTimeout(id);
  }, [complete, reducedMotion, count, chars.length, onRendered]);

  const shown = complete || reducedMotion ? text : chars.slice(0, count).join("");
  return (
    <span className="st-typewriter" aria-hidden="true">
      {shown}
    </span>
  );
}
