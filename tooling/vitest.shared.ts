import { configDefaults, defineConfig } from "vitest/config";

/**
 * Workspace packages resolve each other through the "@rulekit/source" export condition, so tests
 * run against sources and never against a stale dist/.
 */
export const sourceConditions = ["@rulekit/source", "import", "module", "default"];

/**
 * Under mutation testing (tooling/mutation/stryker.shared.mjs sets these) the code is instrumented
 * and several runners share the cores: time limits scale, and the statistics/fuzz files it names
 * (minutes per mutant) stay out.
 */
const mutation = {
  timeoutScale: Number(process.env.RULEKIT_MUTATION_TIMEOUT_SCALE ?? 1),
  exclude: (process.env.RULEKIT_MUTATION_EXCLUDE ?? "").split(",").filter(Boolean),
};

export function packageTestConfig(extra: { testTimeout?: number; include?: string[] } = {}) {
  return defineConfig({
    resolve: { conditions: sourceConditions },
    ssr: { resolve: { conditions: sourceConditions } },
    test: {
      include: extra.include ?? ["test/**/*.test.ts", "src/**/*.test.ts"],
      exclude: [...configDefaults.exclude, ...mutation.exclude],
      testTimeout: (extra.testTimeout ?? 20_000) * mutation.timeoutScale,
      reporters: ["default"],
    },
  });
}
