import { strykerConfig } from "../../tooling/mutation/stryker.shared.mjs";

// Actions, the 16-stage simulation, topology, state, validation, balance, forecasts and the level
// loader/editor. The view (what a UI draws) and constants are presentation and data.
export default strykerConfig("reactor", {
  // Minutes per mutant they cover; the hostile-input fuzz run in pnpm test and pnpm fuzz.
  slowTests: ["test/fuzz.test.ts"],
  mutate: [
    "src/actions/**/*.ts",
    "src/simulation/**/*.ts",
    "src/topology/**/*.ts",
    "src/state/**/*.ts",
    "src/validation/**/*.ts",
    "src/balance/**/*.ts",
    "src/forecast/**/*.ts",
    "src/level/**/*.ts",
    "src/model/**/*.ts",
  ],
});
