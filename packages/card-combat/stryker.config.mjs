import { strykerConfig } from "../../tooling/mutation/stryker.shared.mjs";

// Match rules, run progression, content validation and the log loaders. The AI policy (ai/, and
// run/auto.ts: what the AI picks in a run) and the describe texts are not rules; types and
// constants hold no behaviour.
export default strykerConfig("card-combat", {
  // Out of mutation runs for time (minutes per mutant on 2 shared cores); they run in pnpm test.
  slowTests: [
    "test/fuzz.test.ts",
    "test/content-runs.test.ts",
    "test/properties.test.ts",
    "test/conformance.test.ts",
  ],
  mutate: [
    "src/match/**/*.ts",
    // The simulator: the same rules again (playMatch without onStep).
    "src/sim/**/*.ts",
    "src/run/**/*.ts",
    "!src/run/auto.ts",
    "src/content/**/*.ts",
    "src/schema/**/*.ts",
    "src/log/**/*.ts",
    "src/system-cards.ts",
  ],
});
