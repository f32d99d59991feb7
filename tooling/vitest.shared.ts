import { defineConfig } from "vitest/config";

/**
 * Workspace packages resolve each other through the "@rulekit/source" export condition, so tests
 * run against sources and never against a stale dist/.
 */
export const sourceConditions = ["@rulekit/source", "import", "module", "default"];

export function packageTestConfig(extra: { testTimeout?: number; include?: string[] } = {}) {
  return defineConfig({
    resolve: { conditions: sourceConditions },
    ssr: { resolve: { conditions: sourceConditions } },
    test: {
      include: extra.include ?? ["test/**/*.test.ts", "src/**/*.test.ts"],
      testTimeout: extra.testTimeout ?? 20_000,
      reporters: ["default"],
    },
  });
}
