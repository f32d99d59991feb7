import { resolveTurn } from "../rules/resolve-turn.js";
import { DIRECTIONS } from "../rules/topology.js";
import type { AttemptState, Move } from "../types.js";

export interface NearMissReport {
  /** A failed attempt (lost) that is a near-miss by the definition below. */
  nearMiss: boolean;
  failed: boolean;
  rescuedShare: number;
  remainingShare: number;
  remainingStarfish: number;
  /** Sand nodes still holding starfish. */
  piles: number[];
  /** 10–30% of the objective still on the board (seed 000). */
  inNearMissBand: boolean;
  /**
   * One more turn would show a Full Rescue: some move (the turn limit aside) rescues every starfish
   * left, so they form one rescue target visible in that move's preview.
   */
  oneMoreTurnFullRescue: boolean;
  reason: string;
}

/** Whether 10–30% of `objective` remain, compared exactly in integers. */
export function inNearMissBand(remaining: number, objective: number): boolean {
  return remaining * 10 >= objective && remaining * 10 <= objective * 3;
}

/** The moves that would clear the board in one turn, ignoring the turn limit. */
export function fullRescueMoves(state: AttemptState): Move[] {
  const moves: Move[] = [];
  state.level.nodes.forEach((node, index) => {
    if (node.type !== "sand" || (state.starfish[index] ?? 0) < 1) return;
    for (const direction of DIRECTIONS) {
      if (node.currentDirection !== undefined && node.currentDirection !== direction) continue;
      const turn = resolveTurn(state.level, state.starfish, { node: index, direction });
      if (turn.rescued === state.remainingStarfish) moves.push({ node: index, direction });
    }
  });
  return moves;
}

/**
 * Seed 000's near-miss: a failed attempt where most starfish were rescued, 10–30% remain in one
 * rescue target, and one more turn would allow a Full Rescue visible in its preview.
 */
export function classifyNearMiss(state: AttemptState): NearMissReport {
  const failed = state.levelStatus === "lost";
  const objective = state.objective;
  const remaining = state.remainingStarfish;
  const piles = state.starfish.flatMap((count, index) => (count > 0 ? [index] : []));
  const band = inNearMissBand(remaining, objective);
  const oneMore = remaining > 0 && fullRescueMoves(state).length > 0;
  const nearMiss = failed && band && oneMore;
  const pct = (x: number) => `${Math.round((x / objective) * 100)}%`;
  const reason = !failed
    ? state.levelStatus === "won"
      ? "the level was won (Full Rescue)"
      : "the attempt is still in play"
    : !band
      ? `${pct(remaining)} of the starfish remain (a near-miss leaves 10–30%)`
      : !oneMore
        ? "no single move would rescue every starfish left"
        : `${pct(remaining)} remain and one more turn would allow a Full Rescue`;
  return {
    nearMiss,
    failed,
    rescuedShare: objective === 0 ? 1 : state.rescued / objective,
    remainingShare: objective === 0 ? 0 : remaining / objective,
    remainingStarfish: remaining,
    piles,
    inNearMissBand: band,
    oneMoreTurnFullRescue: oneMore,
    reason,
  };
}
