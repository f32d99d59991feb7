import { describe, expect, it } from "vitest";
import { proveLevel } from "../src/index.js";
import { ringLevel } from "./helpers.js";

describe("a level's features in its proof", () => {
  it("counts the wet pits and the Current Arrows", () => {
    // sand with arrows both ways, two wet pits, plain sand
    const level = ringLevel([[1, "left"], "W", 1, [0, "right"], "W", 0]);
    const proof = proveLevel(level);
    expect(proof.nodeCount).toBe(6);
    expect(proof.wetPits).toBe(2);
    expect(proof.currentArrows).toBe(2);
    const plain = proveLevel(ringLevel([1, 0, 1, 0]));
    expect(plain.wetPits).toBe(0);
    expect(plain.currentArrows).toBe(0);
  });
});
