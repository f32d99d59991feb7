import {
  BANDS,
  CARRIERS,
  type Carrier,
  ELEMENTS,
  type Element,
  type ForecastWarning,
  formatPos,
  formatValue,
  type GameView,
  type Prop,
  type ReactorEvent,
} from "@rulekit/reactor";

const PROP_GLYPH: Record<Prop["kind"], string> = {
  flow: "S",
  consumer: "U",
  "t-junction": "T",
  "cross-junction": "X",
  door: "D",
  terminal: "E",
  "remedy-supply": "+",
  "reactor-control": "R",
};
const ELEMENT_LETTER: Record<Element, string> = { fuel: "f", coolant: "c", electricity: "e", heat: "h" };
/** When two elements share the worst band, the one shown first is the more urgent. */
const URGENCY: Element[] = ["heat", "electricity", "fuel", "coolant"];

export const LEGEND =
  "map: @ robot · # wall · . floor · S flow · U consumer · T/X junction · D door (d closed) · E terminal · + supply · R reactor\n" +
  "     second character: worst hazard, lower case = caution, upper case = critical (f fuel, c coolant, e electricity, h heat)";

/** The surface map: two characters per cell (what stands there, worst hazard band). */
export function surfaceMap(view: GameView): string {
  const hazardMark = new Map<string, string>();
  for (const cell of view.hazards) {
    const worst = URGENCY.reduce<{ element: Element; rank: number } | null>((best, element) => {
      const rank = BANDS.indexOf(cell.bands[element]);
      return rank > 0 && (!best || rank > best.rank) ? { element, rank } : best;
    }, null);
    if (worst) {
      const letter = ELEMENT_LETTER[worst.element];
      hazardMark.set(`${cell.at.x},${cell.at.y}`, worst.rank === 2 ? letter.toUpperCase() : letter);
    }
  }
  const header = `   ${Array.from({ length: view.width }, (_, x) => String(x % 10).padEnd(2)).join("")}`;
  const rows = view.terrain.map((row, y) => {
    const cells = [...row].map((terrain, x) => {
      const prop = view.props.find((p) => p.at.x === x && p.at.y === y);
      let glyph = terrain;
      if (prop) glyph = prop.kind === "door" && !prop.open ? "d" : PROP_GLYPH[prop.kind];
      if (view.robot.at.x === x && view.robot.at.y === y) glyph = "@";
      return glyph + (hazardMark.get(`${x},${y}`) ?? " ");
    });
    return `${String(y).padStart(2)} ${cells.join("")}`;
  });
  return [header, ...rows].join("\n");
}

function propState(prop: GameView["props"][number]): string {
  switch (prop.kind) {
    case "flow":
      return `${prop.carrier} ${prop.enabled ? "enabled" : "disabled"}`;
    case "consumer":
      return `${prop.carrier} ${prop.enabled ? "enabled" : "disabled"}, ${prop.service}${prop.required ? " (required)" : ""}`;
    case "t-junction":
    case "cross-junction":
      return `mode ${prop.mode}`;
    case "door":
      return `${prop.open ? "open" : "closed"}, edge ${prop.edge ? prop.edge.map(formatPos).join("–") : "none"}`;
    case "terminal":
      return prop.unlocked ? "unlocked" : "locked";
    case "remedy-supply":
      return `${prop.supply}${prop.depleted ? " (depleted)" : ""}`;
    case "reactor-control":
      return prop.activated ? "activated" : "inactive";
  }
}

/** Everything the player may see, as text: status, map, props, leaks, hazards, forecast. */
export function statusText(view: GameView): string {
  const lines = [
    `Turn ${view.turn} · ${view.levelState}${view.loss ? ` (${view.loss.message})` : ""} · actions left ${view.actionsLeft}/${view.actionsPerTurn}`,
    `Robot ${formatPos(view.robot.at)} · inventory [${view.robot.inventory.join(", ")}] (${view.robot.inventory.length}/${view.robot.capacity})${view.robot.heatImmunity > 0 ? ` · heat immunity ${view.robot.heatImmunity} step(s)` : ""}`,
    ...view.reactors.map(
      (r) =>
        `Reactor ${r.id} ${formatPos(r.at)}: ${r.activated ? "ACTIVATED" : r.ready ? "REACTOR READY" : "not ready"} · heat ${formatValue(r.heat)} (${r.heatBand})`,
    ),
    surfaceMap(view),
    "Props:",
    ...view.props.map((p) => `  ${PROP_GLYPH[p.kind]} ${p.id} ${formatPos(p.at)}: ${propState(p)}`),
  ];
  if (view.leaks.length > 0) {
    lines.push("Leaks:");
    for (const l of view.leaks) {
      lines.push(
        `  ${l.id}: ${l.carrier} at ${formatPos(l.at)}, reached from ${l.access ? formatPos(l.access) : "nowhere"}${l.repaired ? " (repaired)" : ""}`,
      );
    }
  }
  const notable = view.hazards.filter(
    (h) => ELEMENTS.some((e) => h.bands[e] !== "safe") || CARRIERS.some((c) => h.blocks[c] > 0),
  );
  if (notable.length > 0) {
    lines.push("Hazards (caution or worse, and remedy blocks):");
    for (const h of notable) {
      const values = ELEMENTS.filter((e) => h.values[e] > 0).map(
        (e) => `${e} ${formatValue(h.values[e])} ${h.bands[e]}`,
      );
      const blocks = CARRIERS.filter((c) => h.blocks[c] > 0).map(
        (c) => `${c} blocked ${h.blocks[c]} turn(s)`,
      );
      lines.push(`  ${formatPos(h.at)}: ${[...values, ...blocks].join(", ")}`);
    }
  }
  lines.push(
    `Underground: ${view.underground ? "unlocked (type 'diag')" : "locked — use an all-seeing-eye terminal (E)"}`,
  );
  lines.push(forecastText(view.forecast?.warnings ?? []));
  return lines.join("\n");
}

export function warningLine(w: ForecastWarning): string {
  switch (w.kind) {
    case "terminal-loss":
      return `turn ${w.turn}: LOSS — ${w.message}`;
    case "reactor-ready":
      return `turn ${w.turn}: reactor ${w.reactor} ready`;
    case "starved-consumer":
      return `turn ${w.turn}: ${w.required ? "required " : ""}${w.carrier} consumer ${w.consumer} ${formatPos(w.at)} starved`;
    case "hazard-band":
      return `turn ${w.turn}: ${w.element} at ${formatPos(w.at)} reaches ${w.band}`;
    case "rule-event":
      return `turn ${w.turn}: rule ${w.event}${w.text ? ` — ${w.text}` : ""}`;
  }
}

export function forecastText(warnings: ForecastWarning[], limit = 12): string {
  if (warnings.length === 0) return "Forecast: nothing to report.";
  const shown = warnings.slice(0, limit).map((w) => `  ${warningLine(w)}`);
  const more = warnings.length > limit ? [`  … ${warnings.length - limit} more`] : [];
  return ["Forecast (if you only end turns):", ...shown, ...more].join("\n");
}

/** The underground layers (only ever called once diagnostics are unlocked, or for the editor view). */
export function diagnosticsText(view: GameView, only?: Carrier): string {
  if (!view.underground)
    return "Underground diagnostics are locked: interact with an all-seeing-eye terminal first.";
  const out: string[] = [];
  for (const carrier of only ? [only] : CARRIERS) {
    const layer = view.underground[carrier];
    const grid = view.terrain.map((row) => [...row].map(() => "  "));
    for (const c of layer.cells) {
      const digit = c.amount >= 9.5 ? "+" : String(Math.round(c.amount));
      grid[c.at.y]![c.at.x] = (c.state === "leaking" ? "x" : c.amount > 0 ? digit : "=").padEnd(2);
    }
    out.push(
      `${carrier}: carrier amount per cell (rounded; + is 10 or more, = no flow, x leaking), ${layer.quantity} at the consumers:`,
    );
    out.push(...grid.map((row, y) => `${String(y).padStart(2)} ${row.join("")}`));
    for (const link of layer.connectivity) {
      const c = layer.cells.find((cell) => cell.at.x === link.at.x && cell.at.y === link.at.y);
      out.push(
        `  consumer ${link.consumer} ${formatPos(link.at)}: amount ${formatValue(c?.amount ?? 0)}, ${layer.quantity} ${formatValue(c?.potential ?? 0)} ← ${link.sources.length ? link.sources.join(", ") : "no source"}`,
      );
    }
  }
  return out.join("\n");
}

const QUIET = new Set([
  "pair-effects",
  "deltas-applied",
  "hazard-band-rise",
  "leak-injected",
  "action-accepted",
  "turn-started",
  "forecast-refreshed",
  "simulation-started",
]);

/** One short line per notable event (bulk per-cell events are summarised). */
export function eventLines(events: ReactorEvent[]): string[] {
  const lines: string[] = [];
  let rises = 0;
  for (const e of events) {
    if (e.type === "hazard-band-rise") rises++;
    if (QUIET.has(e.type)) continue;
    lines.push(`  ${eventText(e)}`);
  }
  if (rises > 0) lines.push(`  ${rises} hazard band rise(s)`);
  return lines;
}

function eventText(e: ReactorEvent): string {
  switch (e.type) {
    case "robot-moved":
      return `robot ${formatPos(e.from)} → ${formatPos(e.to)}`;
    case "prop-changed":
      return `${e.prop} → ${e.state}`;
    case "service-changed":
      return `${e.prop} ${e.from} → ${e.to}`;
    case "rule-event-fired":
      return `rule ${e.event} fired${e.text ? `: ${e.text}` : ""}`;
    case "rule-warning":
      return `warning (${e.event}): ${e.text}`;
    case "level-state-changed":
      return `level ${e.from} → ${e.to}`;
    case "level-lost":
      return `LOST: ${e.message}`;
    case "reactor-ready":
      return e.ready ? `REACTOR READY (${e.reactor})` : `reactor ${e.reactor} no longer ready`;
    case "remedy-applied":
      return `${e.remedy} cleared ${formatValue(e.removed)} ${e.element} at ${formatPos(e.at)}; blocked ${e.blockTurns} turn(s)`;
    default: {
      const { type, ...rest } = e as { type: string } & Record<string, unknown>;
      delete rest.step;
      const detail = Object.entries(rest)
        .map(
          ([k, v]) =>
            `${k}=${typeof v === "object" && v !== null && "x" in v ? formatPos(v as { x: number; y: number }) : JSON.stringify(v)}`,
        )
        .join(" ");
      return detail ? `${type} ${detail}` : type;
    }
  }
}
