import { describe, expect, it } from "vitest";
import { type Balance, DEFAULT_BALANCE, parseBalance, resolveBalance, validateLevel } from "../src/index.js";
import { baseLevel } from "./helpers/levels.js";

/** docs/reactor/balance.md: clamps are ranges, bands need caution < critical, the reactor caution < critical < terminal. */

function issuesOf(result: ReturnType<typeof resolveBalance>) {
  return result.ok ? [] : result.issues;
}

describe("balance consistency checks (resolved as a whole)", () => {
  it("a clamp range may be a single value but not run backwards", () => {
    expect(resolveBalance({ clamps: { fuel: { min: 2, max: 2 } } }).ok).toBe(true);
    expect(issuesOf(resolveBalance({ clamps: { heat: { min: 3, max: 1 } } }))).toEqual([
      expect.objectContaining({ path: "$.clamps.heat", message: "min must be ≤ max" }),
    ]);
    expect(issuesOf(resolveBalance({ clamps: { amount: { min: 0.5 } } }))).toEqual([]);
    expect(issuesOf(resolveBalance({ clamps: { amount: { min: 20.5 } } }))).toEqual([
      expect.objectContaining({ path: "$.clamps.amount", message: "min must be ≤ max" }),
    ]);
  });

  it("band thresholds need caution strictly below critical", () => {
    expect(resolveBalance({ bands: { fuel: { caution: 5.9 } } }).ok).toBe(true);
    for (const overrides of [
      { bands: { fuel: { caution: 6 } } },
      { bands: { heat: { caution: 7 } } },
      { networkBands: { potential: { critical: 12 } } },
    ]) {
      const issues = issuesOf(resolveBalance(overrides));
      expect(issues, JSON.stringify(overrides)).toHaveLength(1);
      expect(issues[0], JSON.stringify(overrides)).toMatchObject({ message: "caution must be < critical" });
    }
    expect(issuesOf(resolveBalance({ bands: { electricity: { caution: 5 } } }))[0]).toMatchObject({
      path: "$.bands.electricity",
    });
  });

  it("reactor heat thresholds need caution < critical < terminal, each step strictly", () => {
    expect(resolveBalance({ reactor: { caution: 5.9, critical: 6, terminal: 6.1 } }).ok).toBe(true);
    for (const reactor of [
      { caution: 6 }, // caution = critical
      { caution: 8 }, // caution > critical
      { terminal: 6 }, // critical = terminal
      { terminal: 5 }, // critical > terminal (caution < critical still holds)
      { critical: 2 }, // critical < caution
    ]) {
      const issues = issuesOf(resolveBalance({ reactor }));
      expect(issues, JSON.stringify(reactor)).toEqual([
        expect.objectContaining({ path: "$.reactor", message: "need caution < critical < terminal" }),
      ]);
    }
  });

  it("a level whose overrides break a check cannot run (balance-invalid)", () => {
    const report = validateLevel({ ...baseLevel(), balance: { reactor: { terminal: 6 } } });
    expect(report.ok).toBe(false);
    expect(report.errors.map((e) => e.code)).toContain("balance-invalid");
  });
});

describe("resolveBalance merges overrides leaf by leaf into the defaults", () => {
  it("no overrides, or empty ones, give the defaults", () => {
    expect(resolveBalance()).toEqual({ ok: true, value: DEFAULT_BALANCE });
    expect(resolveBalance({})).toEqual({ ok: true, value: DEFAULT_BALANCE });
    expect(resolveBalance({ carriers: {} })).toEqual({ ok: true, value: DEFAULT_BALANCE });
  });

  it("a leaf replaces the default leaf; its siblings keep their defaults at every depth", () => {
    const r = resolveBalance({ pairs: { warm1: 0.75 }, carriers: { electricity: { demandPotential: 4 } } });
    const expected: Balance = structuredClone(DEFAULT_BALANCE);
    expected.pairs.warm1 = 0.75;
    expected.carriers.electricity.demandPotential = 4;
    expect(r).toEqual({ ok: true, value: expected });
  });

  it("an override may set a leaf to 0 (a falsy value is still an override)", () => {
    const r = resolveBalance({ inventoryCapacity: 0, pairs: { fuelFlow: 0 } });
    expect(r.ok && [r.value.inventoryCapacity, r.value.pairs.fuelFlow]).toEqual([0, 0]);
  });

  it("merges into the base it is given, not only the defaults", () => {
    const base: Balance = structuredClone(DEFAULT_BALANCE);
    base.actionsPerTurn = 4;
    base.carriers.fuel.sourceAmount = 14;
    const r = resolveBalance({ carriers: { fuel: { demandAmount: 2 } } }, base);
    expect(r.ok && r.value.actionsPerTurn).toBe(4);
    expect(r.ok && r.value.carriers.fuel).toEqual({ ...base.carriers.fuel, demandAmount: 2 });
    expect(base.carriers.fuel.demandAmount).toBe(DEFAULT_BALANCE.carriers.fuel.demandAmount);
  });

  it("a value of the wrong kind is not merged into: an object where a number belongs, or null, is refused", () => {
    const asObject = resolveBalance({ actionsPerTurn: { value: 3 } } as never);
    expect(asObject.ok).toBe(false);
    expect(!asObject.ok && asObject.issues[0]?.path).toBe("$.actionsPerTurn");
    const asNull = resolveBalance({ carriers: null } as never);
    expect(!asNull.ok && asNull.issues[0]?.path).toBe("$.carriers");
    const asNumber = resolveBalance({ pairs: 3 } as never);
    expect(!asNumber.ok && asNumber.issues[0]?.path).toBe("$.pairs");
    const nullLeaf = resolveBalance({ pairs: { warm1: null } } as never);
    expect(!nullLeaf.ok && nullLeaf.issues[0]?.path).toBe("$.pairs.warm1");
    // the refusal names what was found: an array stays an array
    const asArray = resolveBalance({ actionsPerTurn: [3] } as never);
    expect(asArray).toMatchObject({
      ok: false,
      issues: [
        { path: "$.actionsPerTurn", code: "invalid_type", message: expect.stringMatching(/received array/) },
      ],
    });
  });

  it("parseBalance needs every field", () => {
    expect(parseBalance(DEFAULT_BALANCE).ok).toBe(true);
    const { presence: _p, ...missing } = DEFAULT_BALANCE;
    const r = parseBalance(missing);
    expect(!r.ok && r.issues[0]?.path).toBe("$.presence");
  });
});
