import { beforeEach, describe, expect, it } from "vitest";
import {
  CARRIERS,
  ELEMENTS,
  type GameState,
  newGame,
  type Prop,
  REFUSALS,
  stateRefusal,
  step,
} from "../src/index.js";
import { junctionLevel } from "./helpers/junction-level.js";
import { baseLevel, losingLevel, P, setPropField, withProp } from "./helpers/levels.js";

/** The cross-junction level plus a door, a terminal and a remedy supply: a prop of every kind but one. */
function manyKinds(): GameState {
  let level = junctionLevel("cross-junction", "2/2/2");
  const extra: Prop[] = [
    { kind: "door", id: "door", at: P(1, 1), edge: [P(1, 1), P(2, 1)], open: true },
    { kind: "terminal", id: "eye", at: P(6, 6), unlocked: false },
    { kind: "remedy-supply", id: "kit", at: P(2, 5), supply: "FuelRemedySupply", depleted: false },
  ];
  for (const prop of extra) level = withProp(level, prop);
  return newGame(level);
}

/** A JSON copy (a state from outside) with prop `id` patched. */
function patched(state: GameState, id: string, patch: Record<string, unknown>): GameState {
  const copy = JSON.parse(JSON.stringify(state)) as GameState;
  copy.props = copy.props.map((p) => (p.id === id ? ({ ...p, ...patch } as Prop) : p));
  return copy;
}

describe("a state from outside must hold its level's props on their cells, with their carriers and bindings", () => {
  let state!: GameState;
  beforeEach(() => {
    state = manyKinds();
  });

  it("a copy whose props changed only their state (as play changes them) is a valid state", () => {
    expect(stateRefusal(JSON.parse(JSON.stringify(state)))).toBeNull();
    const played: [string, Record<string, unknown>][] = [
      ["src", { enabled: false }],
      ["north", { enabled: false }],
      ["split", { mode: "0/3/3" }],
      ["door", { open: false }],
      ["eye", { unlocked: true }],
      ["kit", { depleted: true }],
      ["core", { activated: true }],
    ];
    for (const [id, patch] of played) expect(stateRefusal(patched(state, id, patch)), id).toBeNull();
    const tee = newGame(junctionLevel("t-junction", "2/2"));
    expect(stateRefusal(patched(tee, "split", { mode: "1/3" }))).toBeNull();
  });

  it("a copy that moved a prop, changed its carrier or re-bound a reactor is refused (invalid-state)", () => {
    // Readiness and the networks find props by cell and carrier: such a copy is no state of its level.
    const changed: [string, Record<string, unknown>][] = [
      ["south", { at: P(3, 6) }],
      ["core", { at: P(6, 6) }],
      ["south", { carrier: "coolant" }],
      ["src", { carrier: "electricity" }],
      ["core", { bindings: { fuel: P(0, 3), coolant: P(8, 8), electricity: P(8, 7) } }],
      ["core", { bindings: { fuel: P(4, 6), coolant: P(8, 8), electricity: null } }],
    ];
    for (const [id, patch] of changed) {
      const refusal = stateRefusal(patched(state, id, patch));
      expect(refusal, `${id} ${JSON.stringify(patch)}`).toMatchObject({
        ok: false,
        code: REFUSALS.invalidState,
        message: expect.stringContaining("$.props"),
      });
    }
  });
});

describe("a state from outside is checked in full; a refusal names the path and what was expected", () => {
  let game!: GameState;
  beforeEach(() => {
    game = newGame(baseLevel());
  });
  const copy = () => JSON.parse(JSON.stringify(game)) as GameState;
  const refusal = (state: unknown) => stateRefusal(state)?.message ?? null;

  it("a copy of the engine's state is valid, with the robot anywhere on the grid", () => {
    expect(stateRefusal(copy())).toBeNull();
    for (const at of [
      P(0, 0),
      P(game.width - 1, game.height - 1),
      P(0, game.height - 1),
      P(game.width - 1, 0),
    ]) {
      expect(stateRefusal({ ...copy(), robot: { ...game.robot, at } }), JSON.stringify(at)).toBeNull();
    }
  });

  it("the shape: the path of the first wrong field", () => {
    expect(refusal({ ...copy(), turn: 0 })).toMatch(/^not a valid game state: \$\.turn: /);
  });

  it("the level: its first validation error, under $.level", () => {
    const level = { ...game.level, robot: { ...game.level.robot, at: P(-1, 2) } };
    expect(refusal({ ...copy(), level })).toMatch(/^not a valid game state: \$\.level\.robot\.at: /);
  });

  it("the size must be the level's: width and height each named", () => {
    expect(refusal({ ...copy(), width: game.width + 1 })).toMatch(/\$\.width: does not match the level$/);
    expect(refusal({ ...copy(), height: game.height + 1 })).toMatch(/\$\.height: does not match the level$/);
  });

  it("every per-cell layer must fit the grid and hold finite numbers", () => {
    const cells = game.width * game.height;
    const layers: [string, (s: GameState) => number[]][] = [
      ...CARRIERS.flatMap((c): [string, (s: GameState) => number[]][] => [
        [`networks.${c}.present`, (s) => s.networks[c].present],
        [`networks.${c}.amount`, (s) => s.networks[c].amount],
        [`networks.${c}.potential`, (s) => s.networks[c].potential],
        [`blocks.${c}`, (s) => s.blocks[c]],
      ]),
      ...ELEMENTS.map((e): [string, (s: GameState) => number[]] => [`hazards.${e}`, (s) => s.hazards[e]]),
    ];
    for (const [path, layer] of layers) {
      const short = copy();
      layer(short).pop();
      expect(refusal(short), path).toBe(
        `not a valid game state: $.${path}: expected ${cells} cells (width × height)`,
      );
      for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
        const odd = copy();
        layer(odd)[1] = bad;
        expect(refusal(odd), `${path} ${bad}`).toMatch(`not a valid game state: $.${path}[1]: `);
      }
    }
  });

  it("the robot must stand on the grid: each of the four edges is checked", () => {
    for (const at of [P(-1, 2), P(2, -1), P(game.width, 2), P(2, game.height)]) {
      expect(refusal({ ...copy(), robot: { ...game.robot, at } }), JSON.stringify(at)).toBe(
        "not a valid game state: $.robot.at: off the grid",
      );
    }
  });
});

describe("a state from outside keeps what its level fixes: door edges, supplies and reactor areas", () => {
  let state!: GameState;
  beforeEach(() => {
    state = manyKinds();
  });

  it("a copy whose door gates another edge, whose supply holds another remedy or whose reactor has another area is refused", () => {
    const changed: [string, Record<string, unknown>][] = [
      ["door", { edge: [P(1, 1), P(1, 2)] }],
      ["door", { edge: [P(2, 1), P(1, 1)] }],
      ["door", { edge: null }],
      ["kit", { supply: "HeatRemedySupply" }],
      ["core", { area: [P(4, 4)] }],
    ];
    for (const [id, patch] of changed) {
      expect(stateRefusal(patched(state, id, patch)), `${id} ${JSON.stringify(patch)}`).toMatchObject({
        ok: false,
        code: REFUSALS.invalidState,
        message: expect.stringContaining("$.props"),
      });
    }
  });

  it("an authored reactor area must stay as authored", () => {
    const level = setPropField(baseLevel(), "core", { area: [P(3, 1), P(3, 2)] });
    const game = newGame(level);
    expect(stateRefusal(JSON.parse(JSON.stringify(game)))).toBeNull();
    const copy = JSON.parse(JSON.stringify(game)) as GameState;
    copy.props = copy.props.map((p) => (p.kind === "reactor-control" ? { ...p, area: [P(3, 1)] } : p));
    expect(stateRefusal(copy)?.message).toMatch(/\$\.props/);
    const dropped = JSON.parse(JSON.stringify(game)) as GameState;
    dropped.props = dropped.props.map((p) => {
      if (p.kind !== "reactor-control") return p;
      const { area: _a, ...rest } = p;
      return rest;
    });
    expect(stateRefusal(dropped)?.message).toMatch(/\$\.props/);
  });
});

describe("a state from outside: a loss and the level state Lost come together", () => {
  let game!: GameState;
  beforeEach(() => {
    game = newGame(baseLevel());
  });
  const copy = () => JSON.parse(JSON.stringify(game)) as GameState;
  const loss = { reason: "rule-terminal", message: "the shift ends" } as const;

  it("a lost state the engine made is valid, and so is its JSON copy", () => {
    // a level lost by a rule event, as the engine plays it
    const doomed = newGame(losingLevel(baseLevel(), "the shift ends"));
    const ended = step(doomed, { type: "EndTurn" });
    if (!ended.ok) throw new Error(ended.code);
    expect(ended.state).toMatchObject({ levelState: "Lost", loss: { reason: "rule-terminal" } });
    expect(stateRefusal(JSON.parse(JSON.stringify(ended.state)))).toBeNull();
  });

  it("a loss in a level state other than Lost is refused at $.levelState", () => {
    for (const levelState of ["Stable", "Caution", "Critical", "Ready", "Won"] as const) {
      expect(stateRefusal({ ...copy(), levelState, loss }), levelState).toMatchObject({
        ok: false,
        code: REFUSALS.invalidState,
        message: 'not a valid game state: $.levelState: expected "Lost" (the level has a loss)',
      });
    }
  });

  it("Lost without a loss is refused at $.loss", () => {
    expect(stateRefusal({ ...copy(), levelState: "Lost", loss: null })).toMatchObject({
      ok: false,
      code: REFUSALS.invalidState,
      message: "not a valid game state: $.loss: a lost level must say why",
    });
  });
});

describe("a state from outside: the log and the loss have their shapes", () => {
  let endedState!: GameState;
  beforeEach(() => {
    const ended = step(newGame(baseLevel()), { type: "EndTurn" });
    if (!ended.ok) throw new Error(ended.code);
    endedState = ended.state;
  });
  const copy = () => JSON.parse(JSON.stringify(endedState)) as GameState;

  it("a simulated state's log passes; an entry without a type is refused at its path", () => {
    expect(copy().log.length).toBeGreaterThan(0);
    expect(stateRefusal(copy())).toBeNull();
    const log = [...copy().log, { step: "derive-level-state" }];
    expect(stateRefusal({ ...copy(), log })?.message).toMatch(
      new RegExp(`^not a valid game state: \\$\\.log\\[${log.length - 1}\\]\\.type: `),
    );
  });

  it("a loss names a known reason and a message", () => {
    const lost = { ...copy(), levelState: "Lost" as const };
    expect(stateRefusal({ ...lost, loss: { reason: "robot-hazard", message: "m", at: P(1, 1) } })).toBeNull();
    expect(stateRefusal({ ...lost, loss: { reason: "bored", message: "m" } })?.message).toMatch(
      /^not a valid game state: \$\.loss\.reason: /,
    );
    expect(stateRefusal({ ...lost, loss: { reason: "robot-hazard" } })?.message).toMatch(
      /^not a valid game state: \$\.loss\.message: /,
    );
  });
});
