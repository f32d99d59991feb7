import { DEFAULT_BALANCE, resolveBalance } from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import { balanceLeaves, getIn, setOverride } from "../../src/routes/reactor/editor/balance-overrides.ts";

describe("balance overrides", () => {
  it("lists every numeric leaf of the default balance with its path", () => {
    const leaves = balanceLeaves(DEFAULT_BALANCE);
    expect(leaves.length).toBeGreaterThan(20);
    for (const leaf of leaves) expect(getIn(DEFAULT_BALANCE, leaf.path)).toBe(leaf.value);
    expect(leaves.map((l) => l.path.join("."))).toContain("carriers.fuel.sourceAmount");
  });

  it("setting and clearing overrides prunes empty groups down to undefined", () => {
    let o = setOverride(undefined, ["carriers", "fuel", "sourceAmount"], 7);
    o = setOverride(o, ["actionsPerTurn"], 4);
    expect(o).toEqual({ carriers: { fuel: { sourceAmount: 7 } }, actionsPerTurn: 4 });
    expect(resolveBalance(o).ok).toBe(true);
    o = setOverride(o, ["carriers", "fuel", "sourceAmount"], undefined);
    expect(o).toEqual({ actionsPerTurn: 4 });
    expect(setOverride(o, ["actionsPerTurn"], undefined)).toBeUndefined();
  });
});
