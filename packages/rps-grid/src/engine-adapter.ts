import type { Engine } from "@rulekit/core";
import type { RefusalCode } from "./constants.js";
import { type Game, legalMoves, type MoveEvent, play } from "./game.js";
import type { ProtocolMove } from "./schema/protocol.js";

export type { MoveEvent };

/**
 * The engine in the shape shared by every Rulekit engine (`legalActions` / `step`), for generic tools
 * such as `@rulekit/core`'s replay and conformance kit. `step` is `play` itself.
 */
export const rpsGridEngine: Engine<Game, ProtocolMove, MoveEvent, RefusalCode> = {
  legalActions: legalMoves,
  step: play,
};
