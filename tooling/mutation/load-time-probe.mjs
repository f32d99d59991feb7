#!/usr/bin/env node
/**
 * `node tooling/mutation/load-time-probe.mjs <package>`: which test files run engine code while they
 * load (a game built in a describe body, a level parsed at module level). Stryker calls every mutant
 * such code reaches "static": it runs against every test with the modules loaded afresh (slow), and an
 * incremental run reuses its survivors without testing them again (it sees no covering test change).
 *
 * How: a Stryker dry run instruments the package's mutated files into a kept sandbox; there Vitest runs
 * the package's mutation-run tests with a setup file that marks when a test is running and, after each
 * file has loaded, counts the mutants reached outside any test. Every file shares the count that the
 * modules' own import-time code gives (schemas, tables); a file above it builds something while loading.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const pkg = process.argv[2];
if (!pkg || !existsSync(join(root, "packages", pkg, "stryker.config.mjs"))) {
  process.stderr.write("usage: node tooling/mutation/load-time-probe.mjs <engine package>\n");
  process.exit(2);
}
const packageDir = join(root, "packages", pkg);
// The package's config sets RULEKIT_MUTATION_EXCLUDE (its slow test files) for the runs below.
await import(join(packageDir, "stryker.config.mjs"));
const temp = `.stryker-tmp-probe-${pkg}`;
const out = join(tmpdir(), `rulekit-load-time-${pkg}-${process.pid}.tsv`);
rmSync(join(root, temp), { recursive: true, force: true });

const dry = spawnSync(
  join(root, "node_modules", ".bin", "stryker"),
  [
    "run",
    "--dryRunOnly",
    "--coverageAnalysis",
    "off",
    "--cleanTempDir",
    "false",
    "--tempDirName",
    `../../${temp}`,
  ],
  {
    cwd: packageDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, RULEKIT_MUTATION_REPORTS: join(tmpdir(), `rulekit-probe-${pkg}`) },
  },
);
const sandbox =
  existsSync(join(root, temp)) && readdirSync(join(root, temp)).find((d) => d.startsWith("sandbox-"));
if (dry.status !== 0 || !sandbox) {
  process.stderr.write(`load-time-probe: the Stryker dry run of ${pkg} failed\n`);
  process.exit(1);
}
const box = join(root, temp, sandbox);
writeFileSync(
  join(box, "load-time.setup.ts"),
  `import { appendFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
const ns = () => ((globalThis as any).__stryker__ ??= {});
beforeAll(() => {
  const reached = Object.keys(ns().mutantCoverage?.static ?? {}).length;
  appendFileSync(${JSON.stringify(out)}, \`\${reached}\\t\${expect.getState().testPath}\\n\`);
});
beforeEach(() => { ns().currentTestId = "test"; });
afterEach(() => { ns().currentTestId = undefined; });
afterAll(() => { if (ns().mutantCoverage) ns().mutantCoverage.static = {}; });
`,
);
writeFileSync(
  join(box, "vitest.load-time.config.ts"),
  `import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.ts";
export default mergeConfig(base, defineConfig({ test: { setupFiles: ["./load-time.setup.ts"] } }));
`,
);
const run = spawnSync(
  join(root, "node_modules", ".bin", "vitest"),
  ["run", "--config", "vitest.load-time.config.ts"],
  {
    cwd: box,
    stdio: ["ignore", "ignore", "inherit"],
    // each file loads the modules afresh, so each count is that file's own
    env: { ...process.env, RULEKIT_MUTATION_SHARED_MODULES: "0" },
  },
);
rmSync(join(root, temp), { recursive: true, force: true });
if (!existsSync(out)) {
  process.stderr.write(`load-time-probe: vitest wrote nothing (exit ${run.status})\n`);
  process.exit(1);
}
const rows = readFileSync(out, "utf8")
  .trim()
  .split("\n")
  .map((line) => line.split("\t"))
  .map(([n, file]) => ({ n: Number(n), file: file.slice(box.length + 1) }));
rmSync(out, { force: true });
const base = Math.min(...rows.map((r) => r.n));
process.stdout.write(
  `${pkg}: ${base} mutants are reached by the modules' own import-time code in every file\n`,
);
for (const { n, file } of rows.sort((a, b) => b.n - a.n)) {
  if (n > base) process.stdout.write(`  ${String(n - base).padStart(5)} more while loading ${file}\n`);
}
if (rows.every((r) => r.n === base)) process.stdout.write("  no test file builds anything while loading\n");
