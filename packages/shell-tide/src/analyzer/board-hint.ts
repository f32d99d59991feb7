import type { AttemptState, Preview } from "../types.js";
import { GENERAL_SETUP, type Hint, hintBeforePlay, rescueHint, setupMessage } from "./hint.js";
import { previewsOf } from "./previews.js";

/** The preview a player would notice first: one that clears the board, else the biggest rescue. */
function mostVisible(previews: readonly Preview[]): Preview | undefined {
  let best: Preview | undefined;
  for (const p of previews) {
    const clears = p.remainingAfter === 0;
    const bestClears = best?.remainingAfter === 0;
    if (
      !best ||
      (clears && !bestClears) ||
      (clears === bestClears && p.rescuedThisTurn > best.rescuedThisTurn)
    )
      best = p;
  }
  return best;
}

/** The biggest pile on the board (the lowest node on a tie), or undefined when none is left. */
function biggestPile(state: AttemptState): number | undefined {
  let at: number | undefined;
  state.starfish.forEach((count, index) => {
    if (count > 0 && (at === undefined || count > state.starfish[at]!)) at = index;
  });
  return at;
}

/**
 * A hint from the rules alone: what this board's legal previews show — the rescue a player would
 * notice first (a move that clears the board, else the biggest rescue: its Vortex point, the Sweep's
 * pile or the wet pit), or, when no move rescues anything, the biggest pile to set up. It uses no
 * solver, so it says nothing an agent could not work out from the previews itself: asked about any
 * number of boards, it cannot rebuild an optimal line faster than a search over the rules would
 * (docs/mcp.md). Like `hint`, it names a node or a pattern, never a move, and never contradicts a
 * legal preview; a value that is not an attempt gets the `unknown` hint.
 */
export function boardHint(value: AttemptState): Hint {
  const before = hintBeforePlay(value);
  if (!("state" in before)) return before;
  const { state } = before;
  const previews = previewsOf(state);
  const best = mostVisible(previews);
  const rescue = best && best.rescuedThisTurn > 0 ? rescueHint(best) : null;
  if (rescue) return rescue;
  const target = biggestPile(state);
  if (target === undefined) return { kind: "setup", message: GENERAL_SETUP };
  return { kind: "setup", target, message: setupMessage(state, target, previews) };
}
