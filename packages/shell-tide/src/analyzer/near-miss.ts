import { resolveTurn } from "../rules/resolve-turn.js";
import { DIRECTIONS } from "../rules/topology.js";
import type { AttemptState, Move } from "../types.js";
import { type AnalyzerUnknown, isAnalyzerUnknown, readAttempt } from "./unknown.js";

export interface NearMissReport {
  /** A failed attempt (lost) that is a near-miss by the definition below. */
  nearMiss: boolean;
  failed: boolean;
  rescuedShare: number;
  remainingShare: number;
  remainingStarfish: number;
  /** Sand nodes still holding starfish. */
  piles: number[];
  /**
   * The one rescue target a visible Full Rescue would take, when the starfish left make one (seed 001:
   * "chỉ còn một cụm sao hoặc một rescue target rõ, không còn nhiều cụm rời rạc"; a cluster is one
   * node's pile, as for the Final Tide Sweep in spec §2): the lone pile, or — with two piles — the pile
   * that is not the source of the first move that clears the board. Null when no move clears the
   * board, and with three piles or more (several scattered clusters).
   */
  rescueTarget: number | null;
  /** 10–30% of the objective still on the board (seed 000). */
  inNearMissBand: boolean;
  /**
   * One more turn would show a Full Rescue: some move (the turn limit aside) rescues every starfish
   * left, so they form one rescue target visible in that move's preview.
   */
  oneMoreTurnFullRescue: boolean;
  reason: string;
}

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/** Whether 10–30% of `objective` remain, compared exactly in integers (false for anything but counts). */
export function inNearMissBand(remaining: number, objective: number): boolean {
  if (!isCount(remaining) || !isCount(objective)) return false;
  return remaining * 10 >= objective && remaining * 10 <= objective * 3;
}

/**
 * The moves that would clear the board in one turn, ignoring the turn limit; the typed unknown for a
 * value that is not an attempt.
 */
export function fullRescueMoves(value: AttemptState): Move[] | AnalyzerUnknown {
  const state = readAttempt(value);
  return isAnalyzerUnknown(state) ? state : movesClearing(state);
}

function movesClearing(state: AttemptState): Move[] {
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
 * rescue target (one pile: seed 001, never several scattered clusters), and one more turn would allow
 * a Full Rescue visible in its preview. The typed unknown for a value that is not an attempt.
 */
export function classifyNearMiss(value: AttemptState): NearMissReport | AnalyzerUnknown {
  const state = readAttempt(value);
  if (isAnalyzerUnknown(state)) return state;
  const failed = state.levelStatus === "lost";
  const objective = state.objective;
  const remaining = state.remainingStarfish;
  const piles = state.starfish.flatMap((count, index) => (count > 0 ? [index] : []));
  const band = inNearMissBand(remaining, objective);
  const clearing = remaining > 0 ? movesClearing(state) : [];
  const oneMore = clearing.length > 0;
  const rescueTarget =
    !oneMore || piles.length > 2 ? null : (piles.find((pile) => pile !== clearing[0]!.node) ?? piles[0]!);
  const nearMiss = failed && band && rescueTarget !== null;
  const pct = (x: number) => `${Math.round((x / objective) * 100)}%`;
  const reason = !failed
    ? state.levelStatus === "won"
      ? "the level was won (Full Rescue)"
      : "the attempt is still in play"
    : !band
      ? `${pct(remaining)} of the starfish remain (a near-miss leaves 10–30%)`
      : piles.length > 2
        ? `the starfish left are in ${piles.length} separate piles (a near-miss leaves one rescue target)`
        : !oneMore
          ? "no single move would rescue every starfish left"
          : `${pct(remaining)} remain in one target (node ${rescueTarget}) and one more turn would allow a Full Rescue`;
  return {
    nearMiss,
    failed,
    rescuedShare: objective === 0 ? 1 : state.rescued / objective,
    remainingShare: objective === 0 ? 0 : remaining / objective,
    remainingStarfish: remaining,
    piles,
    rescueTarget,
    inNearMissBand: band,
    oneMoreTurnFullRescue: oneMore,
    reason,
  };
}
