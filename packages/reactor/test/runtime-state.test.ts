import { describe, expect, it } from "vitest";
import { CARRIERS, ELEMENTS, type GameState, newGame, type ReactorEvent, setTerrain } from "../src/index.js";
import { baseLevel, cell, endTurns, gameWith, P, play } from "./helpers/levels.js";

const ofType = <T extends ReactorEvent["type"]>(events: ReactorEvent[], type: T) =>
  events.filter((e): e is Extract<ReactorEvent, { type: T }> => e.type === type);

/** Ends one turn of a game whose state `edit` broke; returns the problems step 2 reported and the loss. */
function broken(edit: (s: GameState) => void, level = baseLevel()) {
  const { state, events } = endTurns(gameWith(level, edit), 1);
  const invalid = ofType(events, "runtime-invalid");
  return { state, events, problems: invalid[0]?.problems ?? [] };
}

describe("step 1 opens the simulation log", () => {
  it("with the turn and the number of actions taken in it", () => {
    const level = { ...baseLevel(), robot: { at: P(1, 3), inventory: [], heatImmunity: 0 } };
    const { state } = play(newGame(level), [{ type: "MoveRobot", direction: "east" }, { type: "EndTurn" }]);
    expect(state.log[0]).toEqual({
      type: "simulation-started",
      step: "commit-player-phase",
      turn: 1,
      actions: 2,
    });
  });
});

describe("step 2: a state that cannot be simulated loses (invalid-runtime-state) instead of throwing", () => {
  it("reports the problem at step 2 and loses there", () => {
    const { state, events, problems } = broken((s) => {
      s.hazards.heat[3] = Number.NaN;
    });
    expect(ofType(events, "runtime-invalid")).toEqual([
      { type: "runtime-invalid", step: "check-runtime-state", problems },
    ]);
    expect(ofType(events, "level-lost")[0]).toEqual({
      type: "level-lost",
      step: "check-runtime-state",
      reason: "invalid-runtime-state",
      message: state.loss!.message,
    });
    expect(state.loss!.reason).toBe("invalid-runtime-state");
    expect(state.levelState).toBe("Lost");
  });

  for (const [name, value] of [
    ["NaN", Number.NaN],
    ["+Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
  ] as const) {
    it(`a ${name} surface value loses, naming its layer`, () => {
      for (const element of ELEMENTS) {
        const { state, problems } = broken((s) => {
          s.hazards[element][cell(s, P(2, 3))] = value;
        });
        expect(state.loss?.reason).toBe("invalid-runtime-state");
        expect(problems).toHaveLength(1);
        expect(problems[0]).toContain(`hazards.${element}`);
      }
    });
  }

  it("network values need not be finite: step 4 recomputes them", () => {
    const { state, problems } = broken((s) => {
      s.networks.fuel.amount[6] = Number.NaN;
      s.networks.coolant.potential[20] = Number.POSITIVE_INFINITY;
    });
    expect(problems).toEqual([]);
    expect(state.loss).toBeNull();
    expect(state.services["fuel-use"]).toBe("producing");
  });

  it("a layer of the wrong size loses, naming the layer", () => {
    type Layer = [string, (s: GameState) => number[]];
    const layers: Layer[] = [
      ...ELEMENTS.map((e): Layer => [`hazards.${e}`, (s) => s.hazards[e]]),
      ...CARRIERS.flatMap((c): Layer[] => [
        [`networks.${c}.present`, (s) => s.networks[c].present],
        [`networks.${c}.amount`, (s) => s.networks[c].amount],
        [`networks.${c}.potential`, (s) => s.networks[c].potential],
        [`blocks.${c}`, (s) => s.blocks[c]],
      ]),
    ];
    for (const [name, layer] of layers) {
      const { state, problems } = broken((s) => {
        layer(s).push(0);
      });
      expect(state.loss?.reason, name).toBe("invalid-runtime-state");
      expect(problems, name).toHaveLength(1);
      expect(problems[0], name).toContain(name);
    }
  });

  it("a robot on a wall cell loses", () => {
    const level = setTerrain(baseLevel(), P(2, 3), "wall");
    const { state, problems } = broken((s) => {
      s.robot.at = P(2, 3);
    }, level);
    expect(state.loss?.reason).toBe("invalid-runtime-state");
    expect(problems).toEqual(["the robot is not on a floor cell"]);
  });

  it("every problem is reported, and the loss message lists them one after another", () => {
    const level = setTerrain(baseLevel(), P(2, 3), "wall");
    const { state, problems } = broken((s) => {
      s.hazards.fuel[0] = Number.NaN;
      s.robot.at = P(2, 3);
    }, level);
    expect(problems).toHaveLength(2);
    expect(state.loss!.message.split("; ")).toEqual(problems);
  });
});
