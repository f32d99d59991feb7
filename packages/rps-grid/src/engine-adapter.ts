import { type Engine, stepped } from "@rulekit/core";
import type { RefusalCode } from "./constants.js";
import { type Game, legalMoves, play } from "./game.js";
import type { LastMove, ProtocolMove } from "./schema/protocol.js";

/** The one event a ply produces: what `lastMove` says. */
export type MoveEvent = { type: "move" } & LastMove;

/** The engine in the shape shared by every Rulekit engine (`legalActions` / `step`), for generic tools. */
export const rpsGridEngine: Engine<Game, ProtocolMove, MoveEvent, RefusalCode> = {
  legalActions: legalMoves,
  step(game, move) {
    const result = play(game, move);
    return result.ok ? stepped(result.game, [{ type: "move", ...result.lastMove }]) : result;
  },
};
