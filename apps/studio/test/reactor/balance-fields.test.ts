import { DEFAULT_BALANCE } from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import { balanceGroup, balanceLabel, rangeText } from "../../src/routes/reactor/editor/balance-labels.ts";
import { balanceLeaves, setOverride } from "../../src/routes/reactor/editor/balance-overrides.ts";
import { balanceRanges, checkBalance } from "../../src/routes/reactor/engine/balance-rules.ts";
import { numberProblem } from "../../src/routes/reactor/ui/fields.tsx";

const LEAVES = balanceLeaves(DEFAULT_BALANCE);
const ranges = new Map(balanceRanges().map((r) => [r.path, r]));

describe("balance fields: plain names, the engine's ranges, refusals in words", () => {
  it("every balance number has a range read from the engine's schema, and its default is inside it", () => {
    expect(ranges.size).toBe(LEAVES.length);
    for (const leaf of LEAVES) {
      const range = ranges.get(leaf.path.join("."));
      expect(range, leaf.path.join(".")).toBeDefined();
      expect(
        numberProblem(String(leaf.value), {
          ...range,
          min: range?.min ?? undefined,
          max: range?.max ?? undefined,
        }),
      ).toBeNull();
    }
    expect(ranges.get("actionsPerTurn")).toMatchObject({ min: 1, max: null, integer: true });
    expect(ranges.get("forecastHorizon")).toMatchObject({ min: 1, max: 50, integer: true });
    expect(ranges.get("pairs.fuelFlow")).toMatchObject({ min: 0, max: 1, integer: false });
    expect(rangeText(ranges.get("forecastHorizon")!)).toBe("from 1 to 50, whole");
    expect(rangeText(ranges.get("pairs.fuelFlow")!)).toBe("from 0 to 1");
  });

  it("every number has a plain name (no code names like demandPotential), unique within its group", () => {
    const byGroup = new Map<string, Set<string>>();
    for (const leaf of LEAVES) {
      const label = balanceLabel(leaf.path);
      expect(label, leaf.path.join(".")).not.toMatch(/[a-z][A-Z]|\./);
      const group = byGroup.get(balanceGroup(leaf.path)) ?? new Set();
      expect(group.has(label), label).toBe(false);
      group.add(label);
      byGroup.set(balanceGroup(leaf.path), group);
    }
    expect(balanceLabel(["carriers", "coolant", "demandAmount"])).toBe("Coolant: amount a consumer needs");
  });

  it("the engine refuses values out of range and broken rules between numbers, in plain words", () => {
    expect(checkBalance(setOverride(undefined, ["actionsPerTurn"], 4))).toEqual({ ok: true });
    const negative = checkBalance(setOverride(undefined, ["carriers", "fuel", "sourceAmount"], -1));
    expect(negative.ok).toBe(false);
    const caution = checkBalance(setOverride(undefined, ["bands", "heat", "caution"], 9));
    expect(caution).toEqual({
      ok: false,
      problems: [{ path: "bands.heat", message: "the caution level has to stay below the critical level" }],
    });
    const reactor = checkBalance(setOverride(undefined, ["reactor", "terminal"], 0));
    expect(reactor.ok || reactor.problems[0]?.message).toMatch(/caution < critical < terminal/);
  });

  it("a number field says why it refuses a value", () => {
    expect(numberProblem("", {})).toBe("Enter a number.");
    expect(numberProblem("abc", {})).toBe("Enter a number.");
    expect(numberProblem("1.5", { min: 1, integer: true })).toBe("Enter a whole number of at least 1.");
    expect(numberProblem("0", { min: 1, max: 50, integer: true })).toBe("Enter a whole number from 1 to 50.");
    expect(numberProblem("2", { min: 0, max: 1 })).toBe("Enter a number from 0 to 1.");
    expect(numberProblem("0.5", { min: 0, max: 1 })).toBeNull();
  });
});
