import type { Band, Carrier, CellState, Element, LevelState, Remedy, ServiceState } from "../constants.js";
import type { ForecastReport } from "../forecast/types.js";
import type { Leak, Pos, Prop } from "../level/schema.js";
import type { LossInfo, ReactorStatus } from "../state/types.js";

export interface HazardCellView {
  at: Pos;
  values: Record<Element, number>;
  bands: Record<Element, Band>;
  /** Remedy block turns left (0 = none). */
  blocks: Record<Carrier, number>;
}

export type PropView = Prop & {
  /** Consumers only. `unknown` before the next simulation after a toggle. */
  service?: ServiceState;
  /** Consumers bound to a reactor. */
  required?: boolean;
};

export interface NetworkCellView {
  at: Pos;
  state: Exclude<CellState, "absent">;
  amount: number;
  /** Pressure for fuel/coolant, voltage for electricity (see `quantity`). */
  potential: number;
  amountBand: Band;
  potentialBand: Band;
}

export interface NetworkLayerView {
  carrier: Carrier;
  quantity: "pressure" | "voltage";
  cells: NetworkCellView[];
  /** Which enabled flow props reach each consumer of this carrier. */
  connectivity: { consumer: string; at: Pos; sources: string[] }[];
}

export interface GameView {
  /** `gameplay` hides the underground until an all-seeing-eye terminal is used; `editor` shows everything. */
  mode: "gameplay" | "editor";
  width: number;
  height: number;
  /** Rows of `.` floor and `#` wall. */
  terrain: string[];
  turn: number;
  actionsLeft: number;
  actionsPerTurn: number;
  levelState: LevelState;
  loss: LossInfo | null;
  robot: { at: Pos; inventory: Remedy[]; heatImmunity: number; capacity: number };
  props: PropView[];
  leaks: Leak[];
  /** Floor cells with any hazard amount or remedy block. */
  hazards: HazardCellView[];
  reactors: (ReactorStatus & { heatBand: Band })[];
  forecast: ForecastReport | null;
  diagnosticsUnlocked: boolean;
  /** null in gameplay until diagnostics are unlocked. */
  underground: Record<Carrier, NetworkLayerView> | null;
}
