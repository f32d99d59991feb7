import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { benchFlags, machineLine, median } from "../../../tooling/bench.ts";

/**
 * Before/after comparison of complete AI-vs-AI matches per second: the two builds run interleaved
 * (A, B, A, B, …), each run in a fresh process pinned to one core with `taskset`, so both see the same
 * machine moments. Prints each run (matches per wall second and per CPU second through the `step`
 * loop, and through `playMatch` for a build that has it; the results' fingerprints) and the medians.
 * The fingerprints must agree: both builds, and both loops, must play the same matches byte for byte.
 *
 *   pnpm --filter @rulekit/card-combat build
 *   cd packages/card-combat && npx tsx bench/compare.ts [--before <dist>] [--after <dist>] [--rounds 5] [--matches 20000] [--core 1]
 *
 * Defaults: before = /work/baseline2/packages/card-combat/dist, after = this package's dist/. Each
 * runner prints two fingerprints per loop: every event list and state (the step loop, and `playMatch`
 * with `onStep`), and the final states alone (which `playMatch` plays with its simulator, no `onStep`).
 */
const args = benchFlags();
const builds = [
  { name: "before", dist: args.get("before") ?? "/work/baseline2/packages/card-combat/dist" },
  { name: "after", dist: args.get("after") ?? fileURLToPath(new URL("../dist", import.meta.url)) },
];
const rounds = Number(args.get("rounds") ?? 5);
const matches = args.get("matches") ?? "20000";
const core = args.get("core") ?? "1";
const runner = fileURLToPath(new URL("./compare-run.ts", import.meta.url));

interface Timed {
  matchesPerS: number;
  matchesPerCpuS: number;
  commandsPerMatch: number;
  fingerprint: string;
  /** Final states and command counts only (older runners print none). */
  endFingerprint?: string;
}
interface Run extends Timed {
  playMatch: Timed | null;
}
const int = (n: number) => Math.round(n).toLocaleString("en-US");

console.log(
  `Machine: ${machineLine()} · load ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log(`${rounds} rounds × ${matches} matches per run, pinned to core ${core}\n`);
console.log(
  "| run | build | step: matches/s | step: matches/CPU-s | playMatch: matches/s | playMatch: matches/CPU-s | commands/match | fingerprints |",
);
console.log("|---:|---|---:|---:|---:|---:|---:|---|");
const dash = (n: number | undefined) => (n === undefined ? "—" : int(n));
const results = new Map<string, Run[]>(builds.map((b) => [b.name, []]));
for (let round = 1; round <= rounds; round++) {
  for (const build of builds) {
    const out = execFileSync(
      "taskset",
      ["-c", core, process.execPath, "--import", "tsx", runner, build.dist, matches],
      { encoding: "utf8" },
    );
    const run = JSON.parse(out.trim().split("\n").pop()!) as Run;
    results.get(build.name)!.push(run);
    const played = run.playMatch;
    console.log(
      `| ${round} | ${build.name} | ${int(run.matchesPerS)} | ${int(run.matchesPerCpuS)} | ${dash(played?.matchesPerS)} | ${dash(played?.matchesPerCpuS)} | ${run.commandsPerMatch.toFixed(1)} | ${[run.fingerprint, run.endFingerprint, played?.fingerprint, played?.endFingerprint].filter(Boolean).join(" · ")} |`,
    );
  }
}
console.log(
  "\n| build | step: median matches/s | step: median matches/CPU-s | playMatch: median matches/s | playMatch: median matches/CPU-s |",
);
console.log("|---|---:|---:|---:|---:|");
for (const build of builds) {
  const runs = results.get(build.name)!;
  const played = runs.flatMap((r) => (r.playMatch ? [r.playMatch] : []));
  const med = (xs: Timed[], key: "matchesPerS" | "matchesPerCpuS") =>
    xs.length ? int(median(xs.map((r) => r[key]))) : "—";
  console.log(
    `| ${build.name} | ${med(runs, "matchesPerS")} | ${med(runs, "matchesPerCpuS")} | ${med(played, "matchesPerS")} | ${med(played, "matchesPerCpuS")} |`,
  );
}
const runs = [...results.values()].flat();
const prints = new Set(
  runs.flatMap((r) => [r.fingerprint, ...(r.playMatch ? [r.playMatch.fingerprint] : [])]),
);
// Final states: the step loop's and `playMatch`'s quiet path (the simulator), where the runner has them.
const ends = new Set(
  runs.flatMap((r) => [r.endFingerprint, r.playMatch?.endFingerprint]).filter((f) => f !== undefined),
);
const same = prints.size === 1 && ends.size <= 1;
console.log(
  same
    ? "\nSame results: every run played the same matches, event for event and final state for final state."
    : `\nDIFFERENT RESULTS: ${prints.size} event fingerprints, ${ends.size} final-state fingerprints — the builds or loops do not play the same matches.`,
);
if (!same) process.exitCode = 1;
