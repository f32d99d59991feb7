import type { Direction, Preview, RouteStep } from "@rulekit/shell-tide";

/**
 * How much of a move the Dual Preview shows before it is played, by level band (seed 001's progression).
 * Seed 001: "Preview giải thích outcome nhưng không auto-pick" — the preview explains, it never picks. A
 * preview that gives the starfish left after the move (or how many a move rescues) turns every level into
 * "try each pit, take the lowest number": a script doing that won L8 with 3★ without reading the board.
 * So no band shows the net result, and the more a band is about reading the board, the less it shows:
 *
 * - `learn` (L1–L3, the Vortex and its chains): the Flow, STOP, each Vortex point and the pile it takes
 *   with its size — the rule being taught, drawn where it happens.
 * - `apply` (L4–L6: the Sweep, wet pits, relief) and `ripple` (L9, the reward level named for its
 *   "Ripple Preview"): the Flow, STOP, where a Vortex opens and which pile it takes, the wet pits the Flow
 *   drops into and whether the Sweep fires — where, never how many.
 * - `master` (L7, L8, L10): the Flow and STOP (and a Current Arrow's lock). Vortex points, wet pits and
 *   the Sweep show as the move is played; reading them ahead is the level's skill. Measured with the
 *   engine: a script taking the move with the most Vortex points alone still earns 3★ on L7 and L8, so
 *   even "whether" is too much there.
 * - `full` (the designer's playtest of a loaded level): everything the analyzer says, net result included.
 */
export type PreviewBand = "learn" | "apply" | "ripple" | "master" | "full";

const PACK_BANDS: Readonly<Record<number, PreviewBand>> = {
  1: "learn",
  2: "learn",
  3: "learn",
  4: "apply",
  5: "apply",
  6: "apply",
  7: "master",
  8: "master",
  9: "ripple",
  10: "master",
};

/** The band of a pack level (a level the pack does not have is played as a mastery level). */
export const bandOfLevel = (level: number): PreviewBand => PACK_BANDS[level] ?? "master";

/** What the player is shown of one direction's move before it is played. */
export interface TaughtPreview {
  source: number;
  direction: Direction;
  currentLocked: boolean;
  route: readonly RouteStep[];
  stop: number;
  /** Vortex points: the empty pit, the pile it takes and (in `learn` and `full`) how many. */
  captures: readonly { empty: number; rich: number; count: number | null }[];
  wetPitRescues: readonly { index: number; order: number }[];
  /** The Final Tide Sweep, when it fires: its pile and (in `full`) how many. */
  sweep: { index: number; count: number | null } | null;
  /** Starfish left after the move: the designer's playtest only. */
  remainingAfter: number | null;
  /** Which of the marks above this band shows at all (so the page can say what is left to read). */
  shows: { vortex: boolean; counts: boolean; wet: boolean; sweep: boolean; remaining: boolean };
}

const SHOWS: Record<PreviewBand, TaughtPreview["shows"]> = {
  learn: { vortex: true, counts: true, wet: true, sweep: true, remaining: false },
  apply: { vortex: true, counts: false, wet: true, sweep: true, remaining: false },
  ripple: { vortex: true, counts: false, wet: true, sweep: true, remaining: false },
  master: { vortex: false, counts: false, wet: false, sweep: false, remaining: false },
  full: { vortex: true, counts: true, wet: true, sweep: true, remaining: true },
};

/** The engine's preview cut down to what `band` shows (everything the page draws or says comes from this). */
export function teach(preview: Preview, band: PreviewBand): TaughtPreview {
  const shows = SHOWS[band];
  return {
    source: preview.source,
    direction: preview.direction,
    currentLocked: preview.currentLocked,
    route: preview.route,
    stop: preview.stop,
    captures: shows.vortex
      ? preview.captures.map((c) => ({ empty: c.empty, rich: c.rich, count: shows.counts ? c.count : null }))
      : [],
    wetPitRescues: shows.wet ? preview.wetPitRescues : [],
    sweep:
      shows.sweep && preview.sweep
        ? { index: preview.sweep.index, count: shows.counts ? preview.sweep.count : null }
        : null,
    remainingAfter: shows.remaining ? preview.remainingAfter : null,
    shows,
  };
}
