// Before/after comparison of two builds of @rulekit/shell-tide, interleaved (A, B, A, B, …), each
// measurement a fresh process pinned to one core, its figure the task's CPU time:
//
//   node packages/shell-tide/bench/ab-compare.mjs [--a DIR] [--b DIR] [--core N] [--rounds N] [--seeds N]
//
// A defaults to /work/baseline/packages/shell-tide, B to this package; each must be built (dist/).
// Tasks (`--only` a comma-separated list of them): `worst-ring`, the proof of the ring with the most
// moves the loader accepts; `worst-before`, the proof of the largest ring the loader accepted before
// the move limit (B refuses it: its time is that of the refusal); `pack`, the whole pack's prove (ten
// proofs, one thread); `design`, design to order of Level 8's and Level 10's figures over `--seeds` seeds
// (p50 and p95 of the seeds; a seed is one search, A and B run it one after the other).
import { execFileSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const sides = {
  A: resolve(option("a", "/work/baseline/packages/shell-tide")),
  B: resolve(option("b", resolve(here, ".."))),
};
const core = option("core", "1");
const rounds = Number(option("rounds", "3"));
const seeds = Number(option("seeds", "20"));
const only = option("only", "worst-ring,worst-before,pack,design").split(",");

function measure(side, task, arg = "") {
  const out = execFileSync(
    "taskset",
    ["-c", core, process.execPath, resolve(here, "ab-child.mjs"), sides[side], task, arg],
    { encoding: "utf8", maxBuffer: 1 << 20 },
  );
  return JSON.parse(out.trim().split("\n").pop());
}

const quantile = (values, q) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const s = (x) => x.toFixed(2);
const rows = [];
const loads = [loadavg()[0]];
const startedAt = new Date().toISOString();

const NAMES = {
  "worst-ring": "proof of the worst accepted ring (12 nodes, 3 arrows, 28.3 M moves)",
  "worst-before": "proof of the largest ring accepted before the limit (12 sand, 14 starfish; B refuses it)",
  pack: "prove of the whole pack (10 proofs)",
};
for (const task of ["worst-ring", "worst-before", "pack"].filter((t) => only.includes(t))) {
  const times = { A: [], B: [] };
  for (let r = 0; r < rounds; r++) {
    for (const side of ["A", "B"]) {
      const m = measure(side, task);
      times[side].push(m.cpu);
      const what = m.refused ? `refused: ${m.refused.slice(0, 80)}…` : `${m.states} states`;
      process.stderr.write(`${task} ${side} round ${r + 1}: ${s(m.cpu)} s CPU (${what})\n`);
    }
    loads.push(loadavg()[0]);
  }
  rows.push([
    NAMES[task],
    `${s(quantile(times.A, 0.5))} (${s(Math.min(...times.A))}–${s(Math.max(...times.A))})`,
    `${s(quantile(times.B, 0.5))} (${s(Math.min(...times.B))}–${s(Math.max(...times.B))})`,
    "median (range) of rounds",
  ]);
}

if (only.includes("design")) {
  for (const order of ["L8", "L10"]) {
    const times = { A: [], B: [] };
    const met = { A: 0, B: 0 };
    for (let seed = 0; seed < seeds; seed++) {
      for (const side of ["A", "B"]) {
        const m = measure(side, "design", `${order}:${seed}`);
        times[side].push(m.cpu);
        if (m.met) met[side]++;
        process.stderr.write(
          `design ${order} seed ${seed} ${side}: ${s(m.cpu)} s CPU, ${m.boards} boards, ${m.proofs} proofs, met ${m.met}\n`,
        );
      }
      loads.push(loadavg()[0]);
    }
    for (const [q, label] of [
      [0.5, "p50"],
      [0.95, "p95"],
    ])
      rows.push([
        `design to order, ${order}'s figures, ${label} of ${seeds} seeds`,
        s(quantile(times.A, q)),
        s(quantile(times.B, q)),
        `met: A ${met.A}/${seeds}, B ${met.B}/${seeds}; max A ${s(Math.max(...times.A))}, B ${s(Math.max(...times.B))}`,
      ]);
  }
}

console.log(
  `\n${startedAt} → ${new Date().toISOString()} · ${cpus()[0]?.model} × ${cpus().length} · Node ${process.version}`,
);
console.log(`load average (1 min) during the runs: ${s(Math.min(...loads))}–${s(Math.max(...loads))}`);
console.log(
  `A = ${sides.A}\nB = ${sides.B}\npinned to core ${core}; CPU seconds of the task in its own process\n`,
);
console.log("| benchmark | A (CPU s) | B (CPU s) | detail |");
console.log("| --- | ---: | ---: | --- |");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
