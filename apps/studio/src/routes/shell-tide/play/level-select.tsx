import type { PackLevel } from "../pack.ts";
import type { Stars } from "../state/progress.ts";
import type { PlayCopy } from "./play-copy.ts";

/** Which level the map calls "next": the first one with an attempt in progress, else the first not completed. */
export function nextLevel(
  levels: readonly number[],
  completed: (level: number) => boolean,
  inProgress: (level: number) => unknown,
  open: number | null = null,
): number | null {
  if (open !== null && levels.includes(open) && inProgress(open)) return open;
  return levels.find((n) => inProgress(n) && !completed(n)) ?? levels.find((n) => !completed(n)) ?? null;
}

/**
 * The level map: levels 1–10 with the best rating earned on each (from localStorage), one clear "next"
 * (a big button on top, the tile marked), attempts in progress said as such, and once every level is done,
 * the pack-complete banner. Every level stays open (seed 001: no tutorial lock).
 */
export function LevelSelect(props: {
  levels: readonly PackLevel[];
  stars: (level: number) => Stars;
  completed: (level: number) => boolean;
  /** The turn an attempt in progress is on, if the level has one. */
  inProgress: (level: number) => { turn: number; max: number } | null;
  next: number | null;
  packComplete: { stars: number; of: number } | null;
  copy: PlayCopy;
  /** The player-facing name of a level (in the player's language). */
  name: (entry: PackLevel) => string | null;
  onOpen: (level: number) => void;
}) {
  const { copy } = props;
  const next = props.next;
  const nextProgress = next === null ? null : props.inProgress(next);
  return (
    <section aria-labelledby="st-menu-title" data-testid="st-menu">
      <h2 id="st-menu-title">{copy.menuTitle}</h2>
      {props.packComplete ? (
        <div className="st-pack-banner" data-testid="st-pack-banner">
          <p className="st-pack-banner-title">
            <span aria-hidden="true">★ </span>
            {copy.packComplete.title}
          </p>
          <p>{copy.packComplete.text(props.packComplete.stars, props.packComplete.of)}</p>
          <p className="st-muted">{copy.packComplete.replay}</p>
        </div>
      ) : (
        <p className="st-muted">{copy.menuLead}</p>
      )}
      {next !== null && (
        <p>
          <button
            type="button"
            className="primary st-next-cta"
            data-testid="st-next-cta"
            onClick={() => props.onOpen(next)}
          >
            {nextProgress
              ? copy.continueLevel(next, nextProgress.turn, nextProgress.max)
              : copy.playLevel(next)}
            {(() => {
              const entry = props.levels.find((l) => l.number === next);
              const name = entry ? props.name(entry) : null;
              return name ? ` · ${name}` : "";
            })()}
          </button>
        </p>
      )}
      <ol className="st-level-grid">
        {props.levels.map((entry) => {
          const stars = props.stars(entry.number);
          const name = props.name(entry);
          const done = props.completed(entry.number);
          const progress = props.inProgress(entry.number);
          const isNext = entry.number === next;
          return (
            <li key={entry.number}>
              <button
                type="button"
                data-testid={`st-level-${entry.number}`}
                data-stars={stars}
                data-next={isNext || undefined}
                data-done={done || undefined}
                aria-current={isNext ? "step" : undefined}
                onClick={() => props.onOpen(entry.number)}
              >
                <span className="st-level-number">
                  {copy.level(entry.number)}
                  {isNext && <span className="st-next-badge">{copy.next}</span>}
                </span>
                {name && <span className="st-muted">{name}</span>}
                <span className="st-stars-small" aria-hidden="true">
                  {"★".repeat(stars)}
                  {"☆".repeat(3 - stars)}
                </span>
                <span className="visually-hidden">{done ? copy.starsOf(stars) : copy.notPlayed}</span>
                {progress && (
                  <span className="st-in-progress">{copy.inProgress(progress.turn, progress.max)}</span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
