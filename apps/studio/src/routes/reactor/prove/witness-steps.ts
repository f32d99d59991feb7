import type { Action, GameView } from "@rulekit/reactor";
import { editorView, type Level, newGame, step } from "@rulekit/reactor";
import type { SolveResult } from "@rulekit/reactor/solver";

/** One position of the witness: the start (no action) or the state after an action. */
export interface WitnessStep {
  action: Action | null;
  /** The turn the action was taken in (the start: the first turn). */
  turn: number;
  /** The action's number within its turn (1-based; 0 for the start). */
  index: number;
  /** Actions in that turn. */
  ofTurn: number;
  view: GameView;
}

export interface ProveAnswer {
  result: SolveResult;
  steps: WitnessStep[];
}

/** The witness as views, one per step, replayed through the engine's own step. */
export function witnessSteps(level: Level, result: SolveResult): WitnessStep[] {
  let state = newGame(level);
  const steps: WitnessStep[] = [
    { action: null, turn: state.turn, index: 0, ofTurn: 0, view: editorView(state) },
  ];
  for (const turn of result.witness) {
    turn.actions.forEach((action, i) => {
      const next = step(state, action);
      if (!next.ok) throw new Error(`the witness was refused: ${next.message}`);
      state = next.state;
      steps.push({
        action,
        turn: turn.turn,
        index: i + 1,
        ofTurn: turn.actions.length,
        view: editorView(state),
      });
    });
  }
  return steps;
}
