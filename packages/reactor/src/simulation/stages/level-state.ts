import type { SimContext } from "../context.js";
import { deriveLevelState, reactorStatuses } from "../readiness.js";

/** Step 13: reactor heat (terminal heat loses), readiness and the level state. */
export function deriveLevelStateStage(ctx: SimContext): void {
  const { state, balance } = ctx;
  const before = state.reactors;
  state.reactors = reactorStatuses(state, balance);
  for (const reactor of state.reactors) {
    if (!reactor.activated && reactor.heat >= balance.reactor.terminal) {
      ctx.events.push({
        type: "reactor-overheated",
        step: "derive-level-state",
        reactor: reactor.id,
        heat: reactor.heat,
      });
      if (!state.loss) {
        state.loss = {
          reason: "reactor-overheat",
          message: `reactor '${reactor.id}' reached terminal heat`,
          at: reactor.at,
        };
        ctx.events.push({
          type: "level-lost",
          step: "derive-level-state",
          reason: state.loss.reason,
          message: state.loss.message,
        });
      }
    }
    const was = before.find((r) => r.id === reactor.id)?.ready ?? false;
    if (was !== reactor.ready) {
      ctx.events.push({
        type: "reactor-ready",
        step: "derive-level-state",
        reactor: reactor.id,
        ready: reactor.ready,
      });
    }
  }
  setLevelState(ctx, deriveLevelState(state, balance, ctx.growing), "derive-level-state");
}

export function setLevelState(
  ctx: SimContext,
  next: SimContext["state"]["levelState"],
  step: "derive-level-state" | "end-of-turn-events" | "refresh-forecasts",
): void {
  const from = ctx.state.levelState;
  if (from === next) return;
  ctx.state.levelState = next;
  ctx.events.push({ type: "level-state-changed", step, from, to: next });
}
