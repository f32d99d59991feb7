import type { ShellTideEvent } from "@rulekit/shell-tide";
import type { BoardOverlay } from "../board/board-view.tsx";

/** What a board overlay needs of a preview: the engine's own, or what a band shows of it (preview-band.ts). */
export type OverlaySource = Omit<BoardOverlay, "emphasis">;

/** A preview as a board overlay. */
export function overlayOfPreview(p: OverlaySource, emphasis: BoardOverlay["emphasis"]): BoardOverlay {
  return {
    source: p.source,
    direction: p.direction,
    route: p.route,
    stop: p.stop,
    captures: p.captures,
    wetPitRescues: p.wetPitRescues,
    sweep: p.sweep,
    emphasis,
  };
}

/**
 * A committed move's FLOW, read from its events: in full while it animates, then as the "last" move
 * (grey, dashed) until the next pick, so it never looks like a live preview.
 */
export function overlayOfEvents(
  events: readonly ShellTideEvent[],
  emphasis: BoardOverlay["emphasis"] = "primary",
): BoardOverlay | null {
  const sow = events.find((e) => e.type === "sow");
  if (sow?.type !== "sow") return null;
  const sweep = events.find((e) => e.type === "finalTideSweep");
  return {
    source: sow.source,
    direction: sow.direction,
    route: sow.route,
    stop: sow.stop,
    captures: events.flatMap((e) => (e.type === "capture" ? [e] : [])),
    wetPitRescues: events.flatMap((e) => (e.type === "wetPitRescue" ? [e] : [])),
    sweep: sweep && sweep.type === "finalTideSweep" ? { index: sweep.index, count: sweep.count } : null,
    emphasis,
  };
}

/** Dual Preview on the board: the chosen direction drawn strongly, the other one faintly underneath. */
export function dualOverlays(previews: readonly OverlaySource[], chosen: string | null): BoardOverlay[] {
  const other = previews.filter((p) => p.direction !== chosen).map((p) => overlayOfPreview(p, "secondary"));
  const main = previews.filter((p) => p.direction === chosen).map((p) => overlayOfPreview(p, "primary"));
  return [...other, ...main];
}
