import { describe, expect, it } from "vitest";
import { type Action, type GameState, newGame, placeProp, REFUSALS, setTerrain, step } from "../src/index.js";
import { junctionLevel } from "./helpers/junction-level.js";
import { baseLevel, losingLevel, P, play, robotAt } from "./helpers/levels.js";

// A refusal is `{ ok: false, code, message }`: the code is what programs branch on, the message is what a
// player reads (the CLI prints "refused (code): message"). So each message must say what is wrong with
// what: the direction, the cell, the prop, the leak, the remedy, the reactor, the cost.

function refusal(state: GameState, action: unknown, code: string): string {
  const r = step(state, action as Action);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  expect(r.code).toBe(code);
  expect(r.message.trim()).not.toBe("");
  return r.message;
}

const leak = (id: string, x: number, repaired = false) => ({
  id,
  carrier: "fuel" as const,
  at: P(x, 0),
  access: P(x, 0),
  severity: 1,
  repaired,
});

describe("refusal messages name what the action ran into", () => {
  it("moves: the direction off the level, the cell that is a wall", () => {
    expect(
      refusal(
        newGame(robotAt(baseLevel(), 0, 3)),
        { type: "MoveRobot", direction: "west" },
        REFUSALS.offGrid,
      ),
    ).toContain("west");
    const walled = newGame(setTerrain(baseLevel(), P(3, 4), "wall"));
    const wall = refusal(walled, { type: "MoveRobot", direction: "south" }, REFUSALS.notFloor);
    expect(wall).toContain("(3,4)");
    expect(wall).toContain("wall");
  });

  it("props: the empty cell, the prop kind, the mode, the supply, the capacity", () => {
    expect(refusal(newGame(baseLevel()), { type: "InteractProp" }, REFUSALS.noProp)).toContain("(3,3)");
    const terminal = placeProp(baseLevel(), { kind: "terminal", id: "eye", at: P(2, 3), unlocked: false });
    expect(
      refusal(
        newGame(robotAt(terminal, 2, 3)),
        { type: "InteractProp", mode: "2/2" },
        REFUSALS.modeUnavailable,
      ),
    ).toContain("terminal");
    const used = play(newGame(robotAt(terminal, 2, 3)), [{ type: "InteractProp" }]).state;
    expect(refusal(used, { type: "InteractProp" }, REFUSALS.alreadyUnlocked)).toContain("unlocked");
    const t = newGame(junctionLevel("t-junction", "2/2"));
    const wrongKind = refusal(t, { type: "InteractProp", mode: "2/2/2" }, REFUSALS.modeUnavailable);
    expect(wrongKind).toContain("2/2/2");
    expect(wrongKind).toContain("t-junction");
    expect(refusal(t, { type: "InteractProp", mode: "2/2" }, REFUSALS.modeUnavailable)).toContain("2/2");
    const supply = placeProp(baseLevel(), {
      kind: "remedy-supply",
      id: "crate",
      at: P(2, 3),
      supply: "FuelRemedySupply",
      depleted: true,
    });
    expect(
      refusal(newGame(robotAt(supply, 2, 3)), { type: "InteractProp" }, REFUSALS.supplyDepleted),
    ).toContain("'crate'");
    const fresh = placeProp(supply, { ...supply.props.at(-1)!, depleted: false } as never);
    const full = newGame(robotAt(fresh, 2, 3, ["HeatShield", "HeatShield", "HeatShield"]));
    expect(refusal(full, { type: "InteractProp" }, REFUSALS.inventoryFull)).toContain("3");
    expect(
      refusal(newGame(robotAt(baseLevel(), 3, 1)), { type: "InteractProp" }, REFUSALS.notInteractable),
    ).toContain("ActivateReactor");
  });

  it("leaks: the leak, where it is reached from, what it needs", () => {
    const level = { ...baseLevel(), leaks: [leak("a", 1), leak("b", 2, true)] };
    const s = newGame(robotAt(level, 2, 0, ["CoolantNeutralizer"]));
    expect(refusal(s, { type: "InteractLeak", use: "repair", leak: "c" }, REFUSALS.noSuchLeak)).toContain(
      "'c'",
    );
    expect(refusal(s, { type: "InteractLeak", use: "repair" }, REFUSALS.noSuchLeak)).toContain("repair");
    const far = refusal(s, { type: "InteractLeak", use: "repair", leak: "a" }, REFUSALS.leakNotReachable);
    expect(far).toContain("'a'");
    expect(far).toContain("(1,0)");
    expect(
      refusal(s, { type: "InteractLeak", use: "repair", leak: "b" }, REFUSALS.leakAlreadyRepaired),
    ).toContain("'b'");
    expect(refusal(s, { type: "InteractLeak", use: "remedy" }, REFUSALS.noMatchingRemedy)).toContain(
      "remedy",
    );
    expect(
      refusal(
        s,
        { type: "InteractLeak", use: "remedy", remedy: "FuelNeutralizer" },
        REFUSALS.noMatchingRemedy,
      ),
    ).toContain("FuelNeutralizer");
    const wrong = refusal(
      s,
      { type: "InteractLeak", use: "remedy", leak: "b", remedy: "CoolantNeutralizer" },
      REFUSALS.noMatchingRemedy,
    );
    expect(wrong).toContain("fuel");
    expect(wrong).toContain("FuelNeutralizer");
    expect(
      refusal(s, { type: "InteractLeak", use: "remedy", leak: "b" }, REFUSALS.noMatchingRemedy),
    ).toContain("FuelNeutralizer");
  });

  it("a leak in a state from outside that has no access cell is reached from nowhere", () => {
    const game = newGame(robotAt({ ...baseLevel(), leaks: [leak("a", 1)] }, 1, 0));
    const copy = JSON.parse(JSON.stringify(game)) as GameState;
    copy.leaks[0]!.access = null;
    expect(
      refusal(copy, { type: "InteractLeak", use: "repair", leak: "a" }, REFUSALS.leakNotReachable),
    ).toContain("nowhere");
  });

  it("shield and reactor: the missing shield, the reactor by id", () => {
    expect(refusal(newGame(baseLevel()), { type: "ApplyHeatShield" }, REFUSALS.noHeatShield)).toContain(
      "HeatShield",
    );
    expect(refusal(newGame(baseLevel()), { type: "ActivateReactor" }, REFUSALS.notAtReactor)).toContain(
      "reactor",
    );
    expect(
      refusal(newGame(robotAt(baseLevel(), 3, 1)), { type: "ActivateReactor" }, REFUSALS.reactorNotReady),
    ).toContain("'core'");
    const spare = placeProp(baseLevel(), {
      kind: "reactor-control",
      id: "spare",
      at: P(5, 1),
      bindings: { fuel: P(6, 0), coolant: P(6, 2), electricity: P(6, 4) },
      activated: false,
    });
    const north = { type: "MoveRobot", direction: "north" } as const;
    const active = play(newGame(robotAt(spare, 3, 2)), [
      { type: "EndTurn" },
      north,
      { type: "ActivateReactor" },
    ]);
    expect(refusal(active.state, { type: "ActivateReactor" }, REFUSALS.reactorAlreadyActive)).toContain(
      "'core'",
    );
  });

  it("the budget: the action, its cost and what is left", () => {
    const level = { ...baseLevel(), balance: { actionsPerTurn: 3, actionCosts: { MoveRobot: 2 } } };
    const after = play(newGame(level), [{ type: "MoveRobot", direction: "east" }]).state;
    const message = refusal(after, { type: "MoveRobot", direction: "east" }, REFUSALS.notEnoughActions);
    expect(message).toContain("MoveRobot");
    expect(message).toContain("2");
    expect(message).toContain("1");
  });

  it("a finished level: whether it was won or lost", () => {
    const won = play(newGame(baseLevel()), [
      { type: "EndTurn" },
      { type: "MoveRobot", direction: "north" },
      { type: "MoveRobot", direction: "north" },
      { type: "ActivateReactor" },
    ]).state;
    expect(refusal(won, { type: "EndTurn" }, REFUSALS.gameOver)).toContain("won");
    const doomed = newGame(
      losingLevel(baseLevel(), "the timer ran out", [{ kind: "turn", op: "ge", value: 1 }]),
    );
    const lost = play(doomed, [{ type: "EndTurn" }]).state;
    expect(lost.levelState).toBe("Lost");
    expect(refusal(lost, { type: "EndTurn" }, REFUSALS.gameOver)).toContain("lost");
  });

  it("a malformed action: what was wrong with it, after a fixed prefix", () => {
    const s = newGame(baseLevel());
    const cases: [unknown, string][] = [
      [null, "null"],
      [[{ type: "EndTurn" }], "array"],
      ["EndTurn", "string"],
      [{ type: "Dance" }, "MoveRobot"],
      [{ type: "MoveRobot" }, "north"],
      [{ type: "EndTurn", x: 1 }, '"x"'],
    ];
    for (const [action, fragment] of cases) {
      const message = refusal(s, action, REFUSALS.malformedAction);
      expect(message).toMatch(/^not a reactor action: \S/);
      expect(message).toContain(fragment);
    }
  });
});
