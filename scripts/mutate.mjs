#!/usr/bin/env node
// Mutation testing of the engine packages with Stryker (config: packages/<p>/stryker.config.mjs).
//   pnpm mutate                  every engine package, one after another (incremental)
//   pnpm mutate reactor rps-grid those packages
//   pnpm mutate --sample         the small fixed sample of tooling/mutation/sample.mjs (part of pnpm test)
//   pnpm mutate rps-grid --files "src/engine/**/*.ts"
//                                only those files of one package, its reports kept apart (a part);
//                                --score takes a part's files over the full run's, a full run removes parts
//   … --force                  test every mutant again (of the package or the part), reusing nothing
//   pnpm mutate --score          print the score table from the last reports, run nothing
//   pnpm mutate --survivors      list the mutants the tests missed (survived, no coverage), file by file
// Score = (killed + timeout) / (killed + timeout + survived + no coverage), as issue 16 defines it.
// STRYKER_CONCURRENCY (default 1) sets the number of test runner processes.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { filesMatching } from "../tooling/mutation/globs.mjs";
import { ENGINE_PACKAGES, SAMPLE, samplePatterns } from "../tooling/mutation/sample.mjs";
import { partName, scoreOf } from "../tooling/mutation/score.mjs";
import { survivorLines } from "../tooling/mutation/survivors.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const args = process.argv.slice(2);
const sample = args.includes("--sample");
const scoreOnly = args.includes("--score");
const survivorsOnly = args.includes("--survivors");
const filesAt = args.indexOf("--files");
const files = filesAt >= 0 ? args[filesAt + 1] : undefined;
const named = args.filter((a, i) => !a.startsWith("--") && !(filesAt >= 0 && i === filesAt + 1));
if (filesAt >= 0 && (!files || named.length !== 1)) {
  process.stderr.write(
    'mutate: --files takes globs (comma-separated) and exactly one package, e.g. rps-grid --files "src/engine/**/*.ts"\n',
  );
  process.exit(2);
}
for (const name of named) {
  if (!ENGINE_PACKAGES.includes(name)) {
    process.stderr.write(`mutate: unknown package "${name}" (one of ${ENGINE_PACKAGES.join(", ")})\n`);
    process.exit(2);
  }
}
const packages = named.length > 0 ? named : ENGINE_PACKAGES;
const stryker = join(root, "node_modules", ".bin", "stryker");
// --force: test every mutant again, reusing nothing. Stryker's incremental mode keeps a survivor's result
// when it sees no test change that covers it, which misses a static mutant a new test would kill.
const force = args.includes("--force") ? ["--force"] : [];

function run(pkg, extra, env = {}) {
  const result = spawnSync(stryker, ["run", ...extra], {
    cwd: join(root, "packages", pkg),
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

const reportsOf = (pkg) => join(root, "packages", pkg, "reports", "mutation");
/** A run's report; the incremental file (the one git keeps) holds the same report when mutation.json is gone. */
function readReport(file) {
  const kept = join(dirname(file), "incremental.json");
  const found = [file, kept].find((f) => existsSync(f));
  return found ? JSON.parse(readFileSync(found, "utf8")) : undefined;
}

/** A package's part folders (files-<name>), in the order they override each other. */
function partsOf(pkg) {
  const dir = reportsOf(pkg);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((d) => d.startsWith("files-"))
        .sort()
    : [];
}

/** The score of one run's report (a full run, a part or the sample), or undefined when there is none. */
function reportScore(file) {
  const found = readReport(file);
  return found && scoreOf(found);
}

/**
 * A package's score: its last full run, with the files its parts measured since taking their place (each
 * part's report holds the files it mutated); without a full run, its parts together. Where parts overlap,
 * the later folder name wins: files-engine-setup (one file measured again) overrides files-engine for that
 * file. A full run removes the parts before it (see below), so a part is always newer than the full run. `parts` says how many parts it took, `full` whether a full run is underneath.
 */
async function packageScore(pkg) {
  const { merged, parts, full, partGlobs } = packageReport(pkg);
  const count = Object.keys(merged.files).length;
  if (count === 0) return undefined;
  const whole = full !== undefined || (await partsCoverPackage(pkg, partGlobs));
  return { ...scoreOf(merged), parts: parts.length, files: count, full: full !== undefined, whole };
}

/** A package's last full run with its parts laid over it (see packageScore). */
function packageReport(pkg) {
  const dir = reportsOf(pkg);
  const full = readReport(join(dir, "mutation.json"));
  const parts = partsOf(pkg);
  const merged = { files: { ...full?.files } };
  const partGlobs = [];
  for (const part of parts) {
    const report = readReport(join(dir, part, "mutation.json"));
    Object.assign(merged.files, report?.files);
    partGlobs.push(report?.config?.mutate ?? []);
  }
  return { merged, parts, full, partGlobs };
}

/**
 * Whether a package's parts together measured every file its config mutates. A file with no mutants
 * is in no report, so this compares the files the globs name, not the reports' files.
 */
async function partsCoverPackage(pkg, partGlobs) {
  const packageDir = join(root, "packages", pkg);
  const { default: config } = await import(join(packageDir, "stryker.config.mjs"));
  const measured = new Set(partGlobs.flatMap((globs) => filesMatching(packageDir, globs)));
  return filesMatching(packageDir, config.mutate).every((file) => measured.has(file));
}

function line(pkg, s) {
  if (!s) return `${pkg.padEnd(12)} no report yet`;
  const pct = s.score === null ? "n/a" : `${s.score.toFixed(2)} %`;
  const partial = s.full
    ? s.parts
      ? ` (full run, with files measured again in ${s.parts} part runs)`
      : ""
    : s.parts
      ? s.whole
        ? ` (${s.parts} part runs that together cover every file)`
        : ` (partial: ${s.files} files from ${s.parts} part runs, not the whole package)`
      : "";
  return `${pkg.padEnd(12)} ${pct.padStart(8)}  killed ${s.killed}, timeout ${s.timeout}, survived ${s.survived}, no coverage ${s.noCoverage}, ignored ${s.ignored}, errors ${s.errors}${partial}`;
}

let failed = false;
if (scoreOnly) {
  for (const pkg of packages) process.stdout.write(`${line(pkg, await packageScore(pkg))}\n`);
} else if (survivorsOnly) {
  for (const pkg of packages) {
    process.stdout.write(`== ${line(pkg, await packageScore(pkg))}\n`);
    for (const text of survivorLines(packageReport(pkg).merged)) process.stdout.write(`${text}\n`);
  }
} else if (sample) {
  // Each package: a few fixed mutants against a few test files, no incremental file, reports in a
  // scratch folder. Every sampled mutant must be killed: a survivor means a test lost its teeth or
  // the setup broke (a run that tests nothing fails too). Every sampled mutant must also name the tests
  // that reach it: without per-test coverage (the runner patch lost, say) a run still kills mutants, but
  // tests every mutant with every test and misses the ones in code that runs at import.
  for (const pkg of packages) {
    const { testFiles, mutants } = SAMPLE[pkg];
    const mutate = samplePatterns(join(root, "packages", pkg), pkg);
    const scratch = mkdtempSync(join(tmpdir(), `rulekit-mutate-${pkg}-`));
    const json = join(scratch, "mutation.json");
    const status = run(
      pkg,
      [
        "--mutate",
        mutate.join(","),
        "--testFiles",
        testFiles.join(","),
        "--reporters",
        "json,clear-text",
        // Its own sandbox folder, so the sample can run while a measurement of the package is under way.
        "--tempDirName",
        `../../.stryker-tmp-${pkg}-sample`,
      ],
      { RULEKIT_MUTATION_REPORTS: scratch },
    );
    const report = readReport(json);
    const s = report && scoreOf(report);
    const uncovered = report
      ? Object.values(report.files)
          .flatMap((file) => file.mutants)
          .filter((mutant) => !mutant.coveredBy?.length).length
      : 0;
    rmSync(scratch, { recursive: true, force: true });
    const ok =
      status === 0 &&
      s &&
      s.total === mutants &&
      s.survived + s.noCoverage === 0 &&
      s.errors === 0 &&
      uncovered === 0;
    const coverage = uncovered ? `, ${uncovered} without per-test coverage` : "";
    process.stdout.write(
      `mutate --sample ${line(pkg, s)}${coverage} (expected ${mutants} mutants, all killed and covered) ${ok ? "ok" : "FAILED"}\n`,
    );
    if (!ok) failed = true;
  }
} else if (files) {
  // A part: its own incremental file and report, so a long package can be measured a few files at a time.
  const [pkg] = packages;
  const part = partName(files);
  const dir = join(reportsOf(pkg), part);
  if (
    // Its own sandbox folder, so two parts of one package can run at the same time.
    run(pkg, ["--mutate", files, "--tempDirName", `../../.stryker-tmp-${pkg}-${part}`, ...force], {
      RULEKIT_MUTATION_REPORTS: join("reports", "mutation", part),
    }) !== 0
  )
    failed = true;
  process.stdout.write(`${line(`${pkg} ${part}`, reportScore(join(dir, "mutation.json")))}\n`);
} else {
  for (const pkg of packages) {
    if (run(pkg, force) !== 0) failed = true;
    // A full run measured every file afresh: the parts measured before it are older, so they go.
    else
      for (const part of partsOf(pkg)) rmSync(join(reportsOf(pkg), part), { recursive: true, force: true });
    process.stdout.write(`${line(pkg, await packageScore(pkg))}\n`);
  }
}
process.exit(failed ? 1 : 0);
