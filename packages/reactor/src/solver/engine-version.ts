/**
 * The rules a proof was made with: `@rulekit/reactor` and its version (kept equal to package.json by a
 * test). A proof made by another version is re-checked, never trusted.
 */
export const REACTOR_ENGINE = { name: "@rulekit/reactor", version: "0.1.0" } as const;
