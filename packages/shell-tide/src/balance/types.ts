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
  /** Seed 001's gates: common fail paths, near-misses, soft-locks and dead states (balance.md §3). */
  failAudit: FailAudit;
  /** The gates judged on the audit, each met or missed with why. */
  gates: GateCheck[];
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
  gateDefinitions: GateDefinitions;
  layouts: Record<LayoutTemplate, LevelLayout>;
  levels: PackLevelProof[];
}

/**
 * Seed 001's "missing a piece" gates measured on the plausible player up to maxTurns
 * (definitions: `GATE_DEFINITIONS`, balance.md §3).
 */
export interface FailAudit {
  /** Probability that a plausible attempt fails (stuck before maxTurns, or not done at maxTurns). */
  failShare: number;
  /** Share of the failing probability on attempts stuck early (no plausible move before maxTurns). */
  stuckShare: number;
  /** The common fail paths: the likeliest failing end boards holding ≥ 75% of the failing probability. */
  commonFail: {
    /** Share of the failing probability they hold (≥ 0.75, as whole boards are taken). */
    coverage: number;
    /** How many distinct end boards. */
    endBoards: number;
    /** Starfish rescued at their end, averaged (share of the objective). */
    rescuedShare: number;
    /** Share of them ending with 70–90% rescued (10–30% left). */
    rescuedInBand: number;
    /** Share of them ending with more than 30% left. */
    overThirtyLeft: number;
    /** Share of them that are near-misses (10–30% left, Full Rescue one move away, at maxTurns). */
    nearMissShare: number;
    /** Share of them stuck early. */
    stuckShare: number;
  };
  softLock: {
    /** Boards within maxTurns − 1 turns of the start that are soft-locked at their earliest turn. */
    stateShare: number;
    /** Probability that a plausible attempt is soft-locked on some turn before the limit. */
    attemptShare: number;
    /** …with two or more turns left (the gate). */
    earlyShare: number;
    /** Turns a soft-locked attempt plays locked, on average. */
    turnsLocked: number;
  };
  deadState: {
    /** Probability that a plausible attempt reaches a dead state before maxTurns. */
    attemptShare: number;
  };
}

export type GateName = "commonFailRescued" | "softLock";

/** One gate of seed 001, met or not, with the figure it was judged on and why it is missed. */
export interface GateCheck {
  gate: GateName;
  met: boolean;
  value: number;
  target: string;
  /** Why the gate is missed (or, when met, what the figure says). */
  reason: string;
}

/** The gate definitions stored with the pack proof (proof.json `gateDefinitions`). */
export interface GateDefinitions {
  version: number;
  failingAttempt: string;
  commonFailPaths: string;
  rescuedGate: string;
  nearMiss: string;
  softLock: string;
  softLockGate: string;
  deadState: string;
}
