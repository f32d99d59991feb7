import type { Action } from "@rulekit/reactor";
import type { SolveProgress, SolveResult } from "@rulekit/reactor/solver";
import type { WitnessStep } from "./witness-steps.ts";

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The search so far: the turn it has reached and the states it holds. */
export function progressText(progress: SolveProgress | null, horizon: number): string {
  if (!progress) return `starting (up to turn ${horizon})`;
  return `no win before turn ${progress.turn} of ${progress.horizon} · ${count(progress.states, "state")} · ${count(progress.frontier, "waiting", "waiting")}`;
}

/** The answer in one line. */
export function verdict(result: SolveResult): string {
  if (result.outcome === "won")
    return result.minTurns === 0
      ? "Winnable: the level starts won (0 turns, 0 actions)."
      : `Winnable in ${count(result.minTurns!, "turn")} at the least, with ${count(result.minActions!, "action")} (EndTurn not counted).`;
  if (result.outcome === "unwinnable")
    return "Cannot be won: every reachable state was explored and none wins.";
  return `No win within ${count(result.horizon, "turn")}.`;
}

/** Why no line wins: the losses met, the lines cut by the horizon, what never became ready. */
export function failureReasons(result: SolveResult): string[] {
  if (result.outcome === "won") return [];
  const reasons = result.losses.map(
    (l) => `Lost by ${l.reason}: ${l.message} — from turn ${l.turn} (${count(l.states, "position")}).`,
  );
  if (result.horizonStates > 0)
    reasons.push(
      `Cut by the horizon: ${count(result.horizonStates, "position")} still running after turn ${result.horizon}, or unable to win by then.`,
    );
  if (result.neverProducing.length > 0)
    reasons.push(`Never producing in any position reached: ${result.neverProducing.join(", ")}.`);
  if (result.neverReady.length > 0) reasons.push(`Never ready: ${result.neverReady.join(", ")}.`);
  if (reasons.length === 0) reasons.push("Every line returns to a position already explored without a win.");
  return reasons;
}

export function actionName(action: Action): string {
  switch (action.type) {
    case "MoveRobot":
      return `move ${action.direction}`;
    case "InteractProp":
      return action.mode ? `set the junction to ${action.mode}` : "use the prop here";
    case "InteractLeak":
      return action.use === "repair"
        ? `repair leak ${action.leak}`
        : action.leak
          ? `neutralize leak ${action.leak}`
          : `apply ${action.remedy} here`;
    case "ApplyHeatShield":
      return "activate a heat shield";
    case "ActivateReactor":
      return "activate the reactor";
    case "EndTurn":
      return "end the turn";
  }
}

/** What the step shown did, and where the robot stands. */
export function stepCaption(step: WitnessStep, at: number, total: number): string {
  const robot = `robot at (${step.view.robot.at.x},${step.view.robot.at.y})`;
  if (!step.action) return `Start (turn ${step.turn}) — ${robot}. ${total} step(s) to the win.`;
  return `Step ${at} of ${total} · turn ${step.turn}, action ${step.index} of ${step.ofTurn}: ${actionName(step.action)} — ${robot}, ${step.view.levelState}.`;
}
