import type { HudView } from "./hud-model.ts";
import type { PlayCopy } from "./play-copy.ts";

/**
 * Turns, starfish left and the star bands, each band marked in words as the best still reachable or out
 * of reach; the moment Full Rescue can no longer happen the HUD says so and offers Restart.
 */
export function Hud(props: { hud: HudView; copy: PlayCopy; onRestart: () => void }) {
  const { hud, copy } = props;
  const { outlook } = hud;
  const lost = outlook.kind === "too-far" || outlook.kind === "impossible";
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
        <div className="st-row st-bands-row">
          <span className="st-muted">{copy.hud.bands}:</span>
          <ul className="st-bands" data-testid="st-bands">
            {hud.bands.map((band) => (
              <li
                key={band.stars}
                data-stars={band.stars}
                data-state={band.state}
                data-current={band.state === "best"}
                aria-current={band.state === "best" ? "true" : undefined}
              >
                <span className="st-band-label">{copy.hud.band(band.stars, band.from, band.to)}</span>
                {band.state === "best" && ` · ${copy.hud.reachable}`}
                {band.state === "out" && ` · ${copy.hud.out}`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {lost && (
        <div className="st-outlook" role="alert" data-testid="st-outlook" data-kind={outlook.kind}>
          <p>
            {outlook.kind === "too-far" ? copy.hud.tooFar(outlook.needs, outlook.left) : copy.hud.impossible}
          </p>
          <button
            type="button"
            className="primary"
            onClick={props.onRestart}
            data-testid="st-outlook-restart"
          >
            {copy.restart}
          </button>
        </div>
      )}
      {outlook.kind === "unknown" && (
        <p className="st-muted" data-testid="st-outlook" data-kind="unknown">
          {copy.hud.unknown}
        </p>
      )}
    </div>
  );
}
