import type { Balance } from "../balance/schema.js";
import { CARRIERS, type Carrier, ELEMENTS } from "../constants.js";
import type { Level } from "../level/schema.js";
import { deriveLevelState, reactorStatuses } from "../simulation/readiness.js";
import { propagateCarrier } from "../simulation/stages/propagate-networks.js";
import { serviceOf } from "../simulation/stages/resolve-consumers.js";
import { presentFlags, runtimeTopology } from "../topology/cache.js";
import type { GameState, NetworkLayerState } from "./types.js";

// Apart from create.ts: validation (warnings.ts) builds a level's start to judge it, and create.ts
// validates before it starts a game; in one file the two would import each other.

/** A packed array of zeros (faster to build and to read than a holey `new Array(n)`). */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/**
 * The state at the start of a level, without validating it: networks propagated once so consumers show
 * whether they would be supplied (`supplied`/`starved`/`disabled`; nothing produces before the first
 * simulation), reactors offline, level state derived. `forecast` stays null (see newGame).
 */
export function initialState(level: Level, balance: Balance): GameState {
  const cells = level.width * level.height;
  const networks = {} as Record<Carrier, NetworkLayerState>;
  for (const c of CARRIERS)
    networks[c] = { present: presentFlags(level, c), amount: zeros(cells), potential: zeros(cells) };
  const hazards = {
    fuel: zeros(cells),
    coolant: zeros(cells),
    electricity: zeros(cells),
    heat: zeros(cells),
  };
  for (const h of level.hazards) {
    const cell = h.at.y * level.width + h.at.x;
    for (const e of ELEMENTS) hazards[e][cell] = h[e] ?? 0;
  }
  const state: GameState = {
    level,
    balance,
    width: level.width,
    height: level.height,
    turn: 1,
    actionsLeft: balance.actionsPerTurn,
    movesThisTurn: 0,
    turnActions: [],
    robot: {
      at: { ...level.robot.at },
      inventory: [...level.robot.inventory],
      heatImmunity: level.robot.heatImmunity,
    },
    props: level.props.map((p) => ({ ...p })),
    services: {},
    leaks: level.leaks.map((l) => ({ ...l })),
    networks,
    networkEdits: [],
    hazards,
    blocks: { fuel: zeros(cells), coolant: zeros(cells), electricity: zeros(cells) },
    firedEvents: [],
    diagnosticsUnlocked: level.diagnosticsUnlocked,
    // Stryker disable next-line ArrayDeclaration: replaced by reactorStatuses below before anything reads it
    reactors: [],
    // Stryker disable next-line StringLiteral: replaced by deriveLevelState below, which does not read it
    levelState: "Stable",
    loss: null,
    log: [],
    forecast: null,
  };
  // Stryker disable next-line ArrayDeclaration: the edits only key the topology cache; the topology is built from `present` either way
  const topology = runtimeTopology(level, {
    fuel: networks.fuel.present,
    coolant: networks.coolant.present,
    electricity: networks.electricity.present,
  });
  for (const c of CARRIERS) propagateCarrier(state, balance, topology, c);
  for (const prop of state.props) {
    if (prop.kind === "consumer") state.services[prop.id] = serviceOf(state, balance, prop, false);
  }
  state.reactors = reactorStatuses(state, balance);
  // Stryker disable next-line BooleanLiteral: `growing` decides only between Caution and Stable, and at the start a bound consumer is never producing, so it is Caution either way
  state.levelState = deriveLevelState(state, balance, false);
  return state;
}
