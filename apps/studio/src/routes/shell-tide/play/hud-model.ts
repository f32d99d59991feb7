import { type AttemptState, distanceToFullRescue, ratingBands } from "@rulekit/shell-tide";
import { known } from "../analyzer-answer.ts";

export interface StarBand {
  stars: 1 | 2 | 3;
  from: number;
  to: number;
}

/** The engine's rating bands (3★, 2★, 1★) as a list, leaving out a band with no turn count in it. */
export function starBands(optimalTurns: number | null, maxTurns: number): StarBand[] {
  if (optimalTurns === null) return [];
  const bands = ratingBands(optimalTurns, maxTurns);
  return ([3, 2, 1] as const)
    .map((stars) => ({ stars, from: bands[stars][0], to: bands[stars][1] }))
    .filter((band) => band.from <= band.to);
}

/**
 * The earliest turn a Full Rescue can still come on: turns used + the exact distance from this board
 * (the analyzer's), or the next turn when the distance is not known. Null: no Full Rescue any more.
 */
export function earliestFinish(turnsUsed: number, distance: number | null | undefined): number | null {
  if (distance === undefined) return turnsUsed + 1;
  return distance === null ? null : turnsUsed + Math.max(distance, 1);
}

/** The best band still reachable: the first one the earliest Full Rescue would fall in. */
export function reachableBand(bands: readonly StarBand[], earliest: number | null): StarBand | null {
  if (earliest === null) return null;
  return bands.find((b) => earliest <= b.to) ?? null;
}

/** best: the band a Full Rescue now would earn at best; out: no longer reachable; ended: the level is over. */
export type BandState = "best" | "reachable" | "out" | "ended";

export interface HudBand extends StarBand {
  state: BandState;
}

/** Where the player stands on Full Rescue. */
export type RescueOutlook =
  /** Still possible within the turns left. */
  | { kind: "possible" }
  /** Not within the turns left: the board needs `needs` turns, `left` remain. */
  | { kind: "too-far"; needs: number; left: number }
  /** No sequence of moves rescues every starfish left. */
  | { kind: "impossible" }
  /** The exact check is off (a board beyond the solver's limit): only the turn limit is known. */
  | { kind: "unknown" };

export interface HudView {
  turnsUsed: number;
  maxTurns: number;
  remaining: number;
  objective: number;
  bands: HudBand[];
  reachable: StarBand | null;
  outlook: RescueOutlook;
}

const distances = new WeakMap<AttemptState, number | null | undefined>();

/**
 * The analyzer's exact distance to Full Rescue, computed once per board state (null: none; undefined: the
 * analyzer could not tell, so the HUD says only what the turns say).
 */
export function cachedDistance(attempt: AttemptState): number | null | undefined {
  if (!distances.has(attempt)) {
    const answer = distanceToFullRescue(attempt);
    distances.set(attempt, answer === null ? null : (known(answer) ?? undefined));
  }
  return distances.get(attempt);
}

/**
 * The HUD of an attempt. `distance` is the exact distance to Full Rescue from its board (undefined when
 * the check is off). While a commit animates the page passes the board from before the move and `shown`:
 * the turn already spent and the starfish still drawn, so the counters follow the animation while the
 * bands and the outlook change only once it has shown the whole move.
 */
export function hudView(
  attempt: AttemptState,
  distance?: number | null,
  shown: { turnsUsed?: number; remaining?: number } = {},
  /**
   * Mark the star bands by the exact distance (a band goes out the moment the board can no longer finish
   * in it). Off, a band goes out only when its turns are spent (or Full Rescue itself is out of reach):
   * with Undo at hand, "3★ still reachable" after each move would otherwise solve the level for the player.
   */
  exactBands = true,
): HudView {
  const bands = starBands(attempt.optimalTurns, attempt.maxTurns);
  const playing = attempt.levelStatus === "playing";
  const exact = earliestFinish(attempt.turnsUsed, distance);
  const earliest = exactBands || exact === null || exact > attempt.maxTurns ? exact : attempt.turnsUsed + 1;
  const within = earliest !== null && earliest <= attempt.maxTurns;
  const reachable = playing && within ? reachableBand(bands, earliest) : null;
  const left = attempt.maxTurns - attempt.turnsUsed;
  let outlook: RescueOutlook = { kind: "possible" };
  if (!playing) outlook = { kind: "possible" };
  else if (distance === undefined) outlook = { kind: "unknown" };
  else if (distance === null) outlook = { kind: "impossible" };
  else if (distance > left) outlook = { kind: "too-far", needs: distance, left };
  return {
    turnsUsed: shown.turnsUsed ?? attempt.turnsUsed,
    maxTurns: attempt.maxTurns,
    remaining: shown.remaining ?? attempt.remainingStarfish,
    objective: attempt.objective,
    bands: bands.map((band) => ({
      ...band,
      state: !playing
        ? "ended"
        : reachable?.stars === band.stars
          ? "best"
          : within && earliest !== null && earliest <= band.to
            ? "reachable"
            : "out",
    })),
    reachable,
    outlook,
  };
}
