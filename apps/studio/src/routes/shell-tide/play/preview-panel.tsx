import type { Direction } from "@rulekit/shell-tide";
import type { Turn } from "../board/screen-turn.ts";
import type { PlayCopy } from "./play-copy.ts";
import type { TaughtPreview } from "./preview-band.ts";

const TURN_ORDER: Record<Turn, number> = { ccw: 0, cw: 1 };

/**
 * Dual Preview: each legal direction's Flow described in words, with its own Sow button. Directions are
 * named as they turn on screen (↺ before ↻, as the ← → keys); each card has a one-line summary that is all
 * a phone shows next to the board. It says only what the level's band shows (preview-band.ts): never the
 * starfish left after the move.
 */
export function PreviewPanel(props: {
  previews: readonly TaughtPreview[];
  chosen: Direction | null;
  turns: Record<Direction, Turn>;
  copy: PlayCopy;
  disabled: boolean;
  onChoose: (direction: Direction) => void;
  onCommit: (direction: Direction) => void;
}) {
  const { copy, turns } = props;
  const t = copy.preview;
  if (props.previews.length === 0) {
    return (
      <p className="st-muted st-preview-empty" data-testid="st-preview-empty">
        {t.pick}
      </p>
    );
  }
  const ordered = [...props.previews].sort(
    (a, b) => TURN_ORDER[turns[a.direction]] - TURN_ORDER[turns[b.direction]],
  );
  const only = props.previews.length === 1 ? props.previews[0]! : null;
  const shows = props.previews[0]!.shows;
  return (
    <section aria-label={t.title} className="st-preview-panel">
      <h2 className="visually-hidden">{t.title}</h2>
      {only?.currentLocked && (
        <p className="st-muted" data-testid="st-current-locked">
          {t.locked(turns[only.direction])}
        </p>
      )}
      <div className="st-previews" data-testid="st-previews">
        {ordered.map((p) => {
          const turn = turns[p.direction];
          const { symbol, name, short } = copy.turn[turn];
          const chosen = props.chosen === p.direction;
          return (
            <article
              key={p.direction}
              className="st-preview-card"
              data-testid={`st-preview-${p.direction}`}
              data-turn={turn}
              data-chosen={chosen}
              aria-current={chosen ? "true" : undefined}
            >
              <h3>
                <button
                  type="button"
                  className="st-linklike"
                  aria-pressed={chosen}
                  onClick={() => props.onChoose(p.direction)}
                  disabled={props.disabled}
                >
                  {symbol} <span className="st-turn-long">{name}</span>
                  <span className="st-turn-short">{short.charAt(0).toUpperCase() + short.slice(1)}</span>
                </button>{" "}
                {chosen && <span className="st-muted st-chosen">({t.chosen})</span>}
              </h3>
              <p className="st-preview-summary" data-testid="st-preview-summary">
                {t.summary(p.stop, p.shows.vortex ? p.captures.length : null)}
              </p>
              <dl>
                <dt>{t.route}</dt>
                <dd data-testid="st-preview-route">
                  {[p.source, ...p.route.map((s) => s.index)].join(" → ")}
                </dd>
                <dt>{t.stop}</dt>
                <dd data-testid="st-preview-stop">{p.stop}</dd>
                {p.shows.vortex && (
                  <>
                    <dt>{t.vortex}</dt>
                    <dd data-testid="st-preview-vortex">
                      {p.captures.length === 0
                        ? t.none
                        : p.captures
                            .map((c) =>
                              c.count === null
                                ? t.vortexWhere(c.empty, c.rich)
                                : t.vortexItem(c.empty, c.rich, c.count),
                            )
                            .join(", ")}
                    </dd>
                  </>
                )}
                {p.shows.wet && (
                  <>
                    <dt>{t.wetPits}</dt>
                    <dd data-testid="st-preview-wet">
                      {p.wetPitRescues.length === 0 ? t.none : p.wetPitRescues.map((w) => w.index).join(", ")}
                    </dd>
                  </>
                )}
                {p.shows.sweep && (
                  <>
                    <dt>{t.sweep}</dt>
                    <dd data-testid="st-preview-sweep">
                      {p.sweep === null
                        ? t.none
                        : p.sweep.count === null
                          ? t.sweepWhere(p.sweep.index)
                          : t.sweepYes(p.sweep.count, p.sweep.index)}
                    </dd>
                  </>
                )}
                {p.remainingAfter !== null && (
                  <>
                    <dt>{t.remaining}</dt>
                    <dd data-testid="st-preview-remaining">{p.remainingAfter}</dd>
                  </>
                )}
              </dl>
              <button
                type="button"
                className={chosen ? "primary" : undefined}
                disabled={props.disabled}
                data-testid={`st-commit-${p.direction}`}
                onClick={() => props.onCommit(p.direction)}
              >
                {t.commit(turn)}
              </button>
            </article>
          );
        })}
      </div>
      {!shows.vortex && (
        <p className="st-muted st-read-yourself" data-testid="st-read-yourself">
          {t.readYourself}
        </p>
      )}
    </section>
  );
}
