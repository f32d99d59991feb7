import { CARRIERS, ELEMENTS } from "../../constants.js";
import { inBounds } from "../../model/geometry.js";
import type { SimContext } from "../context.js";

/**
 * Step 1: the player's actions were applied as they were accepted (the player sees their effect at once);
 * this closes the player phase, logs it and snapshots the surface for band-rise detection.
 */
export function commitPlayerPhase(ctx: SimContext): void {
  const { state } = ctx;
  // The current arrays become the snapshot; the simulation writes to fresh copies.
  ctx.start = ELEMENTS.map((element) => {
    const values = state.hazards[element];
    state.hazards[element] = values.slice();
    return values;
  });
  ctx.events.push({
    type: "simulation-started",
    step: "commit-player-phase",
    turn: state.turn,
    actions: state.turnActions.length,
  });
}

/**
 * Step 2: the state must still be simulable — every layer the right size, finite surface values, the
 * robot on a floor cell — otherwise the level is lost. (Network values are recomputed by step 4.)
 */
export function checkRuntimeState(ctx: SimContext): void {
  const { state } = ctx;
  const cells = state.width * state.height;
  const problems: string[] = [];
  const arrays: [string, number[]][] = [
    ...ELEMENTS.map((e): [string, number[]] => [`hazards.${e}`, state.hazards[e]]),
    ...CARRIERS.flatMap((c): [string, number[]][] => [
      [`networks.${c}.present`, state.networks[c].present],
      [`networks.${c}.amount`, state.networks[c].amount],
      [`networks.${c}.potential`, state.networks[c].potential],
      [`blocks.${c}`, state.blocks[c]],
    ]),
  ];
  for (const [name, values] of arrays) {
    if (values.length !== cells) problems.push(`${name} has ${values.length} cells, expected ${cells}`);
    else if (name.startsWith("hazards.") && !allFinite(values))
      problems.push(`${name} holds a non-finite value`);
  }
  const { at } = state.robot;
  if (!inBounds(state.width, state.height, at) || !ctx.topology.floor[at.y * state.width + at.x]) {
    problems.push("the robot is not on a floor cell");
  }
  if (problems.length === 0) return;
  ctx.events.push({ type: "runtime-invalid", step: "check-runtime-state", problems });
  if (!state.loss) {
    state.loss = { reason: "invalid-runtime-state", message: problems.join("; ") };
    ctx.events.push({
      type: "level-lost",
      step: "check-runtime-state",
      reason: state.loss.reason,
      message: state.loss.message,
    });
  }
}

function allFinite(values: number[]): boolean {
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    // NaN fails both comparisons; ±Infinity fails one.
    if (!(v > -Infinity && v < Infinity)) return false;
  }
  return true;
}
