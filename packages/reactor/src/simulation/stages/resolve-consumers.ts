import type { Balance } from "../../balance/schema.js";
import type { ServiceState } from "../../constants.js";
import type { ConsumerProp } from "../../level/schema.js";
import type { GameState } from "../../state/types.js";
import type { SimContext } from "../context.js";

/** Whether the network delivers enough amount and pressure/voltage at the consumer's cell. */
export function isSupplied(state: GameState, balance: Balance, prop: ConsumerProp): boolean {
  const layer = state.networks[prop.carrier];
  const cell = prop.at.y * state.width + prop.at.x;
  const demand = balance.carriers[prop.carrier];
  const amount = layer.amount[cell] ?? 0;
  const potential = layer.potential[cell] ?? 0;
  // Disconnected cells hold no carrier at all, whatever the demand says.
  return (
    layer.present[cell] === 1 &&
    amount > 0 &&
    amount >= demand.demandAmount &&
    potential >= demand.demandPotential
  );
}

/**
 * The service a consumer derives: disabled when off; when on, producing if supplied (or `supplied` when
 * evaluated before any simulation ran), else starved.
 */
export function serviceOf(
  state: GameState,
  balance: Balance,
  prop: ConsumerProp,
  simulated: boolean,
): ServiceState {
  if (!prop.enabled) return "disabled";
  if (!isSupplied(state, balance, prop)) return "starved";
  return simulated ? "producing" : "supplied";
}

/** Step 5: consumers evaluate after propagation; supplied consumers produce service for the turn. */
export function resolveConsumers(ctx: SimContext): void {
  const { state } = ctx;
  for (const prop of state.props) {
    if (prop.kind !== "consumer") continue;
    const before = state.services[prop.id] ?? "unknown";
    const after = serviceOf(state, ctx.balance, prop, true);
    state.services[prop.id] = after;
    if (before !== after) {
      ctx.events.push({
        type: "service-changed",
        step: "resolve-consumers",
        prop: prop.id,
        at: prop.at,
        carrier: prop.carrier,
        from: before,
        to: after,
      });
    }
  }
}
