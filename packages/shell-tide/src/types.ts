import type { Direction, Level } from "./level/schema.js";

/** A legal move: a sand node holding ≥ 1 starfish and a direction (forced by a Current Arrow). */
export interface Move {
  node: number;
  direction: Direction;
}

export type LevelStatus = "playing" | "won" | "lost";

/** Stars after Full Rescue (3, 2, 1) or 0 when the attempt was lost; null while playing. */
export type Rating = 0 | 1 | 2 | 3;

/**
 * One attempt at a level, as plain JSON. The level is carried inside so the state is self-contained
 * (it never changes during the attempt); everything else is what the rules update.
 */
export interface AttemptState {
  level: Level;
  /** Starfish on each node, by node index (wet pits are always 0). */
  starfish: number[];
  /** Total initial starfish: the Full Rescue objective. */
  objective: number;
  /** Starfish rescued so far (wet pits, captures, the Sweep). */
  rescued: number;
  /** objective − rescued: starfish still on the board. */
  remainingStarfish: number;
  turnsUsed: number;
  /** Proven minimum turns to Full Rescue from the start (null: the level has no Full Rescue). */
  optimalTurns: number | null;
  maxTurns: number;
  levelStatus: LevelStatus;
  /** null while playing; 1–3 after Full Rescue; 0 when lost. */
  rating: Rating | null;
  /** The committed moves, in order. */
  moves: Move[];
}

/** One node reached while sowing: `order` 1 is the first starfish dropped. */
export interface RouteStep {
  index: number;
  order: number;
  direction: Direction;
}

/** A Vortex capture: `empty` (the Vortex point) was empty, the whole pile at `rich` was rescued. */
export interface Capture {
  empty: number;
  rich: number;
  count: number;
}

/** A starfish that entered a wet pit during sowing (`order` as in the route). */
export interface WetPitRescue {
  index: number;
  order: number;
}

/** The Final Tide Sweep: the last pile, at `index`, rescued. */
export interface SweepResult {
  index: number;
  count: number;
}

export type ShellTideEvent =
  | {
      type: "sow";
      source: number;
      direction: Direction;
      count: number;
      route: RouteStep[];
      stop: number;
    }
  | { type: "wetPitRescue"; index: number; order: number }
  | { type: "capture"; empty: number; rich: number; count: number }
  | { type: "finalTideSweep"; index: number; count: number }
  | { type: "turnEnd"; turnsUsed: number; rescuedThisTurn: number; remainingStarfish: number }
  | { type: "won"; turnsUsed: number; rating: Rating }
  | { type: "lost"; turnsUsed: number; remainingStarfish: number; rating: 0 };

export type ShellTideEventType = ShellTideEvent["type"];

/** What a move would do, exactly as `commit` does it (`state` and `events` are commit's). */
export interface Preview {
  ok: true;
  move: Move;
  source: number;
  direction: Direction;
  /** True when the source has a Current Arrow (the direction was forced). */
  currentLocked: boolean;
  /** Starfish lifted from the source. */
  count: number;
  route: RouteStep[];
  stop: number;
  captures: Capture[];
  wetPitRescues: WetPitRescue[];
  sweep: SweepResult | null;
  rescuedThisTurn: number;
  remainingAfter: number;
  state: AttemptState;
  events: ShellTideEvent[];
}
