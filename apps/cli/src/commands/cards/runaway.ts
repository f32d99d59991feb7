import { MAX_COMMANDS_PER_TURN, type RunawayTurnError } from "@rulekit/card-combat";
import { ruleFailure } from "../../io/errors.js";

/**
 * A turn that never ends (`RunawayTurnError`: the content lets a side act forever) as a rule failure
 * (exit 1, code `runaway_turn`) naming the game (`game`), the side by its name (`sides`), the turn and
 * the seed, instead of an internal error; any other error as it is. Known by its name: the engine may
 * be another copy.
 */
export function asRunawayFailure(
  error: unknown,
  game: (error: RunawayTurnError) => string,
  sides: readonly [string, string],
): unknown {
  if (!(error instanceof Error) || error.name !== "RunawayTurnError") return error;
  const runaway = error as RunawayTurnError;
  const { seed, turn, side } = runaway;
  return ruleFailure(
    `${game(runaway)} never ends: in turn ${turn}, side ${side} (${sides[side]}) played ` +
      `${MAX_COMMANDS_PER_TURN} commands without ending it — a card of that side lets it act forever ` +
      "(for example an activation that brings a new entity that can activate); change the content",
    { seed, turn, side },
    { code: "runaway_turn" },
  );
}

/** Plays a game (`play`), a turn that never ends in it thrown as {@link asRunawayFailure} says. */
export function endless<T>(
  play: () => T,
  game: (error: RunawayTurnError) => string,
  sides: readonly [string, string],
): T {
  try {
    return play();
  } catch (error) {
    throw asRunawayFailure(error, game, sides);
  }
}
