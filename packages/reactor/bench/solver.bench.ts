import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { printBenchTable } from "../../../tooling/bench.ts";
import { type Level, parseLevel } from "../src/index.ts";
import { solveLevel } from "../src/solver/index.ts";
import { solverBenchLevel } from "./solver-level.ts";

/**
 * The solver's figures for docs/benchmarks.md (issue 36): every shipped tutorial proved (minimum turns
 * and actions from the start), and the 16×16 level of solver-level.ts (two networks that matter, four
 * leaks, one rule event) solved to a 12-turn horizon. CPU milliseconds of this process beside the wall
 * clock: on a shared machine the wall clock includes time spent waiting for a core.
 */
const LEVELS = fileURLToPath(new URL("../../../levels/reactor/", import.meta.url));
const pack = JSON.parse(readFileSync(`${LEVELS}pack.json`, "utf8")) as { levels: { level: string }[] };

function timed(level: Level, horizon: number) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const result = solveLevel(level, { horizon });
  const wallMs = performance.now() - t0;
  const used = process.cpuUsage(cpu0);
  return { result, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

const rows = [];
for (const entry of pack.levels) {
  const parsed = parseLevel(readFileSync(`${LEVELS}${entry.level}`, "utf8"));
  if (!parsed.ok) throw new Error(`${entry.level}: ${JSON.stringify(parsed.issues)}`);
  const best = [0, 1, 2].map(() => timed(parsed.value, 20)).sort((a, b) => a.cpuMs - b.cpuMs)[0]!;
  const { result } = best;
  rows.push({
    name: `prove ${entry.level} (best of 3)`,
    unit: "ms CPU",
    value: best.cpuMs,
    detail: `wall ${best.wallMs.toFixed(0)} ms · ${result.outcome} in ${result.minTurns ?? "–"} turns, ${result.minActions ?? "–"} actions · ${result.stats.expanded} states expanded · ${Math.round(result.stats.expanded / (best.cpuMs / 1000))} states/s · target < 1 s`,
  });
}
const big = timed(solverBenchLevel(), 12);
rows.push({
  name: "solve the 16×16 level (2 networks, 4 leaks, 1 rule event), horizon 12",
  unit: "ms CPU",
  value: big.cpuMs,
  detail: `wall ${big.wallMs.toFixed(0)} ms · ${big.result.outcome}${big.result.minTurns === null ? "" : ` in ${big.result.minTurns} turns, ${big.result.minActions} actions`} · ${big.result.stats.expanded} states expanded · ${Math.round(big.result.stats.expanded / (big.cpuMs / 1000))} states/s · target < 10 s`,
});
printBenchTable("@rulekit/reactor — the solver (issue 36)", rows);
