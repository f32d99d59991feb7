import type { Direction } from "@rulekit/shell-tide";
import type { Turn } from "../board/screen-turn.ts";
import type { PlayCopy } from "./play-copy.ts";
import { dualPreview, type PlayState } from "./play-model.ts";
import { type PreviewBand, teach } from "./preview-band.ts";

/**
 * The sentence the board's polite live region holds (screen readers hear what sighted players see drawn):
 * the Dual Preview of the selected pit, or the outcome of the last commit once its animation is over.
 * Empty while a commit animates (a status says so) and once the level ended (the result panel speaks).
 */
export function announcement(
  state: PlayState,
  copy: PlayCopy,
  turns: Record<Direction, Turn>,
  band: PreviewBand,
): string {
  if (state.animation || state.attempt.levelStatus !== "playing") return "";
  // What is heard is what the band shows (preview-band.ts): never more than the board draws.
  const previews = dualPreview(state).map((p) => teach(p, band));
  if (state.selected !== null && previews.length > 0) {
    return copy.announce.preview(
      state.selected,
      previews.map((p) => ({
        turn: turns[p.direction],
        stop: p.stop,
        vortices: p.shows.vortex ? p.captures.length : null,
      })),
    );
  }
  const last = lastMoveSummary(state);
  if (!last) return "";
  return copy.announce.committed(
    last.node,
    turns[last.direction],
    last.stop,
    last.rescued,
    last.left,
    last.used,
    state.attempt.maxTurns,
  );
}

/** What the last committed move did, read from its events (null before the first move). */
export function lastMoveSummary(state: PlayState): {
  node: number;
  direction: Direction;
  stop: number;
  rescued: number;
  left: number;
  used: number;
} | null {
  if (!state.last) return null;
  const sow = state.last.events.find((e) => e.type === "sow");
  const end = state.last.events.find((e) => e.type === "turnEnd");
  if (sow?.type !== "sow" || end?.type !== "turnEnd") return null;
  return {
    node: state.last.move.node,
    direction: state.last.move.direction,
    stop: sow.stop,
    rescued: end.rescuedThisTurn,
    left: end.remainingStarfish,
    used: end.turnsUsed,
  };
}
