import type { PlayCopy } from "./play-copy.ts";
import { dualPreview, type PlayState } from "./play-model.ts";

/**
 * The sentence the board's polite live region holds (screen readers hear what sighted players see drawn):
 * the Dual Preview of the selected pit, or the outcome of the last commit once its animation is over.
 * Empty while a commit animates (a status says so) and once the level ended (the result panel speaks).
 */
export function announcement(state: PlayState, copy: PlayCopy): string {
  if (state.animation || state.attempt.levelStatus !== "playing") return "";
  const previews = dualPreview(state);
  if (state.selected !== null && previews.length > 0) {
    return copy.announce.preview(
      state.selected,
      previews.map((p) => ({
        direction: copy.direction[p.direction],
        stop: p.stop,
        vortices: p.captures.length,
        left: p.remainingAfter,
      })),
    );
  }
  if (!state.last) return "";
  const sow = state.last.events.find((e) => e.type === "sow");
  const end = state.last.events.find((e) => e.type === "turnEnd");
  if (sow?.type !== "sow" || end?.type !== "turnEnd") return "";
  return copy.announce.committed(
    state.last.move.node,
    copy.direction[state.last.move.direction],
    sow.stop,
    end.rescuedThisTurn,
    end.remainingStarfish,
    end.turnsUsed,
    state.attempt.maxTurns,
  );
}
