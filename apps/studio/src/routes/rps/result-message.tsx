/** How an outcome reads for the viewer: a win, a loss, a draw, or a finished game between two others. */
export type Outcome = "win" | "loss" | "draw" | "neutral";

export function outcomeFor(winner: 0 | 1 | null, viewer: 0 | 1 | null): Outcome {
  if (winner === null) return "draw";
  if (viewer === null) return "neutral";
  return winner === viewer ? "win" : "loss";
}

/**
 * The one message a page shows about its game: while it goes on, what to do; once it ends, the result,
 * styled by what it means for the viewer (green win, red loss, neutral draw).
 */
export function ResultMessage(props: { text: string; outcome: Outcome | null; testId: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid={props.testId}
      data-outcome={props.outcome ?? "playing"}
      className={props.outcome ? `rps-status rps-result rps-result-${props.outcome}` : "rps-status"}
    >
      {props.text}
    </p>
  );
}
