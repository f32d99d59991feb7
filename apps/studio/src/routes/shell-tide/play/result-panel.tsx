import type { AttemptState } from "@rulekit/shell-tide";
import { useEffect, useRef } from "react";
import type { StarBand } from "./hud-model.ts";
import type { PlayCopy } from "./play-copy.ts";

/**
 * The win screen (the stars, one by one, and the band they came from lit among the three; the pack-complete
 * moment after the last level) or the lose screen (near-miss recap: what to watch, never a move sequence,
 * and the last turn can be taken back).
 */
export function ResultPanel(props: {
  attempt: AttemptState;
  bands: readonly StarBand[];
  copy: PlayCopy;
  recap: { text: string; nearMiss: boolean } | null;
  hasNext: boolean;
  completesPack: { stars: number; of: number } | null;
  reducedMotion: boolean;
  onRestart: () => void;
  onUndo: (() => void) | null;
  onNext: () => void;
  onBack: () => void;
  backLabel?: string | undefined;
}) {
  const { attempt, copy } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const won = attempt.levelStatus === "won";
  const stars = attempt.rating ?? 0;
  const pack = won ? props.completesPack : null;
  return (
    <section
      className="st-result"
      data-testid="st-result"
      data-status={attempt.levelStatus}
      data-motion={!props.reducedMotion}
      aria-live="polite"
    >
      {pack && (
        <div className="st-pack-complete" data-testid="st-pack-complete">
          <div className="st-burst" aria-hidden="true">
            {Array.from({ length: 12 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: twelve identical decorative starfish
              <span key={i} style={{ ["--i" as string]: i }}>
                ★
              </span>
            ))}
          </div>
          <h2 ref={heading} tabIndex={-1}>
            {copy.packComplete.title}
          </h2>
          <p>{copy.packComplete.text(pack.stars, pack.of)}</p>
        </div>
      )}
      {!pack && (
        <h2 ref={heading} tabIndex={-1}>
          {won ? copy.won.title : copy.lost.title}
        </h2>
      )}
      {won ? (
        <>
          <p className="st-result-stars">
            {copy.won.rating}:{" "}
            <span
              className="st-stars"
              data-testid="st-rating"
              data-stars={stars}
              role="img"
              aria-label={copy.starsOf(stars)}
            >
              {[1, 2, 3].map((n) => (
                <span key={n} className="st-star" data-lit={n <= stars} style={{ ["--n" as string]: n }}>
                  {n <= stars ? "★" : "☆"}
                </span>
              ))}
            </span>
          </p>
          {props.bands.length > 0 && (
            <ul className="st-bands st-bands-earned" data-testid="st-earned-bands">
              {props.bands.map((band) => {
                const earned = band.stars === stars;
                return (
                  <li key={band.stars} data-stars={band.stars} data-earned={earned}>
                    <span className="st-band-label">{copy.hud.band(band.stars, band.from, band.to)}</span>
                    {earned && ` · ${copy.won.earned}`}
                  </li>
                );
              })}
            </ul>
          )}
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
        {won && props.hasNext && !pack && (
          <button type="button" className="primary" onClick={props.onNext} data-testid="st-next-level">
            {copy.won.next}
          </button>
        )}
        {pack && (
          <button type="button" className="primary" onClick={props.onBack}>
            {copy.won.menu}
          </button>
        )}
        {!won && props.onUndo && (
          <button type="button" className="primary" onClick={props.onUndo} data-testid="st-result-undo">
            {copy.lost.undo}
          </button>
        )}
        <button type="button" onClick={props.onRestart}>
          {won ? copy.restart : copy.lost.again}
        </button>
        {!pack && (
          <button type="button" onClick={props.onBack}>
            {props.backLabel ?? copy.won.menu}
          </button>
        )}
      </div>
    </section>
  );
}
