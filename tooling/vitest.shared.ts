import { configDefaults, defineConfig } from "vitest/config";

/**
 * Workspace packages resolve each other through the "@rulekit/source" export condition, so tests
 * run against sources and never against a stale dist/.
 */
export const sourceConditions = ["@rulekit/source", "import", "module", "default"];

/**
 * Under mutation testing (tooling/mutation/stryker.shared.mjs sets these) the code is instrumented
 * and several runners share the cores: time limits scale, the statistics/fuzz files it names
 * (minutes per mutant) stay out, and the test files of one run share their modules.
 */
const mutation = {
  timeoutScale: Number(process.env.RULEKIT_MUTATION_TIMEOUT_SCALE ?? 1),
  exclude: (process.env.RULEKIT_MUTATION_EXCLUDE ?? "").split(",").filter(Boolean),
  sharedModules: process.env.RULEKIT_MUTATION_SHARED_MODULES === "1",
};

export function packageTestConfig(extra: { testTimeout?: number; include?: string[] } = {}) {
  return defineConfig({
    resolve: { conditions: sourceConditions },
    ssr: { resolve: { conditions: sourceConditions } },
    test: {
      include: extra.include ?? ["test/**/*.test.ts", "src/**/*.test.ts"],
      exclude: [...configDefaults.exclude, ...mutation.exclude],
      testTimeout: (extra.testTimeout ?? 20_000) * mutation.timeoutScale,
      // Hooks prepare real bots, servers and browsers: on a loaded machine that takes longer than
      // vitest's 10 s default, so they get the tests' own budget.
      hookTimeout: (extra.testTimeout ?? 20_000) * mutation.timeoutScale,
      reporters: ["default"],
      // A mutant run loads each module once for all its test files, not once per file: half the time
      // per mutant. Each run is still a fresh worker, so no module state outlives one mutant.
      ...(mutation.sharedModules ? { isolate: false } : {}),
    },
  });
}
