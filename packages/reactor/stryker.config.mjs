import { strykerConfig } from "../../tooling/mutation/stryker.shared.mjs";

// Actions, the 16-stage simulation, topology, state, validation, balance, forecasts and the level
// loader/editor. The view (what a UI draws) and constants are presentation and data.
export default strykerConfig("reactor", {
  // Out of mutation runs for time (minutes per mutant on 2 shared cores); they run in pnpm test.
  slowTests: ["test/fuzz.test.ts", "test/properties.test.ts", "test/conformance.test.ts"],
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
