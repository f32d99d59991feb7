import { formatValue, type GameView } from "@rulekit/reactor";
import { ForecastView } from "../editor/forecast-panel.tsx";
import type { PlaySnapshot } from "../engine/engine-calls.ts";
import { describeEvent } from "../view-models/event-text.ts";

/** The consumers (their service) and the reactors (heat, ready) of the running game. */
export function ConsumersPanel(props: { view: GameView }) {
  const { view } = props;
  return (
    <section className="rx-panel" aria-labelledby="rx-consumers-title">
      <h2 id="rx-consumers-title">Consumers</h2>
      <ul data-testid="consumers">
        {view.props.flatMap((c) =>
          c.kind === "consumer"
            ? [
                <li key={c.id} className={`rx-service-${c.service}`}>
                  {c.carrier} consumer <code>{c.id}</code> ({c.at.x},{c.at.y})
                  {c.required ? " · required" : ""}: <strong>{c.service}</strong>
                </li>,
              ]
            : [],
        )}
      </ul>
      <ul>
        {view.reactors.map((r) => (
          <li key={r.id} data-testid={`reactor-${r.id}`}>
            Reactor <code>{r.id}</code>: heat {formatValue(r.heat)} ({r.heatBand}) ·{" "}
            {r.activated ? "activated" : r.ready ? "READY" : "not ready"}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PlayForecastPanel(props: { view: GameView }) {
  return (
    <section className="rx-panel" aria-labelledby="rx-play-forecast-title">
      <h2 id="rx-play-forecast-title">Forecast</h2>
      <ForecastView report={props.view.forecast} testId="play-forecast" />
    </section>
  );
}

/** What the last action did, and the last simulation's log. */
export function EventLogPanel(props: { play: PlaySnapshot }) {
  const { play } = props;
  return (
    <section className="rx-panel" aria-labelledby="rx-log-title">
      <h2 id="rx-log-title">Event log</h2>
      <h3>Last action</h3>
      <ol data-testid="last-events">
        {play.lastEvents
          .filter((e) => !("step" in e))
          .map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log is ordered and has no ids
            <li key={i}>{describeEvent(e)}</li>
          ))}
      </ol>
      <h3>Last simulation</h3>
      {play.log.length === 0 ? (
        <p className="rx-muted">No simulation yet: spend the turn's actions or end the turn.</p>
      ) : (
        <ol data-testid="simulation-log">
          {play.log.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log is ordered and has no ids
            <li key={i}>
              <small>{e.step}</small> {describeEvent(e)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
