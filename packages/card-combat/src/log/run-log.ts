import { type ParseResult, parseInput, stableHash } from "@rulekit/core";
import { ENGINE_NAME, LOG_FORMAT, RULES_VERSION } from "../constants.js";
import { createRun } from "../run/create.js";
import { stepRun } from "../run/step.js";
import type { RunAction, RunState } from "../run/types.js";
import type { ContentBundle } from "../schema/content.js";
import { type RunLog, RunLogSchema } from "../schema/log.js";
import { EMPTY_DIGEST, extendDigest, replayProblem } from "./digest.js";
import type { LogCheck } from "./match-log.js";

export type RunReplay =
  | { ok: true; state: RunState; eventsHash: string }
  | {
      ok: false;
      state: RunState;
      eventsHash: string;
      index: number;
      action: RunAction;
      code: string;
      message: string;
    };

/** Replays a whole run (every fight's commands, rewards and upgrades) from its seed. */
export function replayRun(
  seed: string,
  log: { content: ContentBundle; factions: readonly [string, string]; actions: readonly RunAction[] },
): RunReplay {
  const start = createRun(log.content, seed, log.factions);
  let state = start.state;
  let digest = extendDigest(EMPTY_DIGEST, start.events);
  for (let index = 0; index < log.actions.length; index++) {
    const action = log.actions[index] as RunAction;
    const result = stepRun(state, action);
    if (!result.ok)
      return {
        ok: false,
        state,
        eventsHash: digest,
        index,
        action,
        code: result.code,
        message: result.message,
      };
    state = result.state;
    digest = extendDigest(digest, result.events);
  }
  return { ok: true, state, eventsHash: digest };
}

export function createRunLog(state: RunState, actions: readonly RunAction[], eventsHash: string): RunLog {
  return {
    format: LOG_FORMAT.run,
    version: 1,
    engine: { name: ENGINE_NAME, rules: RULES_VERSION },
    seed: state.seed,
    factions: state.progress.factions,
    content: state.content,
    actions: [...actions] as RunLog["actions"],
    final: {
      stateHash: stableHash(state),
      eventsHash,
      phase: state.phase,
      position: state.position,
      outcome: state.summary?.outcome ?? null,
      fightsWon: state.summary?.fightsWon ?? state.stats.fightsWon,
    },
  };
}

/** Reads a run log given as JSON text or as the parsed value; issues carry JSON paths. */
export function parseRunLog(input: unknown): ParseResult<RunLog> {
  return parseInput(RunLogSchema, input) as ParseResult<RunLog>;
}

/** Replays a run log and compares the final state and event hashes with the recorded ones. */
export function verifyRunLog(log: RunLog): LogCheck & { state: RunState } {
  const result = replayRun(log.seed, {
    content: log.content as ContentBundle,
    factions: log.factions,
    actions: log.actions as RunAction[],
  });
  const stateHash = stableHash(result.state);
  const expected = { stateHash: log.final.stateHash, eventsHash: log.final.eventsHash };
  const problem = replayProblem(
    result.ok ? null : { kind: "action", ...result },
    { stateHash, eventsHash: result.eventsHash },
    expected,
  );
  return {
    ok: problem === null,
    problem,
    stateHash,
    eventsHash: result.eventsHash,
    expected,
    steps: log.actions.length,
    state: result.state,
  };
}
