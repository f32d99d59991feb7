import { loadLevel, validateLevel } from "@rulekit/reactor";
import { describe, expect, it } from "vitest";
import { starterLevelOfSize } from "../../src/routes/reactor/editor/starter.ts";
import {
  firstTutorial,
  levelFromTutorial,
  TUTORIALS,
  tutorialLabel,
} from "../../src/routes/reactor/editor/tutorials.ts";

const load = async (json: unknown) => loadLevel(JSON.stringify(json), { validate: false });

describe("tutorials in the editor", () => {
  it("lists the seven shipped tutorials by number and topic", () => {
    expect(TUTORIALS.map((t) => t.label)).toEqual([
      "1 · Flow and consumers",
      "2 · Junction ratios",
      "3 · Doors",
      "4 · Leaks and remedies",
      "5 · Heat and shields",
      "6 · Rule events",
      "7 · Final shift",
    ]);
    expect(tutorialLabel("invalid/wrong-version.json")).toBeNull();
    expect(tutorialLabel("01-flow-and-consumers.solution.json")).toBeNull();
  });

  it("the editor's first level is the first tutorial, without errors (a blank level has one)", async () => {
    expect(validateLevel(starterLevelOfSize(10, 8)).errors.map((e) => e.code)).toEqual(["no-reactor"]);
    const first = await firstTutorial(load);
    expect(first?.fileName).toBe("01-flow-and-consumers.json");
    expect(first && validateLevel(first.level).errors).toEqual([]);
  });

  it("a new level from a tutorial is the tutorial under an id, title and file name of its own", async () => {
    for (const tutorial of TUTORIALS) {
      const loaded = await load(await tutorial.load());
      if (!loaded.ok) throw new Error(loaded.error.message);
      const made = levelFromTutorial(loaded.level, tutorial.name);
      expect(made.fileName).toBe(tutorial.name.replace(/\.json$/, "-copy.json"));
      expect(made.level.meta.title).toBe(`${loaded.level.meta.title} (my copy)`);
      expect(made.level.meta.id).not.toBe(loaded.level.meta.id);
      expect({ ...made.level, meta: loaded.level.meta }).toEqual(loaded.level);
      expect(validateLevel(made.level).errors).toEqual([]);
    }
  });

  it("a first tutorial that cannot be loaded gives no level (the blank starter stays)", async () => {
    expect(await firstTutorial(async () => ({ ok: false }))).toBeNull();
    expect(
      await firstTutorial(async () => {
        throw new Error("worker gone");
      }),
    ).toBeNull();
  });
});
