import { defineConfig } from "tsup";

// The CLI is an app, not a library: one ESM entry with its shebang, plus the worker-thread entries of
// `shell-tide prove --jobs` and `shell-tide design` (loaded from dist/ next to it); engines stay
// external and are loaded from their built packages at run time.
export default defineConfig({
  entry: {
    bin: "src/bin.ts",
    "prove-worker": "src/commands/shell-tide/prove-worker.ts",
    "design-worker": "src/commands/shell-tide/design-worker.ts",
  },
  format: ["esm"],
  target: "node20",
  sourcemap: true,
  clean: true,
  dts: false,
});
