import { defineConfig } from "vitest/config";

// Repository-level checks that look at the packages from the outside, as npm users get them.
export default defineConfig({
  test: { include: ["tests/**/*.test.ts"], testTimeout: 180_000, hookTimeout: 180_000 },
});
