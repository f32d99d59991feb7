import type { Action } from "../actions/schema.js";
import type {
  Carrier,
  Element,
  LevelState,
  LossReason,
  PairEffect,
  Remedy,
  RulePhase,
  ServiceState,
  SimulationStep,
} from "../constants.js";
import type { Pos } from "../level/schema.js";

/**
 * Everything `step` reports, in order. Player-phase events come from the accepted action; when the
 * action ends the turn, the simulation's log follows (each entry names the simulation step that emitted it).
 */
export type ReactorEvent =
  | { type: "action-accepted"; action: Action; cost: number; actionsLeft: number }
  | { type: "robot-moved"; from: Pos; to: Pos }
  | { type: "prop-changed"; prop: string; at: Pos; state: string }
  | { type: "terminal-unlocked"; prop: string; at: Pos }
  | { type: "remedy-picked-up"; prop: string; remedy: Remedy }
  | { type: "leak-repaired"; leak: string; at: Pos }
  | {
      type: "remedy-applied";
      leak: string;
      remedy: Remedy;
      at: Pos;
      element: Carrier;
      removed: number;
      blockTurns: number;
    }
  | { type: "heat-shield-activated"; steps: number }
  | { type: "reactor-activated"; reactor: string; at: Pos }
  | { type: "level-won" }
  | SimulationEvent;

/** The per-simulation event log (also kept in `state.log` for the last simulation). */
export type SimulationEvent =
  | { type: "simulation-started"; step: SimulationStep; turn: number; actions: number }
  | { type: "runtime-invalid"; step: SimulationStep; problems: string[] }
  | { type: "rule-event-fired"; step: SimulationStep; event: string; phase: RulePhase; text?: string }
  | { type: "rule-effect-rejected"; step: SimulationStep; event: string; effect: number; reason: string }
  | { type: "rule-warning"; step: SimulationStep; event: string; text: string }
  | {
      type: "service-changed";
      step: SimulationStep;
      prop: string;
      at: Pos;
      carrier: Carrier;
      from: ServiceState;
      to: ServiceState;
    }
  | {
      type: "leak-injected";
      step: SimulationStep;
      leak: string;
      at: Pos;
      element: Carrier;
      amount: number;
      blocked: boolean;
    }
  | { type: "pair-effects"; step: SimulationStep; counts: Partial<Record<PairEffect, number>> }
  | { type: "deltas-applied"; step: SimulationStep; cells: number }
  | {
      type: "hazard-band-rise";
      step: SimulationStep;
      at: Pos;
      element: Element;
      band: "caution" | "critical";
    }
  | { type: "robot-lost"; step: SimulationStep; at: Pos; element: Element }
  | { type: "reactor-overheated"; step: SimulationStep; reactor: string; heat: number }
  | { type: "reactor-ready"; step: SimulationStep; reactor: string; ready: boolean }
  | { type: "level-state-changed"; step: SimulationStep; from: LevelState; to: LevelState }
  | { type: "level-lost"; step: SimulationStep; reason: LossReason; message: string }
  | { type: "remedy-block-expired"; step: SimulationStep; at: Pos; element: Carrier }
  | { type: "heat-immunity-expired"; step: SimulationStep }
  | { type: "turn-started"; step: SimulationStep; turn: number; actionsLeft: number }
  | { type: "forecast-refreshed"; step: SimulationStep; warnings: number; lossTurn: number | null };
