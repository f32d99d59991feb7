import type { Level } from "../level/schema.js";
import type { Capture, Move, RouteStep, SweepResult, WetPitRescue } from "../types.js";

/** The working record of one turn while its stages run (spec §2 steps 1–5). */
export interface TurnContext {
  readonly level: Level;
  readonly move: Move;
  /** A copy of the board that the stages update. */
  starfish: number[];
  count: number;
  route: RouteStep[];
  stop: number;
  wetPitRescues: WetPitRescue[];
  captures: Capture[];
  sweep: SweepResult | null;
  rescued: number;
}

export type TurnStage = (turn: TurnContext) => void;
