import { stableHash } from "@rulekit/core";
import { type Game, toProtocolState } from "@rulekit/rps-grid";

/** The hash of a game's protocol state recorded after every move (`moves[].stateHash`). */
export function stateHashOf(game: Game): string {
  return stableHash(toProtocolState(game));
}
