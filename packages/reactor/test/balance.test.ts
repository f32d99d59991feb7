import { describe, expect, it } from "vitest";
import {
  BalanceSchema,
  DEFAULT_BALANCE,
  newGame,
  parseBalanceOverrides,
  resolveBalance,
} from "../src/index.js";
import { baseLevel } from "./helpers/levels.js";

describe("balance: one zod-validated object with defaults, overridable per level", () => {
  it("the defaults validate and carry the project's decisions", () => {
    expect(BalanceSchema.safeParse(DEFAULT_BALANCE).success).toBe(true);
    expect(DEFAULT_BALANCE.actionsPerTurn).toBe(3);
    expect(DEFAULT_BALANCE.forecastHorizon).toBe(5);
    for (const cost of Object.values(DEFAULT_BALANCE.actionCosts).filter((_, i, all) => i < all.length - 1))
      expect(cost).toBe(1);
  });

  it("level overrides merge deep into the defaults", () => {
    const r = resolveBalance({ forecastHorizon: 7, carriers: { fuel: { sourceAmount: 12 } } });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.value.forecastHorizon).toBe(7);
    expect(r.value.carriers.fuel.sourceAmount).toBe(12);
    expect(r.value.carriers.fuel.amountFalloff).toBe(DEFAULT_BALANCE.carriers.fuel.amountFalloff);
    expect(r.value.carriers.coolant).toEqual(DEFAULT_BALANCE.carriers.coolant);
    expect(newGame({ ...baseLevel(), balance: { actionsPerTurn: 5 } }).actionsLeft).toBe(5);
  });

  it("rejects unknown keys, wrong types and inconsistent thresholds, naming the path", () => {
    expect(parseBalanceOverrides({ actionsPerTurns: 3 }).ok).toBe(false);
    const wrong = parseBalanceOverrides({ bands: { heat: { caution: "3" } } });
    expect(!wrong.ok && wrong.issues[0]?.path).toBe("$.bands.heat.caution");
    const inconsistent = resolveBalance({ reactor: { caution: 8 } });
    expect(inconsistent.ok).toBe(false);
    expect(resolveBalance({ clamps: { fuel: { min: 3, max: 1 } } }).ok).toBe(false);
  });
});
