import { strykerConfig } from "../../tooling/mutation/stryker.shared.mjs";

// Movement, capture and end-of-game rules, setup, the RuleSet/replay loaders and the engine adapter.
// The greedy bot, the perft counter and the request builder are tools around the rules.
export default strykerConfig("rps-grid", {
  // Minutes per mutant they cover; the hostile-input fuzz and the perft table (the move generator is
  // also held to the naive reference generator in properties.test.ts) run in pnpm test and pnpm fuzz.
  slowTests: ["test/fuzz.test.ts", "test/perft.test.ts"],
  mutate: [
    "src/engine/**/*.ts",
    "src/schema/**/*.ts",
    "src/game.ts",
    "src/classic.ts",
    "src/replay-game.ts",
    "src/engine-adapter.ts",
  ],
});
