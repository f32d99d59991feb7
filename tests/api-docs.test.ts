import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, it } from "vitest";
import { repoRoot } from "./helpers/publishable.js";

/**
 * The API reference (typedoc.json: every package's public entry points) builds with no warning at
 * all: a public signature naming a type that is not exported, a broken {@link}, a bad comment tag.
 * `pnpm docs:api` writes the HTML to docs/api/; the release workflow publishes it.
 */
it("the API reference builds from the sources with no warnings", () => {
  const run = spawnSync(
    process.execPath,
    [join(repoRoot, "node_modules", "typedoc", "bin", "typedoc"), "--emit", "none"],
    {
      cwd: repoRoot,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    },
  );
  const output = `${run.stdout}${run.stderr}`;
  expect(output).not.toMatch(/\[warning\]|\[error\]/);
  expect(run.status, output).toBe(0);
});
