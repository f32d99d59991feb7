import { DEFAULT_LIMITS } from "@rulekit/rps-grid";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fullMoveBudget } from "../src/move/move-budget.js";

describe("fullMoveBudget", () => {
  it("gives a move the whole of its per-move limits, each from the field of that name", () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (moveCpuMs, moveWallMs, outputBytes, userdataBytes) => {
          const limits = { ...DEFAULT_LIMITS, moveCpuMs, moveWallMs, outputBytes, userdataBytes };
          expect(fullMoveBudget(limits)).toEqual({
            cpuMs: moveCpuMs,
            moveCpuMs,
            wallMs: moveWallMs,
            moveWallMs,
            outputBytes,
            userdataBytes,
          });
        },
      ),
    );
  });
});
