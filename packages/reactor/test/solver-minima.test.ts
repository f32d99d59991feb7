import { describe, expect, it } from "vitest";
import { type Action, type Level, setNetworkCell, setTerrain } from "../src/index.js";
import { solveLevel } from "../src/solver/index.ts";
import { baseLevel, losingLevel, P, robotAt, setPropField } from "./helpers/levels.js";
import { playLine, referenceSolve } from "./helpers/solver-reference.js";

const N: Action = { type: "MoveRobot", direction: "north" };
const END: Action = { type: "EndTurn" };
const ACTIVATE: Action = { type: "ActivateReactor" };

/** The base level with the electricity line cut next to its consumer: the control rods never get power. */
const cutLevel = (): Level => setNetworkCell(baseLevel(), "electricity", P(5, 4), false);

describe("solveLevel on levels with known minima", () => {
  it("base level: two moves north onto the control, end the turn, activate — 2 turns, 3 actions", () => {
    // Nothing produces before the first simulation, so no win in turn 1; the control is 2 moves away.
    const result = solveLevel(baseLevel());
    expect(result.outcome).toBe("won");
    expect(result.minTurns).toBe(2);
    expect(result.minActions).toBe(3);
    expect(result.witness).toEqual([
      { turn: 1, actions: [N, N, END] },
      { turn: 2, actions: [ACTIVATE] },
    ]);
    expect(referenceSolve(baseLevel(), 3)).toEqual({ minTurns: 2, minActions: 3 });
  });

  it("a level already won: 0 turns, 0 actions, an empty witness", () => {
    const level = baseLevel();
    const won: Level = {
      ...level,
      props: level.props.map((p) => (p.kind === "reactor-control" ? { ...p, activated: true } : p)),
    };
    const result = solveLevel(won);
    expect(result).toMatchObject({ outcome: "won", minTurns: 0, minActions: 0, witness: [] });
    expect(result.stats.states).toBe(1);
  });

  it("the robot on the control: wait one turn, activate — 2 turns, 1 action", () => {
    const result = solveLevel(robotAt(baseLevel(), 3, 1));
    expect(result).toMatchObject({ outcome: "won", minTurns: 2, minActions: 1 });
    expect(result.witness).toEqual([
      { turn: 1, actions: [END] },
      { turn: 2, actions: [ACTIVATE] },
    ]);
  });

  it("control rods switched off: walk to them (4), switch on (1), walk back (6), activate (1) — 4 turns, 12 actions", () => {
    // 12 actions at 3 a turn need 4 turns; the switch comes in turn 2, so a simulation runs before turn 4.
    const level = setPropField(baseLevel(), "electricity-use", { enabled: false });
    const result = solveLevel(level);
    expect(result).toMatchObject({ outcome: "won", minTurns: 4, minActions: 12 });
    expect(result.witness.map((t) => t.actions.length)).toEqual([3, 3, 3, 3]);
    const played = playLine(
      level,
      result.witness.flatMap((t) => t.actions),
    );
    expect(played.state.levelState).toBe("Won");
    expect(referenceSolve(level, 4)).toEqual({ minTurns: 4, minActions: 12 });
  });

  it("a consumer with no source and no deadline: unwinnable, every state explored, the consumer named", () => {
    const result = solveLevel(cutLevel());
    expect(result.outcome).toBe("unwinnable");
    expect(result.minTurns).toBeNull();
    expect(result.minActions).toBeNull();
    expect(result.witness).toEqual([]);
    expect(result.losses).toEqual([]);
    expect(result.horizonStates).toBe(0);
    expect(result.neverProducing).toEqual(["electricity-use"]);
    expect(result.neverReady).toEqual(["core"]);
  });

  it("the same with a deadline: every line ends in the deadline's loss, with an example line", () => {
    const level = losingLevel(cutLevel(), "The shift is over.", [{ kind: "turn", op: "ge", value: 3 }]);
    const result = solveLevel(level);
    expect(result.outcome).toBe("unwinnable");
    expect(result.losses).toHaveLength(1);
    const [loss] = result.losses;
    expect(loss).toMatchObject({ reason: "rule-terminal", message: "The shift is over.", turn: 3 });
    expect(loss!.states).toBeGreaterThan(1);
    expect(loss!.example.map((t) => t.turn)).toEqual([1, 2, 3]);
    expect(
      playLine(
        level,
        loss!.example.flatMap((t) => t.actions),
      ).state.levelState,
    ).toBe("Lost");
  });

  it("a win in 4 turns is not found within 3: no win within the horizon, the lines still alive counted", () => {
    const level = setPropField(baseLevel(), "electricity-use", { enabled: false });
    const short = solveLevel(level, { horizon: 3 });
    expect(short.outcome).toBe("no-win-within-horizon");
    expect(short.horizon).toBe(3);
    expect(short.horizonStates).toBeGreaterThan(0);
    expect(short.losses).toEqual([]);
    expect(solveLevel(level, { horizon: 4 }).minTurns).toBe(4);
  });

  it("a rule that helps later is waited for: the turn it names keeps states apart, so no early 'unwinnable'", () => {
    // The power feed is walled in and off; a rule switches it on at the end of turn 3. Its first
    // simulation is turn 4's, so the core can be activated in turn 5.
    let level = setPropField(baseLevel(), "electricity-src", { enabled: false });
    level = setTerrain(setTerrain(level, P(1, 4), "wall"), P(0, 3), "wall");
    level = {
      ...level,
      events: [
        {
          id: "relief",
          enabled: true,
          repeat: "once",
          priority: 0,
          phase: "end-of-turn",
          when: [{ kind: "turn", op: "eq", value: 3 }],
          effects: [{ kind: "set-prop", at: P(0, 4), state: "enabled" }],
        },
      ],
    };
    const short = solveLevel(level, { horizon: 4 });
    expect(short.outcome).toBe("no-win-within-horizon");
    const result = solveLevel(level, { horizon: 6 });
    expect(result).toMatchObject({ outcome: "won", minTurns: 5, minActions: 3 });
    expect(referenceSolve(level, 5)).toEqual({ minTurns: 5, minActions: 3 });
  });
});
