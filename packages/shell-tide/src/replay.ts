import { type ReplayOptions, type ReplayResult, replay as replayEngine } from "@rulekit/core";
import { shellTideEngine } from "./attempt.js";
import type { RefusalCode } from "./rules/refusals.js";
import type { AttemptState, Move, ShellTideEvent } from "./types.js";

/** The result of {@link replay}: the engine contract's replay result over attempt states and moves. */
export type AttemptReplay = ReplayResult<AttemptState, Move, ShellTideEvent, RefusalCode>;

/**
 * Plays `moves` from `initial` — the replay every engine shares (`replay(initial, actions)` of
 * `@rulekit/core` over {@link shellTideEngine}): `{ ok: true, state, events }` with each move's events,
 * or where the first refused move stopped it (`index`, `action`, `refusal`; `state` is the one before).
 */
export function replay(
  initial: AttemptState,
  moves: readonly Move[],
  options: ReplayOptions = {},
): AttemptReplay {
  return replayEngine(shellTideEngine, initial, moves, options);
}
