import { defineConfig } from "vitest/config";

// Repository-level checks that look at the packages from the outside, as npm users get them: every
// published package is packed and installed once (setup/pack-and-install.ts) for all these files.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/setup/pack-and-install.ts"],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
