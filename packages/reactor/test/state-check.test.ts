import { describe, expect, it } from "vitest";
import { type GameState, newGame, type Prop, REFUSALS, stateRefusal } from "../src/index.js";
import { junctionLevel } from "./helpers/junction-level.js";
import { P, withProp } from "./helpers/levels.js";

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
  const state = manyKinds();

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
