import { type AttemptState, ratingBands } from "@rulekit/shell-tide";

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
