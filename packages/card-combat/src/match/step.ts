import { type Refusal, refuse, type StepResult, stepped } from "@rulekit/core";
import { MATCH_STATUS, REFUSAL, type RefusalCode } from "../constants.js";
import type { Command, MatchEvent, MatchState } from "../types.js";
import { stepCopy } from "./clone.js";
import { activate, checkActivate } from "./commands/activate.js";
import { attack, checkAttack } from "./commands/attack.js";
import { checkPlayCard, playCard } from "./commands/play-card.js";
import { newContext, type StepContext } from "./context.js";
import { isTrustedMatch, matchStateProblem, trustMatch } from "./state-check.js";
import { END_TURN, runStages } from "./turn.js";

export type MatchStepResult = StepResult<MatchState, MatchEvent, RefusalCode>;

const isRef = (v: unknown) => typeof v === "string" && v.length > 0;
const isTargets = (v: unknown) => v === undefined || (Array.isArray(v) && v.every(isRef));

/** Cheap shape check, so a hand-written or corrupted command is refused instead of throwing. */
function wellFormed(cmd: Command): boolean {
  if (typeof cmd !== "object" || cmd === null || (cmd.side !== 0 && cmd.side !== 1)) return false;
  switch (cmd.type) {
    case "PlayCard":
      return isRef(cmd.card) && isTargets(cmd.targets);
    case "Attack":
      return isRef(cmd.attacker) && isRef(cmd.target);
    case "Activate":
      return isRef(cmd.entity) && isTargets(cmd.targets);
    case "EndTurn":
      return true;
    default:
      return false;
  }
}

/**
 * A plain copy of a command, each field its type uses read once (and its target list copied), so a
 * command whose getters change between reads is checked and applied as the same value. The fields
 * are read by name, not spread: commands come in six shapes, and a spread over that many shapes takes
 * V8's slow path (it was 3 % of a simulated match).
 */
export function readCommand(command: unknown): Command {
  if (typeof command !== "object" || command === null || Array.isArray(command)) return command as Command;
  const c = command as Record<string, unknown>;
  const type = c.type;
  const side = c.side;
  let copy: Record<string, unknown>;
  switch (type) {
    case "PlayCard":
      copy = { type, side, card: c.card, targets: c.targets };
      break;
    case "Activate":
      copy = { type, side, entity: c.entity, targets: c.targets };
      break;
    case "Attack":
      copy = { type, side, attacker: c.attacker, target: c.target };
      break;
    default:
      copy = { type, side };
  }
  if (Array.isArray(copy.targets)) copy.targets = [...copy.targets];
  return copy as unknown as Command;
}

/** The refusal for a value that is not a match state, or null. */
export function matchStateRefusal(state: unknown): Refusal<RefusalCode> | null {
  const problem = matchStateProblem(state);
  return problem === null ? null : refuse(REFUSAL.invalidState, `not a valid match state: ${problem}`);
}

/** Why `command` is refused in `state`, or null when it is legal. Never changes anything. */
export function checkCommand(state: MatchState, command: Command): Refusal<RefusalCode> | null {
  return matchStateRefusal(state) ?? commandRefusal(state, readCommand(command));
}

function commandRefusal(state: MatchState, command: Command): Refusal<RefusalCode> | null {
  if (!wellFormed(command)) return refuse(REFUSAL.badCommand, "not a card-combat command");
  if (state.status !== MATCH_STATUS.playing) return refuse(REFUSAL.matchOver, "the match is over");
  if (command.side !== state.active) return refuse(REFUSAL.notYourTurn, `it is side ${state.active}'s turn`);
  switch (command.type) {
    case "PlayCard":
      return checkPlayCard(state, command);
    case "Attack":
      return checkAttack(state, command);
    case "Activate":
      return checkActivate(state, command);
    case "EndTurn":
      return null;
  }
}

/**
 * Applies one command to a copy of `state`: the new state and the events in order, or a refusal with
 * a code. The input is never mutated; a refusal changes nothing. A state this engine did not make is
 * checked in full first (`invalid_state`); the command is read once into a copy.
 */
export function step(state: MatchState, action: Command): MatchStepResult {
  const invalid = matchStateRefusal(state);
  if (invalid) return invalid;
  const command = readCommand(action);
  const refusal = commandRefusal(state, command);
  if (refusal) return refusal;
  if (isTrustedMatch(state)) return apply(state, command);
  // A state from outside passed the checks but may still be inconsistent in ways only the rules
  // notice: that is an invalid state, not a crash.
  try {
    return apply(state, command);
  } catch (error) {
    return refuse(REFUSAL.invalidState, `not a valid match state: ${(error as Error).message}`);
  }
}

function apply(state: MatchState, command: Command): MatchStepResult {
  const ctx = newContext(stepCopy(state), false);
  runCommand(ctx, command);
  return stepped(trustMatch(ctx.s), ctx.events);
}

/** Runs a legal command's rules on the context's state (a copy, or the state itself when `fresh`). */
export function runCommand(ctx: StepContext, command: Command): void {
  switch (command.type) {
    case "PlayCard":
      playCard(ctx, command);
      break;
    case "Attack":
      attack(ctx, command);
      break;
    case "Activate":
      activate(ctx, command);
      break;
    case "EndTurn":
      runStages(ctx, END_TURN);
      break;
  }
}
