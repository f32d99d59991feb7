import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addCost, compareCost, costAtMost } from "../../src/index.js";
import { CostHeap } from "../../src/search/heap.js";

describe("search costs", () => {
  it("compare lexicographically, a missing entry counting as 0", () => {
    expect(compareCost([1, 5], [2, 0])).toBeLessThan(0);
    expect(compareCost([2, 0], [1, 5])).toBeGreaterThan(0);
    expect(compareCost([1, 2], [1, 3])).toBeLessThan(0);
    expect(compareCost([1], [1, 0])).toBe(0);
    expect(compareCost([1], [1, 1])).toBeLessThan(0);
    expect(addCost([1, 2], [3])).toEqual([4, 2]);
    expect(costAtMost([1, 2], [1, 3])).toBe(true);
    expect(costAtMost([0, 4], [1, 3])).toBe(false);
  });

  it("the heap pops in cost order, equal costs first-in first-out", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(3), fc.nat(3))), (costs) => {
        const heap = new CostHeap();
        costs.forEach((c, i) => {
          heap.push(i, c);
        });
        const order: number[] = [];
        for (let n = heap.pop(); n >= 0; n = heap.pop()) order.push(n);
        const expected = costs
          .map((c, i) => ({ c, i }))
          .sort((a, b) => compareCost(a.c, b.c) || a.i - b.i)
          .map((e) => e.i);
        expect(order).toEqual(expected);
        expect(heap.size).toBe(0);
      }),
    );
  });
});
