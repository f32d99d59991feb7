import type { AttemptState, LevelStatus, Rating, ShellTideEvent } from "../types.js";
import { ratingFor } from "./rating.js";

/** Steps 6–7: the turn counts, then the status (won / lost at maxTurns / playing) and the rating. */
export function endTurn(state: AttemptState, rescuedThisTurn: number): ShellTideEvent[] {
  state.rescued += rescuedThisTurn;
  state.remainingStarfish = state.objective - state.rescued;
  state.turnsUsed += 1;
  const events: ShellTideEvent[] = [
    {
      type: "turnEnd",
      turnsUsed: state.turnsUsed,
      rescuedThisTurn,
      remainingStarfish: state.remainingStarfish,
    },
  ];
  const status = statusAfterTurn(state);
  state.levelStatus = status;
  if (status === "won") {
    const rating: Rating =
      state.optimalTurns === null ? 1 : ratingFor(state.turnsUsed, state.optimalTurns, state.maxTurns);
    state.rating = rating;
    events.push({ type: "won", turnsUsed: state.turnsUsed, rating });
  } else if (status === "lost") {
    state.rating = 0;
    events.push({
      type: "lost",
      turnsUsed: state.turnsUsed,
      remainingStarfish: state.remainingStarfish,
      rating: 0,
    });
  }
  return events;
}

export function statusAfterTurn(state: AttemptState): LevelStatus {
  if (state.remainingStarfish === 0) return "won";
  if (state.turnsUsed >= state.maxTurns) return "lost";
  return "playing";
}
