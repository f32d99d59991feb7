import { createMatch } from "../match/create.js";
import { type MatchStepResult, readCommand, step } from "../match/step.js";
import type { MatchLog } from "../schema/log.js";
import type { Command, MatchEvent, MatchSetup, MatchState } from "../types.js";
import { createMatchLog } from "./match-log.js";

/**
 * A match being played, recording itself: `step` plays a command on the current state like the
 * engine's `step` and keeps what a log needs (accepted commands and every event batch), so `log()`
 * is the match log at any moment. A refused command is answered and recorded nowhere.
 */
export interface MatchRecorder {
  readonly seed: string;
  readonly setup: MatchSetup;
  /** The match as it stands. */
  readonly state: MatchState;
  /** Every accepted command, in order. */
  readonly commands: readonly Command[];
  /** `events[0]` holds the match start's events, `events[i + 1]` those of `commands[i]`. */
  readonly events: readonly (readonly MatchEvent[])[];
  /** Plays `command` on `state` (the engine's `step`); an accepted command becomes the new state. */
  step(command: Command): MatchStepResult;
  /** The match log as it stands (`createMatchLog` of everything recorded so far). */
  log(): MatchLog;
}

/**
 * Starts a match (`createMatch(seed, setup)`) and records it for {@link createMatchLog}, so callers no
 * longer collect each event batch by hand:
 *
 * ```ts
 * const match = createMatchRecorder("seed-1", setup);
 * while (match.state.status === "playing") match.step(chooseCommand(match.state, "balanced"));
 * const log = match.log(); // verifyMatchLog(log).ok === true
 * ```
 */
export function createMatchRecorder(seed: string, setup: MatchSetup): MatchRecorder {
  const start = createMatch(seed, setup);
  let state = start.state;
  const commands: Command[] = [];
  const events: MatchEvent[][] = [start.events];
  return {
    seed,
    setup,
    get state() {
      return state;
    },
    get commands() {
      return commands;
    },
    get events() {
      return events;
    },
    step(command: Command): MatchStepResult {
      // Read once into a copy, played and recorded as that copy: a command whose fields change later
      // (or between reads) is logged exactly as it was played.
      const played = readCommand(command);
      const result = step(state, played);
      if (!result.ok) return result;
      commands.push(played);
      events.push(result.events);
      state = result.state;
      return result;
    },
    log: () => createMatchLog(seed, setup, commands, state, events),
  };
}
