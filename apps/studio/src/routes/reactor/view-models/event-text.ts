import { formatValue, type ReactorEvent } from "@rulekit/reactor";

const at = (p: { x: number; y: number }) => `(${p.x},${p.y})`;
const n = formatValue;

/** One engine event as a log line (the UI rounds numbers to one decimal, as the design asks). */
export function describeEvent(e: ReactorEvent): string {
  switch (e.type) {
    case "action-accepted":
      return `${e.action.type} accepted (${e.actionsLeft} ${e.actionsLeft === 1 ? "action" : "actions"} left)`;
    case "robot-moved":
      return `Robot moved ${at(e.from)} → ${at(e.to)}`;
    case "prop-changed":
      return `${e.prop} ${at(e.at)} is now ${e.state}`;
    case "terminal-unlocked":
      return `Terminal ${e.prop} used: underground diagnostics unlocked`;
    case "remedy-picked-up":
      return `Picked up ${e.remedy} from ${e.prop}`;
    case "leak-repaired":
      return `Leak ${e.leak} ${at(e.at)} repaired`;
    case "remedy-applied":
      return `${e.remedy} applied to ${at(e.at)}: removed ${n(e.removed)} ${e.element}, blocked for ${e.blockTurns} turns`;
    case "heat-shield-activated":
      return `Heat shield active for ${e.steps} steps`;
    case "reactor-activated":
      return `Reactor ${e.reactor} activated`;
    case "level-won":
      return "Level won";
    case "simulation-started":
      return `Simulation of turn ${e.turn} (${e.actions} ${e.actions === 1 ? "action" : "actions"} taken)`;
    case "runtime-invalid":
      return `Runtime state invalid: ${e.problems.join("; ")}`;
    case "rule-event-fired":
      return `Rule event ${e.event} fired (${e.phase})${e.text ? `: ${e.text}` : ""}`;
    case "rule-effect-rejected":
      return `Rule event ${e.event}: effect ${e.effect + 1} rejected (${e.reason})`;
    case "rule-warning":
      return `Warning from ${e.event}: ${e.text}`;
    case "service-changed":
      return `${e.carrier} consumer ${e.prop} ${at(e.at)}: ${e.from} → ${e.to}`;
    case "leak-injected":
      return `Leak ${e.leak} ${e.blocked ? "blocked by a remedy at" : `injected ${n(e.amount)} ${e.element} into`} ${at(e.at)}`;
    case "pair-effects": {
      const counts = Object.entries(e.counts)
        .filter(([, c]) => (c ?? 0) > 0)
        .map(([k, c]) => `${k}×${c}`);
      return `Surface interactions: ${counts.length ? counts.join(", ") : "none"}`;
    }
    case "deltas-applied":
      return `Hazard changes applied to ${e.cells} ${e.cells === 1 ? "cell" : "cells"}`;
    case "hazard-band-rise":
      return `${e.element} at ${at(e.at)} rose to ${e.band}`;
    case "robot-lost":
      return `Robot lost to ${e.element} at ${at(e.at)}`;
    case "reactor-overheated":
      return `Reactor ${e.reactor} overheated (heat ${n(e.heat)})`;
    case "reactor-ready":
      return `Reactor ${e.reactor} ${e.ready ? "is READY" : "is no longer ready"}`;
    case "level-state-changed":
      return `Level state ${e.from} → ${e.to}`;
    case "level-lost":
      return `Level lost: ${e.message}`;
    case "remedy-block-expired":
      return `${e.element} block at ${at(e.at)} expired`;
    case "heat-immunity-expired":
      return "Heat immunity expired";
    case "turn-started":
      return `Turn ${e.turn} begins (${e.actionsLeft} actions)`;
    case "forecast-refreshed":
      return `Forecast refreshed: ${e.warnings} ${e.warnings === 1 ? "warning" : "warnings"}${e.lossTurn === null ? "" : `, loss on turn ${e.lossTurn}`}`;
  }
}
