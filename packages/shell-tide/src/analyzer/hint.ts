import { preview } from "../attempt.js";
import { solve } from "../solver/solve.js";
import type { AttemptState, Preview } from "../types.js";

export type HintKind = "vortex" | "sweep" | "wet-pit" | "setup" | "no-full-rescue" | "level-over";

/** A target or pattern to watch — never a move sequence, never a direction. */
export interface Hint {
  kind: HintKind;
  /** The node to watch (a Vortex point, the last pile, a wet pit or a pile to set up), when there is one. */
  target?: number;
  message: string;
}

/**
 * A hint read from one optimal continuation (exact solver from the current board): it names what
 * that continuation's next rescue hinges on — a Vortex point, the Sweep's last pile, a wet pit, or
 * the pile a setup turn prepares — but not which node to pick nor which way to sow.
 */
export function hint(state: AttemptState): Hint {
  if (state.levelStatus !== "playing") {
    return {
      kind: "level-over",
      message:
        state.levelStatus === "won"
          ? "Full Rescue! Every starfish is safe."
          : "No turns left on this attempt.",
    };
  }
  const solved = solve(state.level, state.starfish);
  const turnsLeft = state.maxTurns - state.turnsUsed;
  if (solved.optimalTurns === null) {
    return {
      kind: "no-full-rescue",
      message: "Full Rescue is no longer possible from this board: restart and look for another route.",
    };
  }
  if (solved.optimalTurns > turnsLeft) {
    return {
      kind: "no-full-rescue",
      message: `Full Rescue still needs ${solved.optimalTurns} turns but only ${turnsLeft} remain: restart and look for a shorter route.`,
    };
  }
  let current = state;
  const steps: Preview[] = [];
  for (const move of solved.path) {
    const step = preview(current, move);
    if (!step.ok) break;
    steps.push(step);
    current = step.state;
  }
  const first = steps[0];
  if (!first) return { kind: "setup", message: "Compare both FLOWs of a pile and watch where STOP lands." };
  const capture = first.captures[0];
  if (capture) {
    return {
      kind: "vortex",
      target: capture.empty,
      message: `Watch node ${capture.empty}: an empty node just before the pile at node ${capture.rich} can become a Vortex.`,
    };
  }
  if (first.sweep) {
    return {
      kind: "sweep",
      target: first.sweep.index,
      message: `When a turn rescues something and only the pile at node ${first.sweep.index} remains, the Final Tide Sweep takes it.`,
    };
  }
  const pit = first.wetPitRescues[0];
  if (pit) {
    return {
      kind: "wet-pit",
      target: pit.index,
      message: `The wet pit at node ${pit.index} rescues every starfish whose FLOW passes into it.`,
    };
  }
  // Stryker disable next-line MethodExpression: steps[0] has no capture and no Sweep here (both returned above), so a search that includes it finds the same step
  const later = steps.slice(1).find((step) => step.captures.length > 0 || step.sweep !== null);
  const target = later?.captures[0]?.rich ?? later?.sweep?.index ?? first.stop;
  return {
    kind: "setup",
    target,
    message: `No rescue is ready yet: think about leaving an empty node just before the pile at node ${target}.`,
  };
}
