import { describeValue, RulekitValidationError } from "@rulekit/core";
import { chooseCommand } from "../ai/policy.js";
import { AI_POLICIES, type AiPolicy, MATCH_STATUS } from "../constants.js";
import { simulateMatch } from "../sim/play.js";
import type { Command, MatchEvent, MatchSetup, MatchState } from "../types.js";
import { newContext } from "./context.js";
import { startMatch } from "./create.js";
import { turnCounter } from "./runaway.js";
import { runCommand } from "./step.js";

/**
 * What `playMatch` reports: first the setup (`command` null, the events `createMatch` returns), then each
 * command with its events, in order, and the state after it.
 */
export type PlayedStep = (command: Command | null, events: readonly MatchEvent[], state: MatchState) => void;

export interface PlayedMatch {
  /** The final state (a normal match state: it can be stepped, logged or checked like any other). */
  state: MatchState;
  /** Commands played. */
  commands: number;
}

/**
 * Plays a whole AI-vs-AI match: `createMatch(seed, setup)`, then `chooseCommand` for the active side's
 * policy and the same rules `step` runs, until the match is over. It gives the same commands, events and
 * final state as that loop written with `step` (a test holds it to that byte for byte), but faster, for
 * simulations: the match's state is its own, so each command changes it in place instead of copying what
 * it changes, the AI's commands, legal by construction, are not checked again, and no event is built
 * unless `onStep` is there to read it. `onStep` (optional)
 * sees the setup, then every command with its events and the state after it; that state is changed by
 * the next command, so copy it (`cloneMatch`) to keep it. A turn that takes `MAX_COMMANDS_PER_TURN`
 * commands throws `RunawayTurnError` (the match would never end).
 */
export function playMatch(
  seed: string,
  setup: MatchSetup,
  policies: readonly [AiPolicy, AiPolicy],
  onStep?: PlayedStep,
): PlayedMatch {
  checkPolicies(policies);
  const log = onStep !== undefined;
  if (!log) {
    const simulated = simulateMatch(seed, setup, policies);
    if (simulated !== null) return simulated;
  }
  const start = startMatch(seed, setup, log);
  // createMatch's state (already marked as the engine's) is nobody else's yet.
  const s = start.state;
  onStep?.(null, start.events, s);
  let commands = 0;
  const count = turnCounter(seed);
  while (s.status === MATCH_STATUS.playing) {
    count(s.turn, s.active);
    const command = chooseCommand(s, policies[s.active]);
    const ctx = newContext(s, true, log);
    runCommand(ctx, command);
    commands++;
    onStep?.(command, ctx.events, s);
  }
  return { state: s, commands };
}

/** Refuses anything but a pair of known policies (an unknown one would silently play as `balanced`). */
function checkPolicies(policies: unknown): asserts policies is readonly [AiPolicy, AiPolicy] {
  const known = (p: unknown) => (AI_POLICIES as readonly unknown[]).includes(p);
  if (Array.isArray(policies) && policies.length === 2 && known(policies[0]) && known(policies[1])) return;
  const issue = (path: string, value: unknown) => ({
    path,
    code: "invalid_value",
    message: `expected one of ${AI_POLICIES.join(", ")} for each side, got ${describeValue(value)}`,
  });
  const issues = Array.isArray(policies)
    ? policies.length === 2
      ? [0, 1].filter((i) => !known(policies[i])).map((i) => issue(`$[${i}]`, policies[i]))
      : [
          {
            path: "$",
            code: "invalid_type",
            message: `expected a pair of policies, got ${policies.length} entries`,
          },
        ]
    : [
        {
          path: "$",
          code: "invalid_type",
          message: `expected a pair of policies, got ${describeValue(policies)}`,
        },
      ];
  throw new RulekitValidationError("card-combat AI policies", issues);
}
