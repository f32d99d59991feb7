import { measure, percentile, printBenchTable } from "../../../tooling/bench.ts";
import { forecast, newGame, step, validateLevel } from "../src/index.ts";
import { simulate } from "../src/simulation/pipeline.ts";
import { cloneState } from "../src/state/clone.ts";
import { bigLevel } from "./big-level.ts";

const level = bigLevel(64);
const state = newGame(level);
const leaks = level.leaks.length;
const hazards = level.hazards.length;

// Advance a few turns so hazards have spread before measuring.
let warm = state;
for (let i = 0; i < 3; i++) {
  const r = step(warm, { type: "EndTurn" });
  if (!r.ok) throw new Error(r.message);
  warm = r.state;
}

const turnOnly = measure(() => simulate(cloneState(warm), { forecasting: true }), { minMs: 2000 });
const clone = measure(() => cloneState(warm), { minMs: 500 });
const fullTurn = measure(() => step(warm, { type: "EndTurn" }), { minMs: 2000 });
const fiveTurn = measure(() => forecast(warm, 5), { minMs: 2000 });
const validate = measure(() => validateLevel(level), { minMs: 1000 });
const start = measure(() => newGame(level), { minMs: 1000 });

/**
 * CPU milliseconds per call of this process (user + system). On a shared machine wall-clock figures
 * include time spent waiting for a core; the CPU figure does not.
 */
function cpuMs(fn: () => unknown, runs: number): number {
  const start = process.cpuUsage();
  for (let i = 0; i < runs; i++) fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / runs;
}
const cpu = {
  turn: cpuMs(() => simulate(cloneState(warm), { forecasting: true }), 300),
  forecast: cpuMs(() => forecast(warm, 5), 60),
  step: cpuMs(() => step(warm, { type: "EndTurn" }), 40),
};
const p95 = (m: { samplesMs: number[] }) =>
  `median ${percentile(m.samplesMs, 50).toFixed(2)} ms · p95 ${percentile(m.samplesMs, 95).toFixed(2)} ms`;
printBenchTable("@rulekit/reactor", [
  {
    name: `one simulation turn, steps 1–15 incl. state copy (64×64, 3 networks, ${leaks} leaks, ${hazards} hazard cells)`,
    unit: "ms/turn",
    value: turnOnly.msPerOp,
    detail: `${p95(turnOnly)} · CPU ${cpu.turn.toFixed(2)} ms · target < 2 ms`,
  },
  {
    name: "5-turn forecast (64×64)",
    unit: "ms/forecast",
    value: fiveTurn.msPerOp,
    detail: `${p95(fiveTurn)} · CPU ${cpu.forecast.toFixed(2)} ms · target < 10 ms`,
  },
  {
    name: "step(EndTurn): clone + 16 steps incl. forecast refresh",
    unit: "ms/step",
    value: fullTurn.msPerOp,
    detail: `${p95(fullTurn)} · CPU ${cpu.step.toFixed(2)} ms`,
  },
  { name: "state clone (64×64)", unit: "ms/clone", value: clone.msPerOp, detail: p95(clone) },
  { name: "validateLevel (64×64)", unit: "ms/level", value: validate.msPerOp, detail: p95(validate) },
  { name: "newGame incl. first forecast (64×64)", unit: "ms/game", value: start.msPerOp, detail: p95(start) },
]);
