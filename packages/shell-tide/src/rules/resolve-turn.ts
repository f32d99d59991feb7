import type { Level } from "../level/schema.js";
import type { Move } from "../types.js";
import { captureChain } from "./capture-chain.js";
import { finalTideSweep } from "./final-tide-sweep.js";
import { sow, takeSource } from "./sow.js";
import type { TurnContext, TurnStage } from "./turn-context.js";

/** The board part of a turn, in the fixed order of spec §2. */
export const TURN_STAGES: readonly (readonly [string, TurnStage])[] = [
  // Stryker disable StringLiteral: the stage names are labels for readers; resolveTurn never reads them
  ["take-source", takeSource],
  ["sow", sow],
  ["capture-chain", captureChain],
  ["final-tide-sweep", finalTideSweep],
  // Stryker restore StringLiteral
];

/** Runs the stages on a copy of `starfish` (the input is not touched). The move must be legal. */
export function resolveTurn(level: Level, starfish: readonly number[], move: Move): TurnContext {
  const turn: TurnContext = {
    level,
    move: { node: move.node, direction: move.direction },
    starfish: starfish.slice(),
    count: 0,
    route: [],
    stop: move.node,
    wetPitRescues: [],
    captures: [],
    sweep: null,
    rescued: 0,
  };
  for (const [, stage] of TURN_STAGES) stage(turn);
  return turn;
}
