import type { SimContext } from "../context.js";

/**
 * Step 6: every unrepaired leak whose network cell still exists injects its element into its access
 * floor cell: severity × (amountFactor × amount + potentialFactor × pressure/voltage) at the leak cell.
 * An active matching remedy block keeps the element out.
 */
export function injectLeaks(ctx: SimContext): void {
  const { state, balance } = ctx;
  const { width } = state;
  for (const leak of state.leaks) {
    if (leak.repaired || leak.access === null) continue;
    const layer = state.networks[leak.carrier];
    const cell = leak.at.y * width + leak.at.x;
    if (!layer.present[cell]) continue;
    const factors = balance.carriers[leak.carrier];
    const amount =
      leak.severity *
      (factors.leakAmountFactor * layer.amount[cell]! + factors.leakPotentialFactor * layer.potential[cell]!);
    if (amount <= 0) continue;
    const target = leak.access.y * width + leak.access.x;
    const blocked = state.blocks[leak.carrier][target]! > 0;
    if (!blocked) state.hazards[leak.carrier][target]! += amount;
    ctx.events.push({
      type: "leak-injected",
      step: "inject-leaks",
      leak: leak.id,
      at: leak.access,
      element: leak.carrier,
      amount: blocked ? 0 : amount,
      blocked,
    });
  }
}
