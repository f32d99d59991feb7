import type { ForecastReport, ForecastWarning } from "@rulekit/reactor";

const at = (p: { x: number; y: number }) => `(${p.x},${p.y})`;

/** One forecast warning as a sentence for the forecast panels. */
export function describeWarning(w: ForecastWarning): string {
  switch (w.kind) {
    case "terminal-loss":
      return `Turn ${w.turn}: LOSS — ${w.message}`;
    case "reactor-ready":
      return `Turn ${w.turn}: reactor ${w.reactor} ${at(w.at)} becomes READY`;
    case "starved-consumer":
      return `Turn ${w.turn}: ${w.required ? "required " : ""}${w.carrier} consumer ${w.consumer} ${at(w.at)} is starved`;
    case "hazard-band":
      return `Turn ${w.turn}: ${w.element} at ${at(w.at)} rises to ${w.band}`;
    case "rule-event":
      return `Turn ${w.turn}: rule event ${w.event} fires (${w.phase})${w.text ? ` — ${w.text}` : ""}`;
  }
}

export type WarningTone = "danger" | "good" | "warn";

export function warningTone(w: ForecastWarning): WarningTone {
  if (w.kind === "terminal-loss") return "danger";
  if (w.kind === "reactor-ready") return "good";
  if (w.kind === "hazard-band" && w.band === "critical") return "danger";
  return "warn";
}

/** The one-line summary over the horizon: loss first (it matters most), then readiness. */
export function forecastSummary(report: ForecastReport): string {
  const horizon = `next ${report.horizon} ${report.horizon === 1 ? "turn" : "turns"}`;
  if (report.lossTurn !== null)
    return `Loss forecast on turn ${report.lossTurn} if nothing changes (${horizon}).`;
  if (report.readyTurn !== null)
    return `Reactor ready on turn ${report.readyTurn} if nothing changes (${horizon}).`;
  return `No loss and no ready reactor within the ${horizon} if the player only ends turns.`;
}
