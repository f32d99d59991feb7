/**
 * Commands `playMatch` lets one turn take. The rules end every match within `maxTurns` turns, but not
 * every turn: cards can let a side act forever (an activated ability that summons a creature with an
 * activation of its own, and the AI activates each newcomer in turn). A sane turn takes a few dozen.
 */
export const MAX_COMMANDS_PER_TURN = 1000;

/** Thrown by `playMatch` when one turn has taken `MAX_COMMANDS_PER_TURN` commands: the match would never end. */
export class RunawayTurnError extends Error {
  constructor(
    readonly seed: string,
    readonly turn: number,
    readonly side: 0 | 1,
  ) {
    super(
      `match '${seed}' does not end: side ${side} played ${MAX_COMMANDS_PER_TURN} commands in turn ${turn} ` +
        "without ending it (its cards let it act forever, e.g. activations that bring new activatable entities)",
    );
    this.name = "RunawayTurnError";
  }
}

/**
 * Counts the commands of the turn under way; throws `RunawayTurnError` at the limit. Call it before
 * each command with the state's turn and active side.
 */
export function turnCounter(seed: string): (turn: number, side: 0 | 1) => void {
  let current = 0;
  let played = 0;
  return (turn, side) => {
    if (turn !== current) {
      current = turn;
      played = 0;
    }
    if (++played > MAX_COMMANDS_PER_TURN) throw new RunawayTurnError(seed, turn, side);
  };
}
