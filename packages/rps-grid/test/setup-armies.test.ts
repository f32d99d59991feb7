import { describe, expect, it } from "vitest";
import { CLASSIC_V1, newGame, RulekitValidationError, type RuleSet, toProtocolState } from "../src/index.ts";
import { rulesWith } from "./helpers.ts";

const SEEDS = Array.from({ length: 12 }, (_, i) => `seed-${i}`);

/** Each player's types on its starting cells, slot by slot (null = the cell stayed empty). */
function armies(rules: RuleSet, seed: string): [(string | null)[], (string | null)[]] {
  const { board } = toProtocolState(newGame(rules, seed));
  const side = (p: 0 | 1) => rules.startingPositions[p].map(([r, c]) => board[r]?.[c]?.type ?? null);
  return [side(0), side(1)];
}

const counts = (army: (string | null)[]) => ({
  R: army.filter((t) => t === "R").length,
  P: army.filter((t) => t === "P").length,
  S: army.filter((t) => t === "S").length,
});

describe("seeded armies (spec D03: docs/rps-grid/setup.md, steps 3 and 4)", () => {
  it("symmetric armies: player 1 mirrors player 0 slot for slot, whatever the seed", () => {
    for (const seed of SEEDS) {
      const [a, b] = armies(CLASSIC_V1, seed);
      expect(b).toEqual(a);
    }
  });

  it("per-player piece types: each side gets its own counts unless symmetricArmies is set", () => {
    const playerPieceTypes = [
      { R: 4, P: 3, S: 3 },
      { R: 2, P: 4, S: 4 },
    ];
    const { symmetricArmies: _omitted, ...noFlag } = CLASSIC_V1;
    for (const rules of [
      rulesWith({ playerPieceTypes, symmetricArmies: false }, CLASSIC_V1),
      rulesWith({ playerPieceTypes }, noFlag as RuleSet),
    ]) {
      for (const seed of SEEDS) {
        const [a, b] = armies(rules, seed);
        expect(counts(a)).toEqual({ R: 4, P: 3, S: 3 });
        expect(counts(b)).toEqual({ R: 2, P: 4, S: 4 });
      }
    }
    // symmetricArmies: true keeps pieceTypes (3R 3P 4S) for both sides, mirrored.
    const symmetric = rulesWith({ playerPieceTypes, symmetricArmies: true }, CLASSIC_V1);
    const [a, b] = armies(symmetric, SEEDS[0] as string);
    expect(counts(a)).toEqual({ R: 3, P: 3, S: 4 });
    expect(b).toEqual(a);
  });

  it("the same per-player counts: mirrored with symmetricArmies, drawn apart without it", () => {
    const same = {
      playerPieceTypes: [
        { R: 3, P: 3, S: 4 },
        { R: 3, P: 3, S: 4 },
      ],
    };
    const mirrored = rulesWith({ ...same, symmetricArmies: true }, CLASSIC_V1);
    const apart = rulesWith({ ...same, symmetricArmies: false }, CLASSIC_V1);
    for (const seed of SEEDS) {
      const [a, b] = armies(mirrored, seed);
      expect(b).toEqual(a);
    }
    // Drawn apart, the two orders differ for most seeds (the counts still agree).
    const differ = SEEDS.filter((seed) => {
      const [a, b] = armies(apart, seed);
      expect(counts(b)).toEqual(counts(a));
      return a.join() !== b.join();
    });
    expect(differ.length).toBeGreaterThan(SEEDS.length / 2);
  });

  it("sides with different numbers of starting cells are never mirrored", () => {
    const [start0, start1] = CLASSIC_V1.startingPositions;
    const rules = rulesWith({ startingPositions: [start0, [...start1, [4, 0]]] }, CLASSIC_V1);
    for (const seed of SEEDS) {
      const [a, b] = armies(rules, seed);
      expect(b).toHaveLength(a.length + 1);
      expect(b.filter((t) => t === null)).toHaveLength(1);
      expect(counts(b)).toEqual(counts(a));
    }
  });
});

describe("RuleSets handed to a game are checked (D01)", () => {
  it("newGame refuses an invalid RuleSet object with every issue at its field", () => {
    const broken = rulesWith({ boardSize: -3 }, CLASSIC_V1);
    expect(() => newGame(broken, "s")).toThrow(RulekitValidationError);
    expect(() => newGame(broken, "s")).toThrow(/^invalid RuleSet: \$\.boardSize/);
  });

  it("a valid RuleSet is accepted again and again (the check is remembered, not skipped for others)", () => {
    const rules = rulesWith({}, CLASSIC_V1);
    expect(toProtocolState(newGame(rules, "a")).moveCount).toBe(0);
    expect(toProtocolState(newGame(rules, "b")).moveCount).toBe(0);
    expect(() => newGame(rulesWith({ boardSize: 0 }, CLASSIC_V1), "a")).toThrow(RulekitValidationError);
  });
});
