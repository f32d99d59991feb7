import { strykerConfig } from "../../tooling/mutation/stryker.shared.mjs";

// Movement, capture and end-of-game rules, setup, the RuleSet/replay loaders and the engine adapter.
// The greedy bot, the perft counter and the request builder are tools around the rules.
export default strykerConfig("rps-grid", {
  // Out of mutation runs for time (minutes per mutant on 2 shared cores); they run in pnpm test.
  slowTests: [
    "test/fuzz.test.ts",
    "test/perft.test.ts",
    "test/properties.test.ts",
    "test/conformance.test.ts",
  ],
  mutate: [
    "src/engine/**/*.ts",
    "src/schema/**/*.ts",
    "src/game.ts",
    "src/classic.ts",
    "src/replay-game.ts",
    "src/engine-adapter.ts",
  ],
});
