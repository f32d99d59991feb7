/**
 * The engine packages under mutation testing, and the small fixed sample `pnpm mutate --sample` runs
 * inside `pnpm test` so the setup cannot rot: per package a few lines of one rule module, the test
 * files that pin that rule, and the number of mutants Stryker makes there (a change of count means
 * the sample moved: look at the lines again).
 */
export const ENGINE_PACKAGES = ["shell-tide", "card-combat", "rps-grid", "reactor"];

export const SAMPLE = {
  "rps-grid": { mutate: ["src/engine/cell-code.ts"], testFiles: ["test/movement.test.ts"], mutants: 5 },
};
