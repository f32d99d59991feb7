import { strykerConfig } from "../../tooling/mutation/stryker.shared.mjs";

// Rules, the Rule Analyzer, the solver and the level loader. The design script (design/) and the
// balance proof's statistics (balance/) are tools that produce the pack, not rules of play.
export default strykerConfig("shell-tide", {
  // Minutes per mutant they cover; the hostile-input fuzz run in pnpm test and pnpm fuzz.
  slowTests: ["test/fuzz.test.ts"],
  mutate: [
    "src/rules/**/*.ts",
    "src/solver/**/*.ts",
    "src/level/**/*.ts",
    "src/analyzer/**/*.ts",
    "src/attempt.ts",
  ],
});
