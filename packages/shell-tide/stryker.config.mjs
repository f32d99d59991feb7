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
    // These pin the design search and the balance statistics (design/, balance/), which are not mutated;
    // they only reach the solver on the way, and at 0.3–0.8 s each uninstrumented they made every
    // solver mutant slow and every endless-loop mutant wait minutes for its timeout (first run: 617
    // mutants in 35 min, then about 4 a minute). The solver's own tests are the ones that must catch it.
    "test/design-search.test.ts",
    "test/design-candidate.test.ts",
    "test/fail-audit.test.ts",
    "test/early-completion.test.ts",
    // Runs the calls that used to loop in a child process, which has no mutant switched on, and proves a
    // ring over the move limit (seconds): it can kill no mutant and would slow every one it covers.
    "test/search-runaway.test.ts",
  ],
  mutate: [
    "src/rules/**/*.ts",
    "src/solver/**/*.ts",
    "src/level/**/*.ts",
    "src/analyzer/**/*.ts",
    "src/attempt.ts",
  ],
});
