import { describe, expect, it } from "vitest";
import { relativePathProblem } from "../src/index.js";

describe("relativePathProblem", () => {
  it("accepts plain relative paths, also in subfolders", () => {
    for (const path of ["packs.json", "factions/ember.json", "./a.json", "a/./b.json", "..a.json"]) {
      expect(relativePathProblem(path), path).toBeNull();
    }
  });

  it("refuses what could name a file outside the folder", () => {
    const cases: [string, RegExp][] = [
      ["../../etc/shadow", /leaves the folder/],
      ["factions/../../x.json", /leaves the folder/],
      ["/etc/passwd", /absolute/],
      ["C:/Windows/win.ini", /absolute/],
      ["factions\\..\\x.json", /backslash/],
      ["a\0b", /NUL/],
      ["", /empty/],
    ];
    for (const [path, why] of cases) expect(relativePathProblem(path), path).toMatch(why);
  });
});
