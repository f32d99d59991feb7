import type { HudView } from "./hud-model.ts";
import type { PlayCopy } from "./play-copy.ts";

export function Hud(props: { hud: HudView; copy: PlayCopy }) {
  const { hud, copy } = props;
  return (
    <div className="st-hud-wrap">
      <dl className="st-hud" data-testid="st-hud">
        <div>
          <dt>{copy.hud.turns}</dt>
          <dd data-testid="st-turns">
            {hud.turnsUsed} / {hud.maxTurns}
          </dd>
        </div>
        <div>
          <dt>{copy.hud.remaining}</dt>
          <dd data-testid="st-remaining">
            {hud.remaining} / {hud.objective}
          </dd>
        </div>
      </dl>
      {hud.bands.length > 0 && (
        <div className="st-row">
          <span className="st-muted">{copy.hud.bands}:</span>
          <ul className="st-bands" data-testid="st-bands">
            {hud.bands.map((band) => (
              <li
                key={band.stars}
                data-current={hud.reachable?.stars === band.stars}
                aria-current={hud.reachable?.stars === band.stars ? "true" : undefined}
              >
                {copy.hud.band(band.stars, band.from, band.to)}
                {hud.reachable?.stars === band.stars && ` · ${copy.hud.reachable}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
