import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { measure, percentile, printBenchTable } from "../../../tooling/bench.ts";
import * as cardCombat from "../dist/index.js";
import { assembleContent, autoRun, type ContentBundle } from "../dist/index.js";
import { matchLoop } from "./match-loop.ts";

/**
 * Card-combat speed: complete AI-vs-AI matches per second (the issue's target: ≥ 25,000 on one core)
 * through the `step` loop and through `playMatch`, the steps inside them, and complete auto runs (5 fights, rewards, upgrades) per second. It measures
 * the built package (dist/, what users run); the bench script builds it first. The engine is
 * single-threaded; to hold the whole process (GC threads included) to one core on Linux:
 * `pnpm build && taskset -c 1 npx tsx bench/combat.bench.ts`. Before/after comparisons: `bench/compare.ts`.
 */
const dir = fileURLToPath(new URL("../../../levels/card-combat/", import.meta.url));
const loaded = assembleContent((file) => JSON.parse(readFileSync(join(dir, file), "utf8")));
if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
const content: ContentBundle = loaded.value;

const loop = matchLoop(cardCombat);
let steps = 0;
const MATCHES_PER_OP = 200;
function playMatches() {
  steps += loop.play(MATCHES_PER_OP);
}

// CPU time next to wall time: on a shared machine the wall clock also counts other processes' turns.
const cpuBefore = process.cpuUsage();
const matches = measure(playMatches, { minMs: 3000 });
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const matchesPerSec = matches.opsPerSec * MATCHES_PER_OP;
const stepsPerMatch = steps / ((matches.ops + 3) * MATCHES_PER_OP);

// The same matches through playMatch (in place; same results byte for byte, see test/play-match.test.ts).
const played = matchLoop(cardCombat, undefined, "playMatch");
const playCpuBefore = process.cpuUsage();
const playedMatches = measure(() => played.play(MATCHES_PER_OP), { minMs: 3000 });
const playCpu = process.cpuUsage(playCpuBefore);
const playCpuSeconds = (playCpu.user + playCpu.system) / 1e6;

const RUNS_PER_OP = 20;
let runSeed = 0;
const runs = measure(
  () => {
    for (let i = 0; i < RUNS_PER_OP; i++) autoRun(content, `bench-run-${runSeed++}`, { keepActions: false });
  },
  { minMs: 3000 },
);

printBenchTable("@rulekit/card-combat", [
  {
    name: "complete AI-vs-AI matches (one core)",
    unit: "matches/s",
    value: matchesPerSec,
    detail: `target ≥ 25,000 · median sample ${Math.round((MATCHES_PER_OP * 1000) / percentile(matches.samplesMs, 50))}/s · ${stepsPerMatch.toFixed(1)} commands/match · p95 ${(percentile(matches.samplesMs, 95) / MATCHES_PER_OP).toFixed(3)} ms/match`,
  },
  {
    name: "complete AI-vs-AI matches per CPU second",
    unit: "matches/CPU-s",
    value: ((matches.ops + 3) * MATCHES_PER_OP) / cpuSeconds,
    detail: "process CPU time (user + system), warm-up included: not slowed by other processes",
  },
  {
    name: "complete AI-vs-AI matches through playMatch (one core)",
    unit: "matches/s",
    value: playedMatches.opsPerSec * MATCHES_PER_OP,
    detail: `target ≥ 25,000 · ${Math.round(((playedMatches.ops + 3) * MATCHES_PER_OP) / playCpuSeconds)} per CPU second · p95 ${(percentile(playedMatches.samplesMs, 95) / MATCHES_PER_OP).toFixed(3)} ms/match`,
  },
  {
    name: "commands stepped inside those matches (AI choice + step)",
    unit: "commands/s",
    value: matchesPerSec * stepsPerMatch,
  },
  {
    name: "complete auto runs (5 fights, rewards, upgrades)",
    unit: "runs/s",
    value: runs.opsPerSec * RUNS_PER_OP,
    detail: `p95 ${(percentile(runs.samplesMs, 95) / RUNS_PER_OP).toFixed(2)} ms/run`,
  },
]);
