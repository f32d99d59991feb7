import { strykerConfig } from "../../tooling/mutation/stryker.shared.mjs";

// Rules, the Rule Analyzer, the solver and the level loader. The design script (design/) and the
// balance proof's statistics (balance/) are tools that produce the pack, not rules of play.
export default strykerConfig("shell-tide", {
  // Out of mutation runs for time (minutes per mutant on 2 shared cores); they run in pnpm test.
  // pack-proof re-proves all ten pack levels: under instrumentation L8 alone passed its 120 s limit,
  // which failed the initial test run, so `pnpm mutate shell-tide` could not start.
  slowTests: [
    "test/fuzz.test.ts",
    "test/properties.test.ts",
    "test/conformance.test.ts",
    "test/pack-proof.test.ts",
  ],
  mutate: [
    "src/rules/**/*.ts",
    "src/solver/**/*.ts",
    "src/level/**/*.ts",
    "src/analyzer/**/*.ts",
    "src/attempt.ts",
  ],
});
