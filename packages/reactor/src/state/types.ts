import type { Action } from "../actions/schema.js";
import type { Balance } from "../balance/schema.js";
import type { Carrier, Element, LevelState, LossReason, ServiceState } from "../constants.js";
import type { ForecastReport } from "../forecast/types.js";
import type { Leak, Level, Pos, Prop, Robot } from "../level/schema.js";
import type { SimulationEvent } from "../simulation/events.js";

/**
 * One carrier's underground layer at run time. Flat arrays indexed `y * width + x`. `potential` is pressure
 * (fuel, coolant) or voltage (electricity). Amount and potential are transient: recomputed every simulation.
 */
export interface NetworkLayerState {
  /** 1 where a network cell exists, 0 where it is absent. */
  present: number[];
  amount: number[];
  potential: number[];
}

export interface ReactorStatus {
  /** The reactor-control prop id. */
  id: string;
  at: Pos;
  /** Highest surface heat in the reactor area. */
  heat: number;
  ready: boolean;
  activated: boolean;
}

export interface LossInfo {
  reason: LossReason;
  message: string;
  at?: Pos;
}

/**
 * A game in progress: plain JSON (the level is kept by reference and never mutated). Per-cell layers are
 * flat arrays indexed `y * width + x`.
 */
export interface GameState {
  level: Level;
  /** The level's balance (defaults with its overrides merged in). */
  balance: Balance;
  width: number;
  height: number;
  /** The current turn, from 1. */
  turn: number;
  actionsLeft: number;
  /**
   * Robot moves made in this player phase since the last heat-shield activation (heat immunity counts
   * movement steps; step 15 takes them off the immunity left).
   */
  movesThisTurn: number;
  /** Actions accepted in this player phase. */
  turnActions: Action[];
  robot: Robot;
  /** The level's props with their current states (same order and ids as the level). */
  props: Prop[];
  /** Consumer prop id → current service state. */
  services: Record<string, ServiceState>;
  leaks: Leak[];
  networks: Record<Carrier, NetworkLayerState>;
  /** Network cells removed by rule effects, as "carrier:index" (part of the topology's identity). */
  networkEdits: string[];
  /** Surface hazard amounts per floor cell (always 0 on walls). */
  hazards: Record<Element, number[]>;
  /** Remedy block turns left per floor cell and element. */
  blocks: Record<Carrier, number[]>;
  /** Ids of once-only rule events that already fired. */
  firedEvents: string[];
  diagnosticsUnlocked: boolean;
  reactors: ReactorStatus[];
  levelState: LevelState;
  loss: LossInfo | null;
  /** The event log of the last simulation (empty before the first). */
  log: SimulationEvent[];
  /** Forecast refreshed by the last simulation (step 16) or by newGame. */
  forecast: ForecastReport | null;
}
