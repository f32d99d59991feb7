import { describe, expect, it } from "vitest";
import { editorView, formatValue, newGame, placeProp, view } from "../src/index.js";
import { baseLevel, endTurns, gameWith, P, play } from "./helpers/levels.js";

const withEye = () =>
  placeProp(
    { ...baseLevel(), robot: { at: P(2, 3), inventory: [], heatImmunity: 0 } },
    { kind: "terminal", id: "eye", at: P(2, 3), unlocked: false },
  );

describe("visibility: underground layers only after the all-seeing-eye terminal", () => {
  it("gameplay hides every underground layer before the terminal is used", () => {
    const v = view(newGame(withEye()));
    expect(v.mode).toBe("gameplay");
    expect(v.diagnosticsUnlocked).toBe(false);
    expect(v.underground).toBeNull();
    expect(JSON.stringify(v)).not.toMatch(/"potential"|"pressure"|"voltage"/);
  });

  it("the surface stays visible: terrain, props with consumer services, hazards with bands, level state, forecast", () => {
    const state = gameWith(withEye(), (s) => {
      s.hazards.heat[s.width * 3 + 5] = 4.26;
    });
    const v = view(state);
    expect(v.terrain).toEqual(baseLevel().terrain);
    expect(v.props.find((p) => p.id === "fuel-use")).toMatchObject({ service: "supplied", required: true });
    expect(v.hazards).toEqual([
      {
        at: P(5, 3),
        values: { fuel: 0, coolant: 0, electricity: 0, heat: 4.26 },
        bands: { fuel: "safe", coolant: "safe", electricity: "safe", heat: "caution" },
        blocks: { fuel: 0, coolant: 0, electricity: 0 },
      },
    ]);
    expect(formatValue(4.26)).toBe("4.3");
    expect(v.levelState).toBe(state.levelState);
    expect(v.forecast).toEqual(state.forecast);
    expect(v.reactors[0]).toMatchObject({ id: "core", heatBand: "safe" });
  });

  it("after the terminal: all three layers with structure, amounts, pressure or voltage and connectivity", () => {
    const unlocked = play(
      newGame({
        ...withEye(),
        leaks: [{ id: "k", carrier: "fuel", at: P(2, 0), access: P(2, 0), severity: 1, repaired: false }],
      }),
      [{ type: "InteractProp" }, { type: "EndTurn" }],
    ).state;
    const v = view(unlocked);
    expect(v.diagnosticsUnlocked).toBe(true);
    expect(v.underground).not.toBeNull();
    const u = v.underground!;
    expect(u.fuel.quantity).toBe("pressure");
    expect(u.electricity.quantity).toBe("voltage");
    expect(u.fuel.cells).toHaveLength(7);
    expect(u.fuel.cells.find((c) => c.at.x === 2)?.state).toBe("leaking");
    expect(u.fuel.cells.find((c) => c.at.x === 3)?.state).toBe("intact");
    expect(u.fuel.cells[0]!.amount).toBeGreaterThan(u.fuel.cells[6]!.amount);
    expect(u.coolant.connectivity).toEqual([
      { consumer: "coolant-use", at: P(6, 2), sources: ["coolant-src"] },
    ]);
  });

  it("the editor view always shows everything", () => {
    const v = editorView(newGame(withEye()));
    expect(v.mode).toBe("editor");
    expect(v.underground?.electricity.cells).toHaveLength(7);
  });

  it("a level can start unlocked", () => {
    expect(view(newGame({ ...baseLevel(), diagnosticsUnlocked: true })).underground).not.toBeNull();
  });

  it("views are plain JSON", () => {
    const v = view(endTurns(newGame(withEye()), 1).state);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });
});
