import {
  type AiPolicy,
  type Command,
  chooseCommand,
  createMatch,
  createMatchLog,
  type MatchEvent,
  type MatchLog,
  type MatchSetup,
  type MatchState,
  type Side,
  step,
  verifyMatchLog,
} from "@rulekit/card-combat";

/**
 * A sandbox match with its whole history, so the page can step back and forth: `states[0]` is the
 * start, `states[i + 1]` the state after `commands[i]`; `batches[i]` are the events that led to
 * `states[i]`. `cursor` is the state on screen. No rule logic here: everything goes through the engine.
 */
export interface Session {
  seed: string;
  setup: MatchSetup;
  label: string;
  aiSide: Side | null;
  aiPolicy: AiPolicy;
  commands: Command[];
  states: MatchState[];
  batches: MatchEvent[][];
  cursor: number;
}

/** A match set up and not played yet: its first state, nobody's command. */
function newSession(
  seed: string,
  setup: MatchSetup,
  label: string,
  ai: { side: Side | null; policy: AiPolicy },
): Session {
  const start = createMatch(seed, setup);
  return {
    seed,
    setup,
    label,
    aiSide: ai.side,
    aiPolicy: ai.policy,
    commands: [],
    states: [start.state],
    batches: [start.events],
    cursor: 0,
  };
}

export function startSession(
  seed: string,
  setup: MatchSetup,
  label: string,
  ai: { side: Side | null; policy: AiPolicy },
): Session {
  return runAi(newSession(seed, setup, label, ai));
}

export const current = (s: Session): MatchState => s.states[s.cursor]!;
export const atEnd = (s: Session) => s.cursor === s.states.length - 1;

/** Plays a command at the end of the history (then the AI's side, if it is its turn). */
export function play(s: Session, command: Command): Session | { error: string } {
  const base = atEnd(s) ? s : truncate(s);
  const result = step(current(base), command);
  if (!result.ok) return { error: `${result.code}: ${result.message}` };
  return runAi(append(base, command, result.state, result.events));
}

/** One AI command for whichever side is to play (the "AI move" button). */
export function aiMove(s: Session, policy: AiPolicy): Session {
  const base = atEnd(s) ? s : truncate(s);
  const state = current(base);
  if (state.status !== "playing") return base;
  const command = chooseCommand(state, policy);
  const result = step(state, command);
  if (!result.ok) throw new Error(`the AI chose a refused command: ${result.code}`);
  return runAi(append(base, command, result.state, result.events));
}

function append(s: Session, command: Command, state: MatchState, events: MatchEvent[]): Session {
  return {
    ...s,
    commands: [...s.commands, command],
    states: [...s.states, state],
    batches: [...s.batches, events],
    cursor: s.states.length,
  };
}

/** While it is the AI side's turn, the AI plays (each of its commands is a step of the history). */
function runAi(s: Session): Session {
  let next = s;
  for (let guard = 0; guard < 500; guard++) {
    const state = current(next);
    if (next.aiSide === null || state.status !== "playing" || state.active !== next.aiSide) return next;
    const command = chooseCommand(state, next.aiPolicy);
    const result = step(state, command);
    if (!result.ok) throw new Error(`the AI chose a refused command: ${result.code}`);
    next = append(next, command, result.state, result.events);
  }
  return next;
}

export function goTo(s: Session, index: number): Session {
  return { ...s, cursor: Math.max(0, Math.min(s.states.length - 1, index)) };
}

/** Drops everything after the cursor, so play can resume from the state on screen. */
export function truncate(s: Session): Session {
  return {
    ...s,
    commands: s.commands.slice(0, s.cursor),
    states: s.states.slice(0, s.cursor + 1),
    batches: s.batches.slice(0, s.cursor + 1),
  };
}

/** The match log up to the state on screen: what the CLI's `cards replay` verifies. */
export function exportLog(s: Session): MatchLog {
  return createMatchLog(
    s.seed,
    s.setup,
    s.commands.slice(0, s.cursor),
    current(s),
    s.batches.slice(0, s.cursor + 1),
  );
}

/**
 * Rebuilds a session from a log (all states, for stepping through it); refuses a log that does not
 * replay. `problem` says when it replays but not to its recorded final hashes (what `cards replay`
 * reports as a failure): the session still loads, so the difference can be looked at.
 */
export function sessionFromLog(
  log: MatchLog,
): { session: Session; problem: string | null } | { error: string } {
  const check = verifyMatchLog(log);
  const built = replaySession(log);
  return "error" in built ? built : { session: built, problem: check.problem };
}

function replaySession(log: MatchLog): Session | { error: string } {
  const setup = log.setup as MatchSetup;
  const start = createMatch(log.seed, setup);
  let s: Session = {
    seed: log.seed,
    setup,
    label: `${setup.sides[0].name} vs ${setup.sides[1].name} (imported)`,
    aiSide: null,
    aiPolicy: "balanced",
    commands: [],
    states: [start.state],
    batches: [start.events],
    cursor: 0,
  };
  for (const [i, command] of log.commands.entries()) {
    const result = step(current(s), command as Command);
    if (!result.ok) return { error: `command ${i} is refused: ${result.code} (${result.message})` };
    s = append(s, command as Command, result.state, result.events);
  }
  return { ...s, cursor: 0 };
}

/**
 * A session rebuilt from its set-up and every command played (a link, a reload, the match history):
 * the engine plays them again, the AI's included, without asking the AI anything. A command the engine
 * refuses stops the rebuild there; `applied` says how many were played.
 */
export function sessionFromCommands(
  seed: string,
  setup: MatchSetup,
  label: string,
  ai: { side: Side | null; policy: AiPolicy },
  commands: readonly Command[],
): { session: Session; applied: number } {
  let s = newSession(seed, setup, label, ai);
  for (const command of commands) {
    if (current(s).status !== "playing") break;
    const result = step(current(s), command);
    if (!result.ok) break;
    s = append(s, command, result.state, result.events);
  }
  const applied = s.commands.length;
  // A link cut short while the AI was to play: the AI goes on from there, as in a live match.
  return { session: applied === commands.length ? runAi(s) : s, applied };
}
