import { exactLimitReport, type PackLevelProof } from "@rulekit/shell-tide";
import { describe, expect, it } from "vitest";
import {
  chartLayout,
  MIN_BAR,
  niceTop,
  tickStep,
  VALUE_HEIGHT,
} from "../../src/routes/shell-tide/levels/chart-model.ts";
import {
  distributionBars,
  tableComparison,
  tableVerdict,
} from "../../src/routes/shell-tide/levels/designer-model.ts";
import {
  proofLimitAdvice,
  roughly,
  solverLimitAdvice,
} from "../../src/routes/shell-tide/levels/limit-advice.ts";
import { makeLevel } from "./levels.ts";
import { packLevels, packProof } from "./pack-levels.ts";

const proofOf = (n: number) => packProof().levels.find((l) => l.level === n)! as PackLevelProof;

describe("the D chart's layout", () => {
  it("has a y axis of round ticks from 0 to a nice top above every bar", () => {
    expect(niceTop(0.82)).toBe(1);
    expect(niceTop(0.711)).toBe(0.75);
    expect(niceTop(0.2)).toBe(0.2);
    expect([tickStep(1), tickStep(0.75), tickStep(0.5), tickStep(0.25), tickStep(0.1)]).toEqual([
      0.25, 0.25, 0.1, 0.05, 0.02,
    ]);
    // Bars of a level whose largest share is 82% (axis to 100%) and of one whose largest is 71.1% (to 75%).
    const bars = (shares: number[]) => shares.map((share, i) => ({ turns: 4 + i, share, band: 2 as const }));
    const high = chartLayout(bars([0.05, 0.82, 0.1, 0.03]), 5, 4, 8);
    expect(high.yTicks.map((t) => t.label)).toEqual(["0%", "25%", "50%", "75%", "100%"]);
    expect(high.xTicks.map((t) => t.turns)).toEqual([4, 5, 6, 7, 8]);
    const lower = chartLayout(bars([0.2, 0.711, 0.089]), 5, 4, 6);
    expect(lower.yTicks.map((t) => t.label)).toEqual(["0%", "25%", "50%", "75%"]);
    // On every pack level the axis starts at 0 and its top tick is above every bar.
    for (let n = 1; n <= 10; n++) {
      const p = proofOf(n);
      const layout = chartLayout(distributionBars(p), p.p75, p.optimalTurns, p.maxTurns);
      expect(layout.yTicks[0]!.share).toBe(0);
      const top = layout.yTicks.at(-1)!.share;
      for (const bar of distributionBars(p)) expect(bar.share, `level ${n}`).toBeLessThanOrEqual(top + 1e-9);
    }
  });

  it("draws every bar with a share visibly (the 3★ one of Level 10 is 0.1%)", () => {
    for (const n of [1, 10]) {
      const p = proofOf(n);
      for (const bar of chartLayout(distributionBars(p), p.p75, p.optimalTurns, p.maxTurns).bars) {
        expect(bar.height).toBeGreaterThanOrEqual(MIN_BAR);
      }
    }
  });

  it("shades the rating bands over the turns (3★ at O, then 2★, 1★, ✕ beyond max)", () => {
    const p = proofOf(1);
    const bands = chartLayout(distributionBars(p), p.p75, p.optimalTurns, p.maxTurns).bands;
    expect(bands.map((b) => [b.band, b.from, b.to])).toEqual([
      [3, 1, 1],
      [2, 2, 3],
      [1, 4, 5],
      [0, 6, 7],
    ]);
  });

  it("breaks the P75 line round the P75 bar's value label", () => {
    for (const n of [1, 4, 10]) {
      const p = proofOf(n);
      const layout = chartLayout(distributionBars(p), p.p75, p.optimalTurns, p.maxTurns);
      const bar = layout.bars.find((b) => b.turns === p.p75)!;
      for (const s of layout.p75!.segments) {
        expect(s.y2 <= bar.valueY - VALUE_HEIGHT || s.y1 >= bar.valueY + 3).toBe(true);
      }
    }
  });
});

describe("the spec-table check", () => {
  it("lists every column and marks each difference, for the whole pack", () => {
    for (const { number, level } of packLevels) {
      const cells = tableComparison(level, proofOf(number));
      expect(cells.map((c) => c.column.split(":")[0])).toEqual([
        "Nodes",
        "Wet pits",
        "Starfish",
        "O (optimal turns)",
        "P75 of D",
        "Max turns",
        "Final Tide Sweep",
        "Current Arrows",
        "R (recovery slack)",
        "Focus",
      ]);
      const verdict = tableVerdict(cells);
      for (const c of cells.filter((x) => !x.ok)) expect(verdict).toContain(c.column);
      if (cells.every((c) => c.ok)) expect(verdict).toMatch(/^Meets every column/);
    }
  });

  it("says Level 10 meets every column (P75 included), and Level 1 differs in R, with its reason", () => {
    const ten = tableComparison(packLevels[9]!.level, proofOf(10));
    expect(ten.filter((c) => !c.ok)).toEqual([]);
    expect(ten.find((c) => c.column === "P75 of D")).toMatchObject({ ok: true, table: "6", actual: "6" });
    const one = tableComparison(packLevels[0]!.level, proofOf(1)).filter((c) => !c.ok);
    expect(one.map((c) => [c.column, c.table, c.actual])).toEqual([["R (recovery slack)", "2", "4"]]);
    expect(one[0]!.reason).toMatch(/clamp\(max\(emotion seed/);
    expect(tableVerdict(tableComparison(packLevels[0]!.level, proofOf(1)))).toBe(
      "Meets 9 of 10 columns of the spec table; differs in R (recovery slack) (table 2, this level 4).",
    );
  });
});

describe("the exact limits in plain words", () => {
  const ring = (cells: (number | "W")[]) => {
    const wet = cells.flatMap((c, i) => (c === "W" ? [i] : []));
    return makeLevel(
      cells.map((c) => (c === "W" ? 0 : c)),
      { wetPits: wet },
    );
  };

  it("explains the proof's limit with the board's own figures and what would fit", () => {
    const report = exactLimitReport(ring([8, "W", 3, 0, 4, 2, 0, 5, "W", 6, 0, 7]));
    const advice = proofLimitAdvice(report)!;
    expect(advice.explanation).toContain("10 sand pits holding up to 35 starfish");
    expect(advice.explanation).toContain("about 3.2 billion ways (3,190,187,286)");
    expect(advice.explanation).toContain("about 16.8 million (16,777,216)");
    expect(advice.explanation).toContain("190 times over the limit");
    expect(advice.explanation).toContain("The solver can still find the optimal path");
    // what fits both of the proof's limits, whatever the start (the moves' bound is the tighter here)
    expect(advice.advice[0]).toBe("use at most 14 starfish on these 10 sand pits (it has 35);");
    expect(advice.advice[1]).toContain("at most 5 sand pits");
    expect(solverLimitAdvice(report)).toBeNull();
    expect(proofLimitAdvice(exactLimitReport(ring([1, 0, 0, 2, 0, 2, 0, 1])))).toBeNull();
  });

  it("explains the proof's move limit for a board within the distributions but with too many moves", () => {
    // 12 sand pits, 12 starfish, two Current Arrows: 29,635,816 moves reachable, over the 29 million
    const level = makeLevel([2, 1, 1, 1, 2, 1, 1, 1, 1, 1, 0, 0], {
      arrows: { 0: "right", 6: "left" },
      sweep: true,
    });
    const report = exactLimitReport(level);
    const advice = proofLimitAdvice(report)!;
    expect(report.distributions).toBeLessThanOrEqual(report.proof.limit);
    expect(advice.explanation).toContain("at most about 29.0 million (29,000,000) moves");
    expect(advice.explanation).toMatch(/counting stopped at 29,0\d\d,\d\d\d moves/);
    expect(advice.explanation).not.toContain("times over");
    expect(advice.advice[0]).toBe("use at most 11 starfish on these 12 sand pits (it has 12);");
  }, 60_000);

  it("explains the solver's limit, and rounds big counts for reading", () => {
    const report = exactLimitReport(ring([5, 5, 5, 5, "W", 5, 5, 5, 5, "W", 0, 0]));
    const advice = solverLimitAdvice(report)!;
    expect(advice.title).toBe("This level is beyond the exact solver's limit");
    expect(advice.advice[0]).toBe("use at most 38 starfish on these 10 sand pits (it has 40);");
    expect(roughly(5_311_735)).toBe("5,311,735");
    expect(roughly(30_260_340)).toBe("about 30.3 million");
  });
});
