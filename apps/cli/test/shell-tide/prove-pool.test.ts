import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type PackLevelInput, parseLevel } from "@rulekit/shell-tide";
import { describe, expect, it } from "vitest";
import { assignLevels, proofCost } from "../../src/commands/shell-tide/prove-pool.js";
import { REPO_ROOT } from "../helpers/run-cli.js";

const PACK = join(REPO_ROOT, "levels/shell-tide/full-rescue-v2");
const pack: PackLevelInput[] = Array.from({ length: 10 }, (_, i) => {
  const file = `level-${String(i + 1).padStart(2, "0")}.json`;
  const parsed = parseLevel(JSON.parse(readFileSync(join(PACK, file), "utf8")));
  if (!parsed.ok) throw new Error(`${file} does not parse`);
  return { level: i + 1, file, data: parsed.value };
});

describe("the prove worker pool's split", () => {
  it("costs a level by its number of starfish distributions", () => {
    // L10: 16 starfish on 10 sand nodes → C(26, 10)
    expect(proofCost(pack[9]!)).toBe(5_311_735);
  });

  it("puts the two 4×4 finales on different workers and every level on exactly one", () => {
    const lists = assignLevels(pack, 2);
    expect(lists).toHaveLength(2);
    const levels = lists.map((list) => list.map((l) => l.level));
    expect(levels.flat().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(levels.findIndex((l) => l.includes(8))).not.toBe(levels.findIndex((l) => l.includes(10)));
    for (const list of levels) expect(list).toEqual([...list].sort((a, b) => a - b));
  });

  it("never starts more workers than levels, nor none", () => {
    expect(assignLevels(pack.slice(0, 2), 8)).toHaveLength(2);
    expect(assignLevels(pack.slice(0, 3), 1)).toHaveLength(1);
    expect(assignLevels(pack.slice(0, 3), 0)).toHaveLength(1);
  });
});
