import { replay as replayEngine, stableStringify } from "@rulekit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { legalMoves, type Move, newAttempt, replay, shellTideEngine } from "../src/index.js";
import { levelArb } from "./arbitraries.js";

describe("replay(initial, moves) is core's replay over shellTideEngine", () => {
  it("the same final state and events byte for byte; a refusal says where", () => {
    fc.assert(
      fc.property(levelArb(), fc.array(fc.tuple(fc.nat(), fc.nat(6)), { maxLength: 12 }), (level, picks) => {
        let state = newAttempt(level, { optimalTurns: 1, maxTurns: 8 });
        const start = state;
        const moves: Move[] = [];
        for (const [pick, odd] of picks) {
          const legal = legalMoves(state);
          const move =
            odd === 0 || legal.length === 0
              ? { node: -1, direction: "left" as const }
              : legal[pick % legal.length]!;
          moves.push(move);
          const result = shellTideEngine.step(state, move);
          if (result.ok) state = result.state;
        }
        const ours = replay(start, moves);
        expect(stableStringify(ours)).toBe(stableStringify(replayEngine(shellTideEngine, start, moves)));
        if (!ours.ok) expect(ours.events).toHaveLength(ours.index);
      }),
      { numRuns: 80 },
    );
  });
});
