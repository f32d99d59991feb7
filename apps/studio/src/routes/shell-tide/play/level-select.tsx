import type { PackLevel } from "../pack.ts";
import type { Stars } from "../state/progress.ts";
import type { PlayCopy } from "./play-copy.ts";

/** The menu: levels 1–10 with the best rating earned on each (from localStorage). */
export function LevelSelect(props: {
  levels: readonly PackLevel[];
  stars: (level: number) => Stars;
  completed: (level: number) => boolean;
  copy: PlayCopy;
  /** The player-facing name of a level (in the player's language). */
  name: (entry: PackLevel) => string | null;
  onOpen: (level: number) => void;
}) {
  const { copy } = props;
  return (
    <section aria-labelledby="st-menu-title" data-testid="st-menu">
      <h2 id="st-menu-title">{copy.menuTitle}</h2>
      <p className="st-muted">{copy.menuLead}</p>
      <ul className="st-level-grid">
        {props.levels.map((entry) => {
          const stars = props.stars(entry.number);
          const name = props.name(entry);
          return (
            <li key={entry.number}>
              <button
                type="button"
                data-testid={`st-level-${entry.number}`}
                data-stars={stars}
                onClick={() => props.onOpen(entry.number)}
                aria-label={`${copy.level(entry.number)}${name ? ` · ${name}` : ""}: ${
                  props.completed(entry.number) ? copy.starsOf(stars) : copy.notPlayed
                }`}
              >
                <span className="st-level-number">{copy.level(entry.number)}</span>
                {name && <span className="st-muted">{name}</span>}
                <span className="st-stars-small" aria-hidden="true">
                  {"★".repeat(stars)}
                  {"☆".repeat(3 - stars)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
