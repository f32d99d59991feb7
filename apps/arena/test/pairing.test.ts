import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gameSeed, ladderPairs, pairingFor, roundRobinPairs } from "../src/scheduling/pairing.js";

describe("pairing", () => {
  it("a round robin pairs every two competitors once, the lower id first", () => {
    expect(roundRobinPairs([3, 1, 2])).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
  });

  it("a ladder gives each competitor at most k opponents, its neighbours in rating order", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 60 }),
        fc.integer({ min: 2, max: 12 }),
        (ids, k) => {
          const pairs = ladderPairs(ids, k);
          const reach = Math.ceil(k / 2);
          const opponents = new Map<number, number>();
          for (const [a, b] of pairs) {
            expect(a).toBeLessThan(b);
            const distance = Math.abs(ids.indexOf(a) - ids.indexOf(b));
            expect(distance).toBeGreaterThanOrEqual(1);
            expect(distance).toBeLessThanOrEqual(reach);
            opponents.set(a, (opponents.get(a) ?? 0) + 1);
            opponents.set(b, (opponents.get(b) ?? 0) + 1);
          }
          for (const n of opponents.values()) expect(n).toBeLessThanOrEqual(2 * reach);
          // No pair twice.
          expect(new Set(pairs.map((p) => p.join("-"))).size).toBe(pairs.length);
          // Everyone plays someone as soon as there are two.
          if (ids.length >= 2) for (const id of ids) expect(opponents.get(id) ?? 0).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("grows with n·k, not n²", () => {
    const field = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(ladderPairs(field, 6).length).toBeLessThan(200 * 3 + 1);
    expect(roundRobinPairs(field).length).toBe((200 * 199) / 2);
  });

  it("small fields play a round robin, large ones a ladder", () => {
    expect(pairingFor(16, 16)).toBe("round_robin");
    expect(pairingFor(17, 16)).toBe("ladder");
    expect(gameSeed("round-2", 1)).toBe("round-2-g1");
  });
});
