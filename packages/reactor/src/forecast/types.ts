import type { Carrier, Element, LevelState, LossReason, RulePhase } from "../constants.js";
import type { Pos } from "../level/schema.js";

/** A warning a forecast can prove: it happens within the horizon if the player only ends turns. */
export type ForecastWarning =
  | { kind: "terminal-loss"; turn: number; reason: LossReason; message: string }
  | { kind: "reactor-ready"; turn: number; reactor: string; at: Pos }
  | { kind: "starved-consumer"; turn: number; consumer: string; at: Pos; carrier: Carrier; required: boolean }
  | { kind: "hazard-band"; turn: number; at: Pos; element: Element; band: "caution" | "critical" }
  | { kind: "rule-event"; turn: number; event: string; phase: RulePhase; text?: string };

export interface ForecastReport {
  /** The turn the forecast starts from (the current turn). */
  fromTurn: number;
  horizon: number;
  /** The level state after each forecast simulation (turn = the turn that simulation closed). */
  turns: { turn: number; levelState: LevelState }[];
  warnings: ForecastWarning[];
  /** The first turn the forecast loses, or null. */
  lossTurn: number | null;
  /** The first turn a reactor is ready, or null. */
  readyTurn: number | null;
}
