import * as fc from "fast-check";
import type { Engine, StepResult } from "../contract.js";
import { replay } from "../replay.js";
import { stableStringify } from "../stable-json.js";
import { deepFreeze, isFrozenWrite } from "./deep-freeze.js";
import { jsonProblem } from "./json-safety.js";

/** The contract checks, by name (docs/testing.md explains each). */
export const ENGINE_CHECKS = [
  "legal-accepted",
  "refusal-unchanged",
  "only-legal-accepted",
  "no-input-mutation",
  "json-safe",
  "replay",
  "terminal",
  "continuation",
] as const;
export type EngineCheck = (typeof ENGINE_CHECKS)[number];

export interface CheckEngineOptions<State, Action> {
  /**
   * Where playouts start: a fresh game for a playout seed (an engine without randomness may ignore
   * it; a game made twice from one seed must be the same), or an arbitrary of start states (levels,
   * boards) that fast-check shrinks too.
   */
  initial: ((seed: number) => State) | fc.Arbitrary<State>;
  /** Playouts to run (fast-check's numRuns). Default 100. */
  runs?: number;
  /** Most actions in one playout. Default 200. */
  maxSteps?: number;
  /** fast-check's seed: the same seed checks the same playouts. Default: fast-check picks one (reported). */
  seed?: number;
  /** The engine's own end-of-game test, held against "no legal actions" both ways. */
  isTerminal?(state: State): boolean;
  /** Near misses to try at a state (each must be refused unless it is legal), besides the kit's own. */
  probes?(state: State, legal: readonly Action[]): Action[];
  /**
   * The plain-JSON form of a state, for engines whose state is an opaque handle (default: the state
   * itself). It is what the JSON, replay and continuation checks compare, byte for byte.
   */
  serialize?(state: State): unknown;
  /** A state read back from the JSON of its serialized form (default: the parsed value itself). */
  revive?(json: unknown): State;
  /**
   * Told after every playout how far the check is (for a progress display): it changes nothing the
   * check does or reports, and must not throw.
   */
  onProgress?(progress: CheckProgress): void;
}

/** How far a check is: see {@link CheckEngineOptions.onProgress}. */
export interface CheckProgress {
  /** Playouts of the budget (`runs`) played so far, the failing one included. */
  played: number;
  /** Playouts replayed since the first failure while fast-check shrinks it (0 while none has failed). */
  shrinking: number;
}

export type EngineCheckReport<Action> =
  | { ok: true; runs: number; seed: number; steps: number }
  | {
      ok: false;
      check: EngineCheck;
      message: string;
      /** The actions from the initial state up to the one that shows the violation, shrunk by fast-check. */
      actions: Action[];
      /** The playout seed handed to `initial`, or null when the start state came from an arbitrary. */
      playoutSeed: number | null;
      /** The start state as JSON text when it came from an arbitrary (shrunk too). */
      start: string | null;
      runs: number;
      seed: number;
      /** fast-check's replay path (with `seed`, reproduces the run exactly). */
      path: string;
      shrinks: number;
    };

/** A broken promise of the contract, with the actions that lead to it. */
export class ContractViolation<Action = unknown> extends Error {
  constructor(
    readonly check: EngineCheck,
    message: string,
    readonly actions: Action[],
    readonly playoutSeed: number | null,
    readonly start: string | null = null,
  ) {
    super(`${check}: ${message}`);
    this.name = "ContractViolation";
  }
}

/** Actions no engine accepts: the contract says each is a refusal, never a crash. */
const JUNK: unknown[] = [null, {}, "not an action", 42];
const text = (v: unknown) => JSON.stringify(v) ?? "undefined";

/**
 * Runs random playouts through `legalActions` and holds each step to the engine contract (after
 * OpenSpiel's basic tests): every legal action is accepted; a refusal is well formed and changes
 * nothing; an action outside `legalActions` is refused; inputs are deep-frozen, so a write to them
 * fails; states and events are plain JSON; replaying the action log gives the same bytes; a state
 * with no legal actions refuses every action (and is the engine's terminal state); a state read
 * back from JSON mid-game plays on identically. A violation is shrunk by fast-check to the
 * shortest action log that shows it.
 */
export function checkEngine<State, Action, Event>(
  engine: Engine<State, Action, Event>,
  options: CheckEngineOptions<State, Action>,
): EngineCheckReport<Action> {
  const runs = options.runs ?? 100;
  const maxSteps = options.maxSteps ?? 200;
  let steps = 0;
  let failed = false;
  const progress: CheckProgress = { played: 0, shrinking: 0 };
  const initial = options.initial;
  const starts: fc.Arbitrary<Start<State>> =
    typeof initial === "function"
      ? fc.nat().map((seed) => ({ seed, make: () => initial(seed) }))
      : initial.map((state) => ({ seed: null, make: () => state }));
  const property = fc.property(
    starts,
    fc.array(fc.nat(), { maxLength: maxSteps }),
    fc.nat(),
    (start, choices, split) => {
      // fast-check stops drawing playouts at the first failure: every later one is a shrink of it.
      const shrinking = failed;
      try {
        steps += playout(engine, { ...options, maxSteps }, start, choices, split);
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        if (shrinking) progress.shrinking++;
        else progress.played++;
        options.onProgress?.({ ...progress });
      }
    },
  );
  const result = fc.check(property, {
    numRuns: runs,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  if (!result.failed) return { ok: true, runs: result.numRuns, seed: result.seed, steps };
  const error = result.errorInstance;
  const counter = result.counterexample as [Start<State>, number[], number] | null;
  const violation =
    error instanceof ContractViolation
      ? (error as ContractViolation<Action>)
      : new ContractViolation<Action>(
          "legal-accepted",
          `the check itself threw: ${String(error)}`,
          [],
          counter?.[0].seed ?? null,
        );
  return {
    ok: false,
    check: violation.check,
    message: violation.message.slice(violation.check.length + 2),
    actions: violation.actions,
    playoutSeed: violation.playoutSeed,
    start: violation.start,
    runs: result.numRuns,
    seed: result.seed,
    path: result.counterexamplePath ?? "",
    shrinks: result.numShrinks,
  };
}

/** One playout; returns the number of actions it took. Throws a ContractViolation. */
function playout<State, Action, Event>(
  engine: Engine<State, Action, Event>,
  options: CheckEngineOptions<State, Action> & { maxSteps: number },
  start: Start<State>,
  choices: readonly number[],
  split: number,
): number {
  const log: Action[] = [];
  const bytes = (state: State) => text(options.serialize ? options.serialize(state) : state);
  const initial = start.make();
  const startText = start.seed === null ? bytes(initial) : null;
  const fail = (check: EngineCheck, message: string, extra?: Action): never => {
    const actions = extra === undefined ? [...log] : [...log, extra];
    throw new ContractViolation(check, message, actions, start.seed, startText);
  };
  const initialProblem = jsonProblem(
    options.serialize ? options.serialize(initial) : initial,
    "initial state",
  );
  if (initialProblem) fail("json-safe", initialProblem);
  let state = deepFreeze(initial);
  const events: Event[][] = [];
  const seen = new Map<string, Action>();
  // Frozen states are never written, so keeping every one of them costs only the references.
  const states: State[] = [state];

  for (let i = 0; ; i++) {
    let legal: Action[] = [];
    try {
      legal = engine.legalActions(state);
    } catch (error) {
      fail(
        isFrozenWrite(error) ? "no-input-mutation" : "legal-accepted",
        `legalActions threw: ${String(error)}`,
      );
    }
    const legalKeys = new Set(legal.map((a) => stableStringify(a)));
    const terminal = options.isTerminal?.(state);
    if (terminal === true && legal.length > 0)
      fail("terminal", `the game is over but legalActions offers ${legal.length} action(s)`);
    if (terminal === false && legal.length === 0)
      fail("terminal", "legalActions is empty but the game is not over (stuck)");
    const probes = [
      ...(options.probes?.(state, legal) ?? []),
      ...[...seen.values()].filter((a) => !legalKeys.has(stableStringify(a))).slice(-3),
      ...(JUNK as Action[]),
    ];
    // The state is deep-frozen: a write to it throws, so a probe cannot change it unnoticed.
    for (const probe of probes) {
      const result = safeStep(engine, state, deepFreeze(probe), (e) =>
        fail(
          isFrozenWrite(e) ? "no-input-mutation" : "refusal-unchanged",
          `step threw on ${text(probe)}: ${String(e)}`,
          probe,
        ),
      );
      if (result.ok) {
        if (!legalKeys.has(stableStringify(probe)))
          fail(
            legal.length === 0 ? "terminal" : "only-legal-accepted",
            `step accepted ${text(probe)}, which legalActions does not offer${legal.length === 0 ? " (there are none)" : ""}`,
            probe,
          );
      } else if (
        typeof result.code !== "string" ||
        result.code === "" ||
        typeof result.message !== "string"
      ) {
        fail("refusal-unchanged", `a refusal needs a string code and message, got ${text(result)}`, probe);
      }
    }
    if (legal.length === 0 || i >= options.maxSteps) break;

    // Past the drawn choices the playout takes the first legal action: shrinking toward short,
    // simple logs keeps the game going to the step that shows a violation.
    const action = deepFreeze(legal[(choices[i] ?? 0) % legal.length]!);
    const before = bytes(state);
    const result = safeStep(engine, state, action, (e) =>
      fail(isFrozenWrite(e) ? "no-input-mutation" : "legal-accepted", `step threw: ${String(e)}`, action),
    );
    if (bytes(state) !== before) fail("no-input-mutation", "step changed its input state", action);
    if (!result.ok)
      fail("legal-accepted", `a legal action was refused: ${result.code} ${result.message}`, action);
    if (!result.ok) break;
    const problem =
      jsonProblem(options.serialize ? options.serialize(result.state) : result.state, "state") ??
      jsonProblem(result.events, "events");
    if (problem) fail("json-safe", problem, action);
    log.push(action);
    seen.set(stableStringify(action), action);
    events.push(result.events);
    state = deepFreeze(result.state);
    states.push(state);
  }

  const finalText = bytes(state);
  const eventsText = text(events);
  const again = replay(engine.step, deepFreeze(start.make()), log);
  if (!again.ok) fail("replay", `the replay refused action ${again.index}: ${again.refusal.code}`);
  if (bytes(again.state) !== finalText) fail("replay", "the replay ended in a different state");
  if (text(again.events) !== eventsText) fail("replay", "the replay produced different events");

  {
    const index = split % states.length;
    const middle = { index, json: bytes(states[index]!) };
    const parsed = JSON.parse(middle.json) as unknown;
    const revived = deepFreeze(options.revive ? options.revive(parsed) : (parsed as State));
    const rest = replay(engine.step, revived, log.slice(middle.index));
    const where = `from the state after ${middle.index} action(s), read back from JSON`;
    if (!rest.ok)
      fail("continuation", `${where}: action ${middle.index + rest.index} was refused: ${rest.refusal.code}`);
    if (bytes(rest.state) !== finalText)
      fail("continuation", `${where}: the game ended in a different state`);
    if (text(rest.events) !== text(events.slice(middle.index)))
      fail("continuation", `${where}: the events differ`);
  }
  return log.length;
}

interface Start<State> {
  seed: number | null;
  make: () => State;
}

function safeStep<State, Action, Event>(
  engine: Engine<State, Action, Event>,
  state: State,
  action: Action,
  onThrow: (error: unknown) => never,
): StepResult<State, Event> {
  try {
    return engine.step(state, action);
  } catch (error) {
    return onThrow(error);
  }
}

/** One paragraph for people: which promise broke, and the action log that shows it. */
export function formatEngineCheck<Action>(report: EngineCheckReport<Action>): string {
  if (report.ok)
    return `engine contract: ${report.runs} playouts, ${report.steps} actions, no violation (seed ${report.seed})`;
  return [
    `engine contract broken: ${report.check}: ${report.message}`,
    `  after ${report.actions.length} action(s) from ${report.playoutSeed === null ? `the start state ${report.start}` : `playout seed ${report.playoutSeed}`} (shrunk ${report.shrinks} times; fast-check seed ${report.seed}, path ${report.path}):`,
    ...report.actions.map((a, i) => `  ${i + 1}. ${text(a)}`),
  ].join("\n");
}

/** checkEngine for test files: throws the formatted report when a promise breaks. */
export function assertEngine<State, Action, Event>(
  engine: Engine<State, Action, Event>,
  options: CheckEngineOptions<State, Action>,
): void {
  const report = checkEngine(engine, options);
  if (!report.ok) throw new Error(formatEngineCheck(report));
}
