import { RulekitValidationError } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { createRun } from "../src/index.js";
import { loadContent } from "./helpers.js";

const content = loadContent();

describe("createRun", () => {
  it("without factions, picks two different content factions from the seed: other seeds, other pairs", () => {
    const ids = content.factions.map((f) => f.id);
    const pairs = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const [a, b] = createRun(content, `pick-${i}`).state.progress.factions;
      expect(a).not.toBe(b);
      expect(ids).toContain(a);
      expect(ids).toContain(b);
      pairs.add(`${a}+${b}`);
    }
    expect(pairs.size).toBeGreaterThan(2);
  });

  it("naming the pair it would pick gives the same run (the pick does not draw from the run's GameRng)", () => {
    const picked = createRun(content, "named");
    const named = createRun(content, "named", picked.state.progress.factions);
    expect(named.state).toEqual(picked.state);
    expect(named.events).toEqual(picked.events);
  });

  it("refuses the same faction twice with a validation error", () => {
    expect(() => createRun(content, "twice", ["ember", "ember"])).toThrow(RulekitValidationError);
    expect(() => createRun(content, "twice", ["ember", "ember"])).toThrow(/two different factions/);
  });
});
