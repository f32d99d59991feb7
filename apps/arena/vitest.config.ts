import { mergeConfig } from "vitest/config";
import { packageTestConfig, sourceConditions } from "../../tooling/vitest.shared.ts";

// The service's tests start real sandboxed bots, a real PostgreSQL and a real Redis: generous
// timeouts, one file at a time; the migrated PGlite template is made once per run
// (test/global-setup.ts).
const config = mergeConfig(packageTestConfig({ testTimeout: 300_000 }), {
  test: { globalSetup: ["test/global-setup.ts"], hookTimeout: 300_000, fileParallelism: false },
});
// Vitest hands the SSR conditions to Node as --conditions; with "import" among them Node's require()
// of pg's CommonJS would load pg-pool's ESM build. Node picks import/require by itself.
config.ssr = { ...config.ssr, resolve: { conditions: sourceConditions.filter((c) => c !== "import") } };
export default config;
