import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { benchFlags, machineLine, median } from "../../../tooling/bench.ts";
import { bigBoardRuleSet } from "./big-board.ts";

/**
 * Before/after comparison of what a RuleSet's first game costs (its geometry is compiled then, once
 * per RuleSet object): each board below in a fresh process per build, the builds interleaved (A, B,
 * A, B, …) and pinned to one core, so both see the same machine moments. Prints each run and the
 * medians, in milliseconds of the first `newGame`, and the process's peak heap.
 *
 *   pnpm --filter @rulekit/rps-grid build
 *   cd packages/rps-grid && npx tsx bench/geometry-compare.ts --before <dist> [--after <dist>] [--rounds 5] [--core 1]
 *
 * A run by itself: `npx tsx bench/geometry-compare.ts --run <dist> <size> <R,P,S kinds>`.
 */
const BOARDS: { size: number; kinds: string }[] = [
  { size: 64, kinds: "queen,queen,queen" },
  { size: 64, kinds: "queen,rook,rook" },
  { size: 64, kinds: "king,king,king" },
  { size: 32, kinds: "queen,rook,bishop" },
  { size: 9, kinds: "queen,rook,rook" },
];

const args = benchFlags();
const run = process.argv.indexOf("--run");
if (run >= 0) {
  const [dist, size, kinds] = process.argv.slice(run + 1);
  console.log(JSON.stringify(await firstGame(dist!, Number(size), kinds!)));
} else {
  await compare();
}

/** queens-and-rooks on a size×size board, R, P and S moving as `kinds` says. */
async function firstGame(dist: string, size: number, kinds: string): Promise<{ ms: number; heapMB: number }> {
  const lib = (await import(`${dist}/index.js`)) as typeof import("../src/index.ts");
  const [R, P, S] = kinds.split(",").map((kind) => ({ kind }));
  const parsed = lib.parseRuleSet(bigBoardRuleSet(size, { R, P, S }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const t0 = performance.now();
  lib.newGame(parsed.value, "bench");
  const ms = performance.now() - t0;
  return { ms, heapMB: process.memoryUsage().heapUsed / 1e6 };
}

async function compare(): Promise<void> {
  const builds = [
    { name: "before", dist: args.get("before") },
    { name: "after", dist: args.get("after") ?? fileURLToPath(new URL("../dist", import.meta.url)) },
  ];
  if (!builds[0]!.dist)
    throw new Error("--before <dist> is required (a built dist/ of the version to compare with)");
  const rounds = Number(args.get("rounds") ?? 5);
  const core = args.get("core") ?? "1";
  const self = fileURLToPath(import.meta.url);
  console.log(
    `Machine: ${machineLine()} · load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(
    `${rounds} rounds, pinned to core ${core}; first newGame of a fresh RuleSet, ms (peak heap MB)\n`,
  );
  const times = new Map<string, number[]>();
  console.log(`| round | build | ${BOARDS.map((b) => `${b.size}×${b.size} ${b.kinds}`).join(" | ")} |`);
  console.log(`|---:|---|${BOARDS.map(() => "---:").join("|")}|`);
  for (let round = 1; round <= rounds; round++)
    for (const build of builds) {
      const cells: string[] = [];
      for (const board of BOARDS) {
        const out = execFileSync(
          "taskset",
          [
            "-c",
            core,
            process.execPath,
            "--import",
            "tsx",
            self,
            "--run",
            build.dist!,
            String(board.size),
            board.kinds,
          ],
          { encoding: "utf8" },
        );
        const { ms, heapMB } = JSON.parse(out.trim().split("\n").pop()!) as { ms: number; heapMB: number };
        const key = `${build.name} ${board.size} ${board.kinds}`;
        times.set(key, [...(times.get(key) ?? []), ms]);
        cells.push(`${ms.toFixed(0)} (${heapMB.toFixed(0)})`);
      }
      console.log(`| ${round} | ${build.name} | ${cells.join(" | ")} |`);
    }
  console.log(`\n| build | ${BOARDS.map((b) => `${b.size}×${b.size} ${b.kinds}: median ms`).join(" | ")} |`);
  console.log(`|---|${BOARDS.map(() => "---:").join("|")}|`);
  for (const build of builds)
    console.log(
      `| ${build.name} | ${BOARDS.map((b) => median(times.get(`${build.name} ${b.size} ${b.kinds}`)!).toFixed(0)).join(" | ")} |`,
    );
}
