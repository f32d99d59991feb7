import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { newGame, replayActions, validateLevel } from "../src/index.js";
import { LEVELS_DIR, readJson, recorded, tutorial } from "./helpers/levels.js";

interface PackEntry {
  level: string;
  teaches: string;
  solution: string;
  losing: string;
}
const pack = readJson("pack.json") as { levels: PackEntry[] };

describe("the tutorial series in levels/reactor", () => {
  it("has at least six levels, each teaching one mechanic, and a final level combining them", () => {
    const taught = pack.levels.map((l) => l.teaches);
    for (const mechanic of [
      "flow and consumers",
      "junction ratios",
      "doors",
      "leaks and remedies",
      "heat and shields",
      "rule events",
    ]) {
      expect(taught).toContain(mechanic);
    }
    expect(taught.at(-1)).toBe("everything combined");
    const files = readdirSync(LEVELS_DIR).filter((f) => /^\d\d-.*(?<!solution|lose|proof)\.json$/.test(f));
    expect(files.sort()).toEqual(pack.levels.map((l) => l.level).sort());
  });

  for (const entry of pack.levels) {
    describe(entry.level, () => {
      it("is a valid V1 level", () => {
        expect(validateLevel(tutorial(entry.level)).errors).toEqual([]);
      });

      it("is winnable: the recorded solution reaches Won", () => {
        const line = recorded(entry.solution);
        expect(line.expect).toBe("Won");
        const outcome = replayActions(newGame(tutorial(entry.level)), line.actions);
        expect(outcome.refused).toBeUndefined();
        expect(outcome.state.levelState).toBe("Won");
        expect(outcome.openActions).toEqual([]);
      });

      it("has a losing line that reaches Lost", () => {
        const line = recorded(entry.losing);
        expect(line.expect).toBe("Lost");
        const outcome = replayActions(newGame(tutorial(entry.level)), line.actions);
        expect(outcome.refused).toBeUndefined();
        expect(outcome.state.levelState).toBe("Lost");
      });
    });
  }
});
