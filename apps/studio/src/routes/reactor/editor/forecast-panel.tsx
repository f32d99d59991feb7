import type { ForecastReport, LevelState } from "@rulekit/reactor";
import { describeWarning, forecastSummary, warningTone } from "../view-models/forecast-text.ts";

/** A forecast: the summary line, the warnings it proves, and the level state per simulated turn. */
export function ForecastView(props: { report: ForecastReport | null; testId?: string }) {
  const { report } = props;
  if (!report) return <p className="rx-muted">No forecast.</p>;
  return (
    <div data-testid={props.testId}>
      <p>{forecastSummary(report)}</p>
      {report.warnings.length > 0 ? (
        <ul className="rx-forecast">
          {report.warnings.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: warnings are ordered by turn and have no id
            <li key={i} className={`rx-tone-${warningTone(w)}`}>
              {describeWarning(w)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rx-muted">No warnings within the horizon.</p>
      )}
      {report.turns.length > 0 && (
        <p className="rx-turns">
          {report.turns.map((t) => (
            <span key={t.turn} className={`rx-state rx-state-${t.levelState.toLowerCase()}`}>
              T{t.turn}: {t.levelState}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

/** The editor's live forecast of the authored level (only a valid level can be simulated). */
export function ForecastPanel(props: {
  report: ForecastReport | null;
  initialState: LevelState | null;
  blocked: boolean;
}) {
  return (
    <section className="rx-panel rx-forecast-panel" aria-labelledby="rx-forecast-title" aria-live="polite">
      <h2 id="rx-forecast-title">Forecast</h2>
      {props.blocked ? (
        <p className="rx-muted">Fix the validation errors to see the forecast.</p>
      ) : (
        <>
          {props.initialState && (
            <p>
              Level state at start: <strong data-testid="editor-level-state">{props.initialState}</strong>
            </p>
          )}
          <ForecastView report={props.report} testId="editor-forecast" />
        </>
      )}
    </section>
  );
}
