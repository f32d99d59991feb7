import type { GameState } from "./types.js";

/**
 * A copy whose every mutable part is fresh. The level and balance are shared (never mutated); event
 * objects and forecast reports are shared too (immutable once made).
 */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    turnActions: s.turnActions.slice(),
    robot: {
      at: { ...s.robot.at },
      inventory: s.robot.inventory.slice(),
      heatImmunity: s.robot.heatImmunity,
    },
    props: s.props.map((p) => ({ ...p })),
    services: { ...s.services },
    leaks: s.leaks.map((l) => ({ ...l })),
    networks: {
      fuel: cloneLayer(s.networks.fuel),
      coolant: cloneLayer(s.networks.coolant),
      electricity: cloneLayer(s.networks.electricity),
    },
    networkEdits: s.networkEdits.slice(),
    hazards: {
      fuel: s.hazards.fuel.slice(),
      coolant: s.hazards.coolant.slice(),
      electricity: s.hazards.electricity.slice(),
      // Stryker disable next-line MethodExpression: heat is only written by the simulation, and its step 1 gives every surface layer a fresh array first (no action writes heat in place)
      heat: s.hazards.heat.slice(),
    },
    blocks: {
      fuel: s.blocks.fuel.slice(),
      coolant: s.blocks.coolant.slice(),
      electricity: s.blocks.electricity.slice(),
    },
    firedEvents: s.firedEvents.slice(),
    reactors: s.reactors.map((r) => ({ ...r, at: { ...r.at } })),
    // Stryker disable next-line MethodExpression: a log is never changed in place (each simulation stores a new one), so a shared array cannot be told apart
    log: s.log.slice(),
  };
}

function cloneLayer(layer: GameState["networks"]["fuel"]) {
  return { present: layer.present.slice(), amount: layer.amount.slice(), potential: layer.potential.slice() };
}
