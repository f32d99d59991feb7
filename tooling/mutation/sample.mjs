/**
 * The engine packages under mutation testing, and the small fixed sample `pnpm mutate --sample` runs
 * inside `pnpm test` so the setup cannot rot: per package a few lines of one rule module, the test
 * files that pin that rule, and the number of mutants Stryker makes there (a change of count means
 * the sample moved: look at the lines again). Every sampled mutant must be killed. Chosen to be fast
 * (no loop a mutant can make endless, so no timeouts) and to cover each package's own test setup.
 */
export const ENGINE_PACKAGES = ["shell-tide", "card-combat", "rps-grid", "reactor"];

export const SAMPLE = {
  // ratingFor: the stars after Full Rescue (spec §3).
  "shell-tide": { mutate: ["src/rules/rating.ts:7-12"], testFiles: ["test/rules.test.ts"], mutants: 16 },
  // damageLeader: Requested vs Applied, never below 0.
  "card-combat": { mutate: ["src/match/damage.ts:9-14"], testFiles: ["test/rules.test.ts"], mutants: 7 },
  // laterEnd's move limit: draw, or most_pieces with equal counts a draw (spec §4.5 e, R07).
  "rps-grid": {
    mutate: ["src/engine/position.ts:380-381", "src/engine/position.ts:383-385"],
    testFiles: ["test/move-limit.test.ts"],
    mutants: 13,
  },
  // robotSafety: thresholds and the heat shield's steps.
  reactor: {
    mutate: ["src/simulation/stages/robot-safety.ts:10-17"],
    testFiles: ["test/reactor-state.test.ts"],
    mutants: 17,
  },
};
