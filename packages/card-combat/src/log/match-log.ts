import {
  type ParseResult,
  parseInput,
  type ReplayOptions,
  type ReplayResult,
  replay as replaySteps,
  stableHash,
} from "@rulekit/core";
import { ENGINE_NAME, LOG_FORMAT, type RefusalCode, RULES_VERSION } from "../constants.js";
import { createMatch } from "../match/create.js";
import { step } from "../match/step.js";
import { type MatchLog, MatchLogSchema } from "../schema/log.js";
import type { Command, MatchEvent, MatchSetup, MatchState } from "../types.js";
import { digestOf, replayProblem } from "./digest.js";

/** The result of {@link replay} from a state: the engine contract's replay result. */
export type MatchReplayResult = ReplayResult<MatchState, Command, MatchEvent, RefusalCode>;

/**
 * What the deprecated `replay(seed, log)` form returns (its `events[0]` is the match start's).
 * @deprecated Use `replay(initial, commands)` and its `MatchReplayResult`.
 */
export type MatchReplay =
  | { ok: true; state: MatchState; events: MatchEvent[][] }
  | {
      ok: false;
      state: MatchState;
      events: MatchEvent[][];
      index: number;
      command: Command;
      code: RefusalCode;
      message: string;
    };

/**
 * Plays `commands` from `initial` — the replay every engine shares (`replay(initial, actions)` of
 * `@rulekit/core` over `cardCombatEngine`): `{ ok: true, state, events }` with each command's events,
 * or where the first refused command stopped it. The same inputs give the same state and the same
 * events, byte for byte. A match from its seed starts at `createMatch(seed, setup).state`.
 */
export function replay(
  initial: MatchState,
  commands: readonly Command[],
  options?: ReplayOptions,
): MatchReplayResult;
/**
 * Replays a match from its seed and its log (setup + commands). `events[0]` holds the events of the
 * match start, `events[i + 1]` those of `commands[i]`.
 *
 * @deprecated Use `replay(createMatch(seed, setup).state, commands)` (the shape every engine shares; the
 * start's events are `createMatch(seed, setup).events`), or `verifyMatchLog` for a whole log. This form
 * goes away in the next minor version.
 */
export function replay(seed: string, log: { setup: MatchSetup; commands: readonly Command[] }): MatchReplay;
export function replay(
  first: MatchState | string,
  second: readonly Command[] | { setup: MatchSetup; commands: readonly Command[] },
  options: ReplayOptions = {},
): MatchReplayResult | MatchReplay {
  if (typeof first !== "string") return replaySteps(step, first, second as readonly Command[], options);
  return replayFromSeed(first, second as { setup: MatchSetup; commands: readonly Command[] });
}

function replayFromSeed(seed: string, log: { setup: MatchSetup; commands: readonly Command[] }): MatchReplay {
  const start = createMatch(seed, log.setup);
  const result = replaySteps(step, start.state, log.commands);
  const events = [start.events, ...result.events];
  if (result.ok) return { ok: true, state: result.state, events };
  return {
    ok: false,
    state: result.state,
    events,
    index: result.index,
    command: result.action,
    code: result.refusal.code,
    message: result.refusal.message,
  };
}

/** The log of a match as it stands: everything a replay needs plus the final hashes to check it against. */
export function createMatchLog(
  seed: string,
  setup: MatchSetup,
  commands: readonly Command[],
  state: MatchState,
  events: readonly (readonly MatchEvent[])[],
): MatchLog {
  return {
    format: LOG_FORMAT.match,
    version: 1,
    engine: { name: ENGINE_NAME, rules: RULES_VERSION },
    seed,
    setup: setup as MatchLog["setup"],
    commands: [...commands] as MatchLog["commands"],
    final: {
      stateHash: stableHash(state),
      eventsHash: digestOf(events),
      turn: state.turn,
      status: state.status,
      winner: state.winner,
    },
  };
}

/** Reads a match log given as JSON text or as the parsed value; issues carry JSON paths. */
export function parseMatchLog(input: unknown): ParseResult<MatchLog> {
  return parseInput(MatchLogSchema, input) as ParseResult<MatchLog>;
}

export interface LogCheck {
  ok: boolean;
  /** Why not, in one line (a refused command, or which hash differs). */
  problem: string | null;
  stateHash: string;
  eventsHash: string;
  expected: { stateHash: string; eventsHash: string };
  steps: number;
}

/** Replays a match log and compares the final state and event hashes with the recorded ones. */
export function verifyMatchLog(log: MatchLog): LogCheck & { state: MatchState } {
  const result = replayFromSeed(log.seed, {
    setup: log.setup as MatchSetup,
    commands: log.commands as Command[],
  });
  const stateHash = stableHash(result.state);
  const eventsHash = digestOf(result.events);
  const expected = { stateHash: log.final.stateHash, eventsHash: log.final.eventsHash };
  const problem = replayProblem(
    result.ok ? null : { kind: "command", ...result },
    { stateHash, eventsHash },
    expected,
  );
  return {
    ok: problem === null,
    problem,
    stateHash,
    eventsHash,
    expected,
    steps: log.commands.length,
    state: result.state,
  };
}
