import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { benchFlags, machineLine, median } from "../../../tooling/bench.ts";

/**
 * `rulekit cards sim` before and after, as a designer runs it: two built CLIs (`dist/bin.js`) run
 * alternately (A, B, A, B, …), each a fresh process pinned to one core, `cards sim --games N --json`.
 * Prints matches per second as the command reports it (process start and content loading excluded;
 * its own clock) and checks that both report the same results (everything but the timings).
 * A build that has `--jobs` runs with `--jobs 1` (one thread, as before it existed), or with the
 * bench's `--jobs N` (then give it as many cores: `--core 0,1`); a build without it runs as it is.
 *
 *   npx tsx bench/cards-sim-compare.ts [--before <dir with bin.js>] [--after <dir>] [--rounds 5] [--games 20000] [--core 1] [--jobs 1]
 */
const args = benchFlags();
const builds = [
  { name: "before", dist: args.get("before") ?? "/work/baseline2/apps/cli/dist" },
  { name: "after", dist: args.get("after") ?? fileURLToPath(new URL("../dist", import.meta.url)) },
];
const rounds = Number(args.get("rounds") ?? 5);
const games = args.get("games") ?? "20000";
const core = args.get("core") ?? "1";
const jobs = args.get("jobs") ?? "1";
/** `--jobs N` for a build that takes it. */
const jobsFlag = (dist: string) =>
  execFileSync(process.execPath, [`${dist}/bin.js`, "cards", "sim", "--help"], { encoding: "utf8" }).includes(
    "--jobs",
  )
    ? ["--jobs", jobs]
    : [];

const results = (report: Record<string, unknown>) => {
  const { elapsedMs: _e, perSecond: _p, jobs: _j, ...rest } = report;
  return JSON.stringify(rest);
};

console.log(
  `Machine: ${machineLine()} · load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log(
  `${rounds} rounds × cards sim --games ${games} (--jobs ${jobs} where taken), pinned to core ${core}\n`,
);
console.log("| run | build | matches/s |");
console.log("|---:|---|---:|");
const rates = new Map<string, number[]>(builds.map((b) => [b.name, []]));
const seen = new Set<string>();
for (let round = 1; round <= rounds; round++) {
  for (const build of builds) {
    const out = execFileSync(
      "taskset",
      [
        "-c",
        core,
        process.execPath,
        `${build.dist}/bin.js`,
        "cards",
        "sim",
        "--games",
        games,
        ...jobsFlag(build.dist),
        "--json",
      ],
      { encoding: "utf8", cwd: "/tmp" },
    );
    const report = JSON.parse(out) as { perSecond: number };
    rates.get(build.name)!.push(report.perSecond);
    seen.add(results(report));
    console.log(`| ${round} | ${build.name} | ${report.perSecond.toLocaleString("en-US")} |`);
  }
}
console.log("\n| build | median matches/s |\n|---|---:|");
for (const b of builds)
  console.log(`| ${b.name} | ${Math.round(median(rates.get(b.name)!)).toLocaleString("en-US")} |`);
console.log(seen.size === 1 ? "\nSame results in every run." : `\nDIFFERENT RESULTS: ${seen.size} reports.`);
if (seen.size !== 1) process.exitCode = 1;
