import type { AttemptState } from "@rulekit/shell-tide";
import { useEffect, useRef } from "react";
import type { PlayCopy } from "./play-copy.ts";

/** The win screen (rating) or the lose screen (near-miss recap: what to watch, never a move sequence). */
export function ResultPanel(props: {
  attempt: AttemptState;
  copy: PlayCopy;
  recap: { text: string; nearMiss: boolean } | null;
  hasNext: boolean;
  onRestart: () => void;
  onNext: () => void;
  onBack: () => void;
  backLabel?: string | undefined;
}) {
  const { attempt, copy } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const won = attempt.levelStatus === "won";
  const stars = attempt.rating ?? 0;
  return (
    <section
      className="st-result"
      data-testid="st-result"
      data-status={attempt.levelStatus}
      aria-live="polite"
    >
      <h2 ref={heading} tabIndex={-1}>
        {won ? copy.won.title : copy.lost.title}
      </h2>
      {won ? (
        <>
          <p>
            {copy.won.rating}:{" "}
            <span
              className="st-stars"
              data-testid="st-rating"
              data-stars={stars}
              role="img"
              aria-label={copy.starsOf(stars)}
            >
              {"★".repeat(stars)}
              {"☆".repeat(3 - stars)}
            </span>
          </p>
          <p>{copy.won.used(attempt.turnsUsed, attempt.optimalTurns)}</p>
        </>
      ) : (
        props.recap && (
          <div data-testid="st-recap">
            <h3>{props.recap.nearMiss ? copy.lost.recap : copy.lost.watch}</h3>
            <p>{props.recap.text}</p>
          </div>
        )
      )}
      <div className="st-row">
        {won && props.hasNext && (
          <button type="button" className="primary" onClick={props.onNext}>
            {copy.won.next}
          </button>
        )}
        <button type="button" className={won ? undefined : "primary"} onClick={props.onRestart}>
          {won ? copy.restart : copy.lost.again}
        </button>
        <button type="button" onClick={props.onBack}>
          {props.backLabel ?? copy.won.menu}
        </button>
      </div>
    </section>
  );
}
