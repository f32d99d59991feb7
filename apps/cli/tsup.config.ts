import { cpSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "tsup";

/** `rps submit`'s default reference bot, copied from the repository's bots/ so the npm package carries it. */
const REFERENCE_BOT = fileURLToPath(new URL("../../bots/python-greedy", import.meta.url));
const SHIPPED_BOT = fileURLToPath(new URL("./dist/reference-bot/python-greedy", import.meta.url));

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
  // Its sources only: never a Python cache a local run may have left beside them.
  onSuccess: async () =>
    cpSync(REFERENCE_BOT, SHIPPED_BOT, {
      recursive: true,
      filter: (path) => !/__pycache__|\.pyc$/.test(path),
    }),
});
