import type { PackTableRow } from "../design/pack-table.js";
import type { LayoutTemplate } from "../level/layout.js";
import type { LevelLayout } from "../level/schema.js";
import type { Move, Rating } from "../types.js";

/** The probability that D (min(completion turn, horizon)) equals `turns`. */
export interface CompletionShare {
  turns: number;
  share: number;
}

/** A completion path whose turn count earns `rating` stars. */
export interface BandWitness {
  rating: Exclude<Rating, 0>;
  turns: number;
  path: Move[];
  /** Every move of the path is a plausible move (balance.md); false when only a legal path exists. */
  plausible: boolean;
}

/** Routes from one important mid-game state (on the proof's optimal path). */
export interface MidGameRoutes {
  /** Turns already used at that state. */
  turn: number;
  /** Legal moves that still allow Full Rescue within maxTurns. */
  winningMoves: number;
  /** …of which keep the 3★ pace (distance drops by one). */
  masteryMoves: number;
  /** …of which are slower but still win in time. */
  safeMoves: number;
}

/** The fail-state audit over the plausible player's attempts that run out of turns. */
export interface NearMissAudit {
  /** Probability that a plausible attempt ends lost at maxTurns. */
  failShare: number;
  /** Among those lost attempts, the share that are near-misses (classifyNearMiss). */
  nearMissShare: number;
  /** Among those lost attempts, the share with 70–90% rescued. */
  bandShare: number;
}

/** Everything the balance proof says about one level (section 5). */
export interface LevelProof {
  levelId: string;
  fingerprint: string;
  nodeCount: number;
  wetPits: number;
  objective: number;
  finalTideSweep: boolean;
  currentArrows: number;
  optimalTurns: number | null;
  optimalPath: Move[];
  /** States the optimum BFS discovered before proving the optimum. */
  statesExplored: number;
  /** All states reachable from the start (the graph `dist` is computed on). */
  reachableStates: number;
  /** D: min(completion turn, horizon) of the plausible player (balance.md). */
  completion: {
    horizon: number;
    /** Probability that a plausible attempt completes within the horizon. */
    completedWithinHorizon: number;
    /** P(D = turns) for every turns with a non-zero share; the horizon's share includes unfinished attempts. */
    distribution: CompletionShare[];
  };
  p75: number | null;
  emotionSeed: number;
  /** R = clamp(max(emotionSeed, P75 − O), 2, 4). */
  recoverySlack: number;
  maxTurns: number;
  bands: { three: BandWitness | null; two: BandWitness | null; one: BandWitness | null };
  /** Dead moves among the legal moves of states reachable before maxTurns. */
  deadMoveRate: number;
  /** Reachable states (not won) from which Full Rescue is impossible. */
  deadStateRate: number;
  nearMiss: NearMissAudit;
  /** Same as nearMiss.nearMissShare (the figure the issue names). */
  nearMissShare: number;
  midGame: MidGameRoutes[];
}

/** A difference between the pack and the spec table, with its reason. */
export interface TableDifference {
  field: "p75";
  table: number;
  actual: number | null;
  reason: string;
}

export interface PackLevelProof extends LevelProof {
  level: number;
  file: string;
  table: PackTableRow;
  /** Node count, wet pits, starfish, O, Max, Sweep/wet-pit flags and Current Arrows as the table. */
  meetsTable: boolean;
  differences: TableDifference[];
}

/** The plausible-path definition the proof was computed with (docs/shell-tide/balance.md). */
export interface PlausibleDefinition {
  version: number;
  summary: string;
  plausibleMove: string;
  deadMove: string;
  player: string;
  horizon: string;
  p75: string;
}

/** `levels/shell-tide/full-rescue-v2/proof.json`. */
export interface PackProof {
  format: "rulekit.shell-tide.pack-proof";
  formatVersion: 1;
  pack: string;
  definition: PlausibleDefinition;
  layouts: Record<LayoutTemplate, LevelLayout>;
  levels: PackLevelProof[];
}
