import { assertEngine } from "@rulekit/core/testing";
import fc from "fast-check";
import { describe, it } from "vitest";
import {
  type Action,
  CROSS_JUNCTION_MODES,
  DIRECTIONS,
  type GameState,
  NEUTRALIZERS,
  newGame,
  reactorEngine,
  T_JUNCTION_MODES,
} from "../src/index.js";
import { baseLevel, tutorial } from "./helpers/levels.js";

const TUTORIALS = [
  "01-flow-and-consumers.json",
  "02-junction-ratios.json",
  "03-doors.json",
  "04-leaks-and-remedies.json",
  "05-heat-and-shields.json",
  "06-rule-events.json",
  "07-final-shift.json",
];
const levels = [baseLevel(), ...TUTORIALS.map(tutorial)];

/** Every action shape with every parameter the level could name, and a few it cannot. */
function nearMisses(state: GameState): Action[] {
  const leaks = [...state.leaks.map((l) => l.id), "nope"];
  return [
    ...DIRECTIONS.map((direction) => ({ type: "MoveRobot", direction }) as Action),
    { type: "InteractProp" },
    ...[...T_JUNCTION_MODES, ...CROSS_JUNCTION_MODES].map(
      (mode) => ({ type: "InteractProp", mode }) as Action,
    ),
    ...leaks.flatMap((leak) => [
      { type: "InteractLeak", use: "repair", leak } as Action,
      { type: "InteractLeak", use: "remedy", leak } as Action,
    ]),
    ...NEUTRALIZERS.map((remedy) => ({ type: "InteractLeak", use: "remedy", remedy }) as Action),
    { type: "ApplyHeatShield" },
    { type: "ActivateReactor" },
  ];
}

describe("Reactor passes the engine conformance kit", () => {
  // 30 playouts of up to 50 actions, each turn a simulation and a forecast: seconds on an idle machine, far
  // more on a shared busy one, so the time limit is generous (speed is measured in pnpm bench, not here).
  it("on the tutorial series and the base level", { timeout: 180_000 }, () => {
    assertEngine(reactorEngine, {
      initial: fc.constantFrom(...levels).map((level) => newGame(level)),
      runs: 30,
      maxSteps: 50,
      isTerminal: (s) => s.levelState === "Won" || s.levelState === "Lost",
      probes: nearMisses,
    });
  });
});
