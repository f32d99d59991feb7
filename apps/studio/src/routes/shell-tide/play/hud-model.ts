import { type AttemptState, ratingFor } from "@rulekit/shell-tide";

export interface StarBand {
  stars: 1 | 2 | 3;
  from: number;
  to: number;
}

/** The turn ranges of each rating, read off the engine's `ratingFor` for every turn count up to max. */
export function starBands(optimalTurns: number | null, maxTurns: number): StarBand[] {
  if (optimalTurns === null) return [];
  const bands: StarBand[] = [];
  for (let used = optimalTurns; used <= maxTurns; used++) {
    const stars = ratingFor(used, optimalTurns, maxTurns);
    if (stars === 0) break;
    const last = bands[bands.length - 1];
    if (last && last.stars === stars) last.to = used;
    else bands.push({ stars, from: used, to: used });
  }
  return bands;
}

/** The best band still reachable: the one a Full Rescue on the next turn would earn. */
export function reachableBand(bands: readonly StarBand[], turnsUsed: number): StarBand | null {
  const next = turnsUsed + 1;
  return bands.find((b) => next <= b.to) ?? null;
}

export interface HudView {
  turnsUsed: number;
  maxTurns: number;
  remaining: number;
  objective: number;
  bands: StarBand[];
  reachable: StarBand | null;
}

export function hudView(attempt: AttemptState): HudView {
  const bands = starBands(attempt.optimalTurns, attempt.maxTurns);
  return {
    turnsUsed: attempt.turnsUsed,
    maxTurns: attempt.maxTurns,
    remaining: attempt.remainingStarfish,
    objective: attempt.objective,
    bands,
    reachable: attempt.levelStatus === "playing" ? reachableBand(bands, attempt.turnsUsed) : null,
  };
}
