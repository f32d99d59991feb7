/**
 * The mutation score of a Stryker JSON report (mutation-testing-report-schema), as issue 16 defines
 * it: timeouts count as killed, no-coverage as survived; ignored mutants (each excluded by a
 * `// Stryker disable next-line … : why` comment) and compile/runtime errors are left out.
 */
export function scoreOf(report) {
  const count = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 };
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) {
      if (mutant.status === "Killed") count.killed++;
      else if (mutant.status === "Timeout") count.timeout++;
      else if (mutant.status === "Survived") count.survived++;
      else if (mutant.status === "NoCoverage") count.noCoverage++;
      else if (mutant.status === "Ignored") count.ignored++;
      else count.errors++;
    }
  }
  const detected = count.killed + count.timeout;
  const valid = detected + count.survived + count.noCoverage;
  return { ...count, total: valid, score: valid === 0 ? null : (100 * detected) / valid };
}

/**
 * The report folder of a part run (`pnpm mutate <pkg> --files <globs>`), named after its globs:
 * "src/engine/**\/*.ts" → files-engine, "src/game.ts,src/classic.ts" → files-game+classic,
 * "src/run/**\/*.ts,!src/run/auto.ts" → files-run+not-run-auto.
 */
export function partName(globs) {
  const names = globs.split(",").map((glob) =>
    glob
      .replace(/^!/, "not-")
      .replace(/^(not-)?src\//, "$1")
      .replace(/\*\*\/?|\*?\.ts$|\*/g, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
  );
  return `files-${names.join("+")}`;
}
