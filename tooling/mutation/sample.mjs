/**
 * The engine packages under mutation testing, and the small fixed sample `pnpm mutate --sample` runs
 * inside `pnpm test` so the setup cannot rot: per package a few lines of one rule module, the test
 * files that pin that rule, and the number of mutants Stryker makes there (a change of count means
 * the sample moved: look at the lines again). Every sampled mutant must be killed. Chosen to be fast
 * (no loop a mutant can make endless, so no timeouts) and to cover each package's own test setup.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const ENGINE_PACKAGES = ["shell-tide", "card-combat", "rps-grid", "reactor"];

export const SAMPLE = {
  // ratingFor: the stars after Full Rescue (spec §3).
  "shell-tide": {
    mutate: [{ file: "src/rules/rating.ts", anchor: "export function ratingFor(", lines: [[0, 5]] }],
    testFiles: ["test/rules.test.ts"],
    mutants: 16,
  },
  // damageLeader: Requested vs Applied, never below 0; its event made only when someone reads it.
  "card-combat": {
    mutate: [{ file: "src/match/damage.ts", anchor: "export function damageLeader(", lines: [[0, 5]] }],
    testFiles: ["test/rules.test.ts"],
    mutants: 8,
  },
  // laterEnd's move limit: draw, or most_pieces with equal counts a draw (spec §4.5 e, R07).
  "rps-grid": {
    mutate: [
      {
        file: "src/engine/position.ts",
        anchor: "if (pos.moveCount >= rules.maxMoves) {",
        lines: [
          [0, 1],
          [3, 5],
        ],
      },
    ],
    testFiles: ["test/move-limit.test.ts"],
    mutants: 13,
  },
  // robotSafety: thresholds and the heat shield's steps.
  reactor: {
    mutate: [
      {
        file: "src/simulation/stages/robot-safety.ts",
        anchor: "export function robotSafety(",
        lines: [[0, 7]],
      },
    ],
    testFiles: ["test/reactor-state.test.ts"],
    mutants: 17,
  },
};

/**
 * Stryker's `--mutate` patterns for a package's sample. Each entry names its lines relative to the
 * first line of the file that contains its anchor text (0 = the anchor line), so a comment added
 * above does not move the sample; an anchor that is gone or not unique is an error naming it.
 */
export function samplePatterns(pkgDir, pkg) {
  return SAMPLE[pkg].mutate.flatMap(({ file, anchor, lines }) => {
    const text = readFileSync(join(pkgDir, file), "utf8").split("\n");
    const hits = text.flatMap((line, i) => (line.includes(anchor) ? [i + 1] : []));
    if (hits.length !== 1) {
      throw new Error(
        `mutation sample for ${pkg}: ${file} has ${hits.length} lines containing ${JSON.stringify(anchor)} (need exactly 1)`,
      );
    }
    return lines.map(([from, to]) => `${file}:${hits[0] + from}-${hits[0] + to}`);
  });
}
