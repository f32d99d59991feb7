import { CARRIERS, type Carrier, ELEMENTS } from "../constants.js";
import { bandOf } from "../model/bands.js";
import { requiredConsumers } from "../simulation/readiness.js";
import { propagateCarrier } from "../simulation/stages/propagate-networks.js";
import type { GameState } from "../state/types.js";
import { runtimeTopology } from "../topology/cache.js";
import type { GameView, HazardCellView, NetworkLayerView, PropView } from "./types.js";

/**
 * What the player sees: all surface state, consumer services, forecasts — and the underground layers
 * only once an all-seeing-eye terminal has been used (`diagnosticsUnlocked`).
 */
export function view(state: GameState): GameView {
  return buildView(state, "gameplay");
}

/** What an editor sees: the same view with every underground layer always shown. */
export function editorView(state: GameState): GameView {
  return buildView(state, "editor");
}

function buildView(state: GameState, mode: GameView["mode"]): GameView {
  const { balance, width } = state;
  const required = requiredConsumers(state);
  const props: PropView[] = state.props.map((prop) =>
    prop.kind === "consumer"
      ? { ...prop, service: state.services[prop.id] ?? "unknown", required: required.has(prop.id) }
      : { ...prop },
  );
  const hazards: HazardCellView[] = [];
  const cells = state.width * state.height;
  for (let cell = 0; cell < cells; cell++) {
    const values = {
      fuel: state.hazards.fuel[cell]!,
      coolant: state.hazards.coolant[cell]!,
      electricity: state.hazards.electricity[cell]!,
      heat: state.hazards.heat[cell]!,
    };
    const blocks = {
      fuel: state.blocks.fuel[cell]!,
      coolant: state.blocks.coolant[cell]!,
      electricity: state.blocks.electricity[cell]!,
    };
    if (!ELEMENTS.some((e) => values[e] > 0) && !CARRIERS.some((c) => blocks[c] > 0)) continue;
    hazards.push({
      at: { x: cell % width, y: Math.floor(cell / width) },
      values,
      bands: {
        fuel: bandOf(values.fuel, balance.bands.fuel),
        coolant: bandOf(values.coolant, balance.bands.coolant),
        electricity: bandOf(values.electricity, balance.bands.electricity),
        heat: bandOf(values.heat, balance.bands.heat),
      },
      blocks,
    });
  }
  const showUnderground = mode === "editor" || state.diagnosticsUnlocked;
  return {
    mode,
    width: state.width,
    height: state.height,
    terrain: [...state.level.terrain],
    turn: state.turn,
    actionsLeft: state.actionsLeft,
    actionsPerTurn: balance.actionsPerTurn,
    levelState: state.levelState,
    loss: state.loss,
    robot: {
      at: { ...state.robot.at },
      inventory: [...state.robot.inventory],
      heatImmunity: state.robot.heatImmunity,
      capacity: balance.inventoryCapacity,
    },
    props,
    leaks: state.leaks.map((l) => ({ ...l })),
    hazards,
    reactors: state.reactors.map((r) => ({ ...r, heatBand: bandOf(r.heat, balance.reactor) })),
    forecast: state.forecast,
    diagnosticsUnlocked: state.diagnosticsUnlocked,
    underground: showUnderground ? undergroundView(state) : null,
  };
}

function undergroundView(state: GameState): Record<Carrier, NetworkLayerView> {
  const out = {} as Record<Carrier, NetworkLayerView>;
  for (const carrier of CARRIERS) {
    const layer = state.networks[carrier];
    const leaking = new Set(
      state.leaks
        .filter((l) => l.carrier === carrier && !l.repaired)
        .map((l) => l.at.y * state.width + l.at.x),
    );
    const cells: NetworkLayerView["cells"] = [];
    for (let cell = 0; cell < layer.present.length; cell++) {
      if (!layer.present[cell]) continue;
      cells.push({
        at: { x: cell % state.width, y: Math.floor(cell / state.width) },
        state: leaking.has(cell) ? "leaking" : "intact",
        amount: layer.amount[cell]!,
        potential: layer.potential[cell]!,
        amountBand: bandOf(layer.amount[cell]!, state.balance.networkBands.amount),
        potentialBand: bandOf(layer.potential[cell]!, state.balance.networkBands.potential),
      });
    }
    out[carrier] = {
      carrier,
      quantity: carrier === "electricity" ? "voltage" : "pressure",
      cells,
      connectivity: connectivity(state, carrier),
    };
  }
  return out;
}

/** For each consumer of `carrier`, the enabled flow props whose flow alone reaches its cell. */
function connectivity(state: GameState, carrier: Carrier): NetworkLayerView["connectivity"] {
  const consumers = state.props.filter((p) => p.kind === "consumer" && p.carrier === carrier);
  const sources = state.props.filter((p) => p.kind === "flow" && p.carrier === carrier && p.enabled);
  const reached = sources.map((source) => ({
    id: source.id,
    cells: new Set(reachedFrom(state, carrier, source.id)),
  }));
  return consumers.map((c) => {
    const cell = c.at.y * state.width + c.at.x;
    return { consumer: c.id, at: c.at, sources: reached.filter((r) => r.cells.has(cell)).map((r) => r.id) };
  });
}

/** Cells that receive carrier when only `sourceId` is enabled (propagated on a throw-away copy). */
function reachedFrom(state: GameState, carrier: Carrier, sourceId: string): number[] {
  const layer = state.networks[carrier];
  const probe: GameState = {
    ...state,
    props: state.props.map((p) =>
      p.kind === "flow" && p.carrier === carrier ? { ...p, enabled: p.id === sourceId } : p,
    ),
    networks: {
      ...state.networks,
      [carrier]: { present: layer.present, amount: layer.amount.slice(), potential: layer.potential.slice() },
    },
  };
  const topology = runtimeTopology(state.level, {
    fuel: state.networks.fuel.present,
    coolant: state.networks.coolant.present,
    electricity: state.networks.electricity.present,
  });
  propagateCarrier(probe, state.balance, topology, carrier);
  const out: number[] = [];
  probe.networks[carrier].amount.forEach((a, cell) => {
    if (a > 0) out.push(cell);
  });
  return out;
}
