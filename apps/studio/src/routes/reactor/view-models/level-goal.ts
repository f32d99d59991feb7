import type { Effect, Level, Predicate, RuleEvent } from "@rulekit/reactor";

const at = (p: { x: number; y: number }) => `(${p.x},${p.y})`;

/** The level's goal in words: which reactors to start and what makes each one ready. */
export function goalText(level: Level): string {
  const reactors = level.props.filter((p) => p.kind === "reactor-control");
  if (reactors.length === 0) return "This level has no reactor control: it cannot be won.";
  const names = reactors.map((r) => `${r.id} at ${at(r.at)}`).join(" and ");
  return `Activate ${reactors.length === 1 ? "the reactor" : "every reactor"} (${names}). A reactor is ready when its fuel, coolant and electricity consumers are all producing and its heat is below caution; then stand on its control and activate it.`;
}

export interface Deadline {
  event: string;
  /** The first turn the event can fire on. */
  turn: number;
  phase: RuleEvent["phase"];
  repeats: boolean;
  /** True when the event also waits for other conditions. */
  conditional: boolean;
  loses: boolean;
  text: string;
}

/** The first turn a turn predicate allows, when it bounds the event from below (eq, ge, gt). */
function firstTurn(p: Extract<Predicate, { kind: "turn" }>): number | null {
  if (p.op === "eq" || p.op === "ge") return p.value;
  if (p.op === "gt") return p.value + 1;
  return null;
}

function effectText(e: Effect): string {
  switch (e.kind) {
    case "lose":
      return `you lose: ${e.reason}`;
    case "warn":
      return `warning: ${e.text}`;
    case "set-prop":
      return `the prop at ${at(e.at)} becomes ${e.state}`;
    case "start-leak":
      return `a ${e.leak.carrier} leak starts at ${at(e.leak.at)}`;
    case "worsen-leak":
      return `leak ${e.leak} worsens by ${e.by}`;
    case "repair-cell":
      return `the ${e.carrier} cell at ${at(e.at)} is repaired`;
    case "disable-cell":
      return `the ${e.carrier} cell at ${at(e.at)} is removed`;
    case "hazard":
      return `${e.amount >= 0 ? "+" : ""}${e.amount} ${e.element} at ${at(e.at)}`;
    case "heat":
      return `${e.amount >= 0 ? "+" : ""}${e.amount} heat at ${at(e.at)}`;
    case "inventory":
      return `${e.amount >= 0 ? "+" : ""}${e.amount} ${e.remedy} for the robot`;
  }
}

/**
 * The deadlines the level's rule events make knowable from the start: every enabled event whose turn
 * condition fixes the first turn it can fire on, earliest first (a loss before anything else that turn).
 */
export function ruleDeadlines(level: Level): Deadline[] {
  const out: Deadline[] = [];
  for (const event of level.events) {
    if (!event.enabled) continue;
    const turns = event.when.flatMap((p) => (p.kind === "turn" ? [firstTurn(p)] : []));
    if (turns.length === 0 || turns.some((t) => t === null)) continue;
    const turn = Math.max(...(turns as number[]));
    const conditional = event.when.some((p) => p.kind !== "turn");
    const loses = event.effects.some((e) => e.kind === "lose");
    const repeats = event.repeat === "repeat" && !event.when.some((p) => p.kind === "turn" && p.op === "eq");
    out.push({
      event: event.id,
      turn,
      phase: event.phase,
      repeats,
      conditional,
      loses,
      text: event.forecastText?.trim() || event.effects.map(effectText).join("; ") || "nothing happens",
    });
  }
  return out.sort((a, b) => a.turn - b.turn || Number(b.loses) - Number(a.loses));
}

/** "End of turn 9", "Simulation of turn 4", with "and every turn after" for repeating events. */
export function deadlineWhen(d: Deadline): string {
  const when = d.phase === "end-of-turn" ? `End of turn ${d.turn}` : `Start of turn ${d.turn}'s simulation`;
  return `${when}${d.repeats ? " and every turn after" : ""}${d.conditional ? ", if its conditions hold" : ""}`;
}
