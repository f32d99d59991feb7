import { describe, expect, it } from "vitest";
import { bandIndex, bandOf, DEFAULT_BALANCE, ELEMENTS, formatValue, hazardBand } from "../src/index.js";

// Condition bands (docs/reactor/rules.md, "The pair table"): a value is safe below `caution`, caution from
// `caution` up to below `critical`, critical from `critical` up. The UI shows values with one decimal.

describe("bands: each threshold belongs to the band it starts (isolated formula)", () => {
  const t = { caution: 2, critical: 5 };

  it("just below, at and above each threshold", () => {
    const cases: [number, string, number][] = [
      [-1, "safe", 0],
      [0, "safe", 0],
      [1.999, "safe", 0],
      [2, "caution", 1],
      [4.999, "caution", 1],
      [5, "critical", 2],
      [99, "critical", 2],
    ];
    expect(cases.map(([v]) => [v, bandOf(v, t), bandIndex(v, t)])).toEqual(cases);
  });

  it("a hazard's band uses its own element's thresholds from the balance", () => {
    for (const element of ELEMENTS) {
      const { caution, critical } = DEFAULT_BALANCE.bands[element];
      expect(
        [caution - 0.01, caution, critical - 0.01, critical].map((v) =>
          hazardBand(DEFAULT_BALANCE, element, v),
        ),
      ).toEqual(["safe", "caution", "caution", "critical"]);
    }
    // Electricity turns caution earlier than fuel in the default balance.
    expect(DEFAULT_BALANCE.bands.electricity.caution).toBeLessThan(DEFAULT_BALANCE.bands.fuel.caution);
    const v = DEFAULT_BALANCE.bands.electricity.caution;
    expect([hazardBand(DEFAULT_BALANCE, "electricity", v), hazardBand(DEFAULT_BALANCE, "fuel", v)]).toEqual([
      "caution",
      "safe",
    ]);
  });
});

describe("formatValue: one decimal, as the UI shows values", () => {
  it("rounds to the nearest tenth", () => {
    expect([0, 7, 4.26, 4.24, -1.26, -1.24].map(formatValue)).toEqual([
      "0.0",
      "7.0",
      "4.3",
      "4.2",
      "-1.3",
      "-1.2",
    ]);
  });

  it("a small negative value that rounds to zero shows 0.0, never -0.0", () => {
    expect([-0, -0.04, -0.049].map(formatValue)).toEqual(["0.0", "0.0", "0.0"]);
  });
});
