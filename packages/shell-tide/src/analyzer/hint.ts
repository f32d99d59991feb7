import { preview } from "../attempt.js";
import { solve } from "../solver/solve.js";
import type { AttemptState, Preview } from "../types.js";
import { previewsOf, rescueInReach } from "./previews.js";
import { type AnalyzerUnknownCode, isAnalyzerUnknown, readAttempt } from "./unknown.js";

export type HintKind = "vortex" | "sweep" | "wet-pit" | "setup" | "no-full-rescue" | "level-over" | "unknown";

/** A target or pattern to watch — never a move sequence, never a direction. */
export interface BoardHint {
  kind: Exclude<HintKind, "unknown">;
  /** The node to watch (a Vortex point, the last pile, a wet pit or a pile to set up), when there is one. */
  target?: number;
  message: string;
}

/** The hint about a value that is not an attempt (seed 000's neutral fallback): no board fact at all. */
export interface UnknownHint {
  kind: "unknown";
  /** Never a node: nothing about the board is known. */
  target?: undefined;
  code: AnalyzerUnknownCode;
  /** What is missing or does not fit (a JSON path), for the program. */
  reason: string;
  /** Neutral words: nothing about the board. */
  message: string;
}

export type Hint = BoardHint | UnknownHint;

/** The hint for an attempt that cannot be read, or the finished attempt's words; null while playing. */
export function hintBeforePlay(value: unknown): { state: AttemptState } | Hint {
  const state = readAttempt(value);
  if (isAnalyzerUnknown(state)) return { kind: "unknown", ...state.unknown };
  if (state.levelStatus !== "playing") {
    return {
      kind: "level-over",
      message:
        state.levelStatus === "won"
          ? "Full Rescue! Every starfish is safe."
          : "No turns left on this attempt.",
    };
  }
  return { state };
}

/** The words of a setup hint: they never say no rescue is ready when a legal preview shows one. */
export function setupMessage(state: AttemptState, target: number, previews: Preview[]): string {
  const watch =
    (state.starfish[target] ?? 0) > 0
      ? `think about leaving an empty node just before the pile at node ${target}`
      : `watch node ${target}, where the next rescue takes shape`;
  return rescueInReach(previews)
    ? `A rescue is in reach now, but the shortest route to Full Rescue starts by setting up: ${watch}.`
    : `No rescue is ready yet: ${watch}.`;
}

/** The hint that names what one preview rescues: its first Vortex point, the Sweep's pile or a wet pit. */
export function rescueHint(step: Preview): BoardHint | null {
  const capture = step.captures[0];
  if (capture) {
    return {
      kind: "vortex",
      target: capture.empty,
      message: `Watch node ${capture.empty}: an empty node just before the pile at node ${capture.rich} can become a Vortex.`,
    };
  }
  if (step.sweep) {
    return {
      kind: "sweep",
      target: step.sweep.index,
      message: `When a turn rescues something and leaves starfish only at node ${step.sweep.index}, the Final Tide Sweep takes them.`,
    };
  }
  const pit = step.wetPitRescues[0];
  if (pit) {
    return {
      kind: "wet-pit",
      target: pit.index,
      message: `The wet pit at node ${pit.index} rescues every starfish whose FLOW passes into it.`,
    };
  }
  return null;
}

export const GENERAL_SETUP = "Compare both FLOWs of a pile and watch where STOP lands.";

/**
 * A hint read from one optimal continuation (exact solver from the current board): it names what
 * that continuation's next rescue hinges on — a Vortex point, the Sweep's last pile, a wet pit, or
 * the pile a setup turn prepares — but not which node to pick nor which way to sow. It never says
 * anything a legal preview of the board contradicts. It is solver knowledge: a caller that answers
 * about boards an agent names (not the game's own attempt) gives `boardHint` instead (docs/mcp.md).
 * A value that is not an attempt gets the `unknown` hint.
 */
export function hint(value: AttemptState): Hint {
  const before = hintBeforePlay(value);
  if (!("state" in before)) return before;
  const { state } = before;
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
  if (!first) return { kind: "setup", message: GENERAL_SETUP };
  const rescue = rescueHint(first);
  if (rescue) return rescue;
  // Stryker disable next-line MethodExpression: steps[0] has no capture and no Sweep here (both returned above), so a search that includes it finds the same step
  const later = steps.slice(1).find((step) => step.captures.length > 0 || step.sweep !== null);
  const target = later?.captures[0]?.rich ?? later?.sweep?.index ?? first.stop;
  return { kind: "setup", target, message: setupMessage(state, target, previewsOf(state)) };
}
