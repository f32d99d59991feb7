import { requiredConsumers } from "../simulation/readiness.js";
import { simulateAhead } from "../simulation/turn-stages.js";
import { cloneState } from "../state/clone.js";
import type { GameState } from "../state/types.js";
import type { ForecastReport, ForecastWarning } from "./types.js";

/**
 * Simulates `horizon` turns ahead on a copy of `state`, as if the player ended every turn now, and
 * reports what that proves: terminal loss, reactor ready, starved consumers, hazards rising into
 * caution/critical and rule events firing. The input is never changed.
 */
export function forecastState(state: GameState, horizon: number): ForecastReport {
  const copy = cloneState(state);
  const report: ForecastReport = {
    fromTurn: state.turn,
    horizon,
    turns: [],
    warnings: [],
    lossTurn: null,
    readyTurn: null,
  };
  const starved = new Set<string>();
  const ready = new Set<string>();
  const risen = new Set<string>();
  const required = requiredConsumers(state);
  const warnings: ForecastWarning[] = report.warnings;
  for (let k = 0; k < horizon; k++) {
    if (copy.levelState === "Lost" || copy.levelState === "Won") break;
    const turn = copy.turn;
    const events = simulateAhead(copy);
    report.turns.push({ turn, levelState: copy.levelState });
    for (const event of events) {
      if (event.type === "hazard-band-rise") {
        const key = `${event.at.x},${event.at.y},${event.element},${event.band}`;
        if (risen.has(key)) continue;
        risen.add(key);
        warnings.push({ kind: "hazard-band", turn, at: event.at, element: event.element, band: event.band });
      } else if (event.type === "rule-event-fired") {
        warnings.push({
          kind: "rule-event",
          turn,
          event: event.event,
          phase: event.phase,
          ...(event.text === undefined ? {} : { text: event.text }),
        });
      } else if (event.type === "level-lost" && report.lossTurn === null) {
        report.lossTurn = turn;
        warnings.push({ kind: "terminal-loss", turn, reason: event.reason, message: event.message });
      }
    }
    for (const prop of copy.props) {
      if (prop.kind === "consumer" && copy.services[prop.id] === "starved" && !starved.has(prop.id)) {
        starved.add(prop.id);
        warnings.push({
          kind: "starved-consumer",
          turn,
          consumer: prop.id,
          at: prop.at,
          carrier: prop.carrier,
          required: required.has(prop.id),
        });
      }
    }
    for (const reactor of copy.reactors) {
      if (reactor.ready && !ready.has(reactor.id)) {
        ready.add(reactor.id);
        if (report.readyTurn === null) report.readyTurn = turn;
        warnings.push({ kind: "reactor-ready", turn, reactor: reactor.id, at: reactor.at });
      }
    }
  }
  return report;
}
