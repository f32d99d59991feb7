/**
 * The one Stryker recipe for every engine package (`pnpm mutate`). A package's stryker.config.mjs
 * names the modules that hold its rules; everything else (entry re-exports, types, text) stays out.
 *
 * Mutation runs use the example, decision and golden tests of a package: the fast-check property
 * files, the conformance kit and the fuzz (`slowTests`) cost minutes per mutant on this project's
 * 2-core machines, so the score is what the example tests alone kill (docs/testing.md).
 *
 * The sandbox lives at <repo>/.stryker-tmp-<package>/sandbox-*, two folders below the repository
 * root like packages/<package>, so the tests' relative paths (`../../tooling`, `../../../levels`)
 * resolve exactly as they do in place.
 */
export function strykerConfig(pkg, { mutate, slowTests = [], ...extra }) {
  // `pnpm mutate --sample` points this at a scratch folder: no incremental state, no report kept.
  const reports = process.env.RULEKIT_MUTATION_REPORTS ?? "reports/mutation";
  // Read by tooling/vitest.shared.ts in the test runner processes Stryker starts from this one.
  process.env.RULEKIT_MUTATION_TIMEOUT_SCALE = "10";
  process.env.RULEKIT_MUTATION_EXCLUDE = slowTests.join(",");
  process.env.RULEKIT_MUTATION_SHARED_MODULES ??= "1"; // 0: every test file loads the modules afresh
  return {
    $schema: "../../node_modules/@stryker-mutator/core/schema/stryker-schema.json",
    packageManager: "pnpm",
    testRunner: "vitest",
    vitest: { configFile: "vitest.config.ts", related: false },
    plugins: ["@stryker-mutator/vitest-runner"],
    coverageAnalysis: "perTest",
    mutate,
    // A mutant in code that runs while a module loads (a schema built at import) is tested with every
    // test, the modules loaded afresh: ignoring such mutants would exclude them wholesale.
    ignoreStatic: false,
    tempDirName: `../../.stryker-tmp-${pkg}`,
    // Scratch test files (test/zz-*.test.ts: a search someone runs by hand) stay out of the sandbox: one
    // that runs for minutes would fail the initial test run.
    ignorePatterns: ["test/zz-*"],
    // Stryker rewrites a tsconfig's `extends` for a sandbox one folder deeper than the package; ours
    // sits at the package's own depth, so the file must stay as it is: name one that does not exist.
    tsconfigFile: "tsconfig.not-rewritten.json",
    cleanTempDir: "always",
    concurrency: positiveInteger("STRYKER_CONCURRENCY", 1),
    // The first full run is instrumented for per-test coverage on a shared 2-core machine.
    dryRunTimeoutMinutes: 60,
    // A mutant that makes a search loop is a timeout (killed) after this much beyond twice the tests' own
    // time. STRYKER_TIMEOUT_MS lowers it for a part full of loops (the solver), where it is most of the run.
    timeoutMS: positiveInteger("STRYKER_TIMEOUT_MS", 20_000),
    timeoutFactor: 2,
    incremental: true,
    incrementalFile: `${reports}/incremental.json`,
    reporters: ["json", "clear-text", "progress-append-only"],
    jsonReporter: { fileName: `${reports}/mutation.json` },
    clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
    thresholds: { high: 90, low: 80, break: null },
    ...extra,
  };
}

/** An environment setting that must be a whole number above 0, or its default when unset. */
function positiveInteger(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number above 0, got ${JSON.stringify(text)}`);
  }
  return value;
}
