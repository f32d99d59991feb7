import { strykerConfig } from "../../tooling/mutation/stryker.shared.mjs";

// Match rules, run progression, content validation and the log loaders. The AI policy and the
// describe texts are not rules; types and constants hold no behaviour.
export default strykerConfig("card-combat", {
  // Minutes per mutant they cover; the hostile-input fuzz and the 1000-run content statistics run in pnpm test and pnpm fuzz.
  slowTests: ["test/fuzz.test.ts", "test/content-runs.test.ts"],
  mutate: [
    "src/match/**/*.ts",
    "src/run/**/*.ts",
    "src/content/**/*.ts",
    "src/schema/**/*.ts",
    "src/log/**/*.ts",
    "src/system-cards.ts",
  ],
});
