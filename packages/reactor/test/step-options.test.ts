import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GameState, legalActions, newGame, step, stepWith } from "../src/index.js";
import { tutorial } from "./helpers/levels.js";

/** The state without what only records the past or the forecast. */
const core = (s: GameState) => {
  const { log: _log, forecast: _forecast, turnActions: _actions, levelState, ...rest } = s;
  return { ...rest, levelState: levelState === "Critical" ? "Caution" : levelState };
};

const level = tutorial("07-final-shift.json");

describe("stepWith", () => {
  it("with no options is step", () => {
    const start = newGame(level);
    for (const action of legalActions(start)) expect(stepWith(start, action)).toEqual(step(start, action));
  });

  it("closeSpentTurn: false leaves a spent turn open; an EndTurn then closes it exactly as step would have", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 10 }), fc.nat(), (picks, last) => {
        let state = newGame(level);
        for (const pick of picks) {
          const legal = legalActions(state);
          if (legal.length === 0) return;
          const r = step(state, legal[pick % legal.length]!);
          if (!r.ok) throw new Error(r.message);
          state = r.state;
        }
        const legal = legalActions(state).filter((a) => a.type !== "EndTurn");
        fc.pre(legal.length > 0 && state.actionsLeft === 1);
        const action = legal[last % legal.length]!;
        const direct = step(state, action);
        const open = stepWith(state, action, { closeSpentTurn: false });
        if (!direct.ok || !open.ok) throw new Error("refused");
        if (direct.state.levelState === "Won") return;
        expect(open.state.turn).toBe(state.turn);
        expect(open.state.actionsLeft).toBe(0);
        expect(legalActions(open.state)).toEqual([{ type: "EndTurn" }]);
        const closed = step(open.state, { type: "EndTurn" });
        if (!closed.ok) throw new Error(closed.message);
        expect(closed.state).toEqual({ ...direct.state, log: closed.state.log, turnActions: [] });
      }),
      { numRuns: 60, seed: 36_200 },
    );
  });

  it("forecasts: false skips step 16 only: no forecast, no raise to Critical, everything else the same", () => {
    let full = newGame(level);
    let bare = full;
    let raised = 0;
    for (let turn = 0; turn < 14; turn++) {
      const f = step(full, { type: "EndTurn" });
      const b = stepWith(bare, { type: "EndTurn" }, { forecasts: false });
      if (!f.ok || !b.ok) break;
      full = f.state;
      bare = b.state;
      expect(bare.forecast).toBeNull();
      if (bare.levelState !== full.levelState) {
        // the only difference step 16 makes: a forecast loss raised a calm level to Critical
        expect(full.levelState).toBe("Critical");
        expect(full.forecast?.lossTurn).not.toBeNull();
        raised++;
      }
      expect(core(bare)).toEqual(core(full));
    }
    // the final shift's forecast sees its losses coming: the raise did happen
    expect(raised).toBeGreaterThan(0);
  });
});
