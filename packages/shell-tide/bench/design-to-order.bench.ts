import { type BenchRow, measure, printBenchTable } from "../../../tooling/bench.ts";
import { type DesignOrder, type DesignResult, designToOrder } from "../src/design/index.ts";

/**
 * Issue 20's and issue 37's speed figures for design to order, in one thread (`designToOrder`, as the
 * studio's worker runs it; the CLI spreads the restarts over worker threads). Each search is
 * deterministic, so one run of each is its figure: the work (restarts, boards, proofs) is the same on
 * every machine, only the time moves — and the CPU time is the figure on a shared machine. The 12-node
 * orders of the pack (Level 8's and Level 10's figures) run over DESIGN_SEEDS seeds (default 20) and
 * report p50 and p95 of the CPU seconds (target: p95 under 10 s).
 */
const sweep = { finalTideSweep: true, currentArrows: 0 } as const;
const TARGETS: { name: string; order: DesignOrder; count: number; targetS: number }[] = [
  {
    name: "8 nodes, 1 wet pit, 10 starfish, Sweep, O 3 / P75 5 / max 6 (the studio's default), 3 boards",
    order: { nodes: 8, wetPits: 1, starfish: 10, ...sweep, optimalTurns: 3, p75: 5, maxTurns: 6 },
    count: 3,
    targetS: 10,
  },
  {
    name: "8 nodes, 2 wet pits, 6 starfish, Sweep, O 2 / P75 4 / max 6 (L6's figures: the whole budget), 1 board",
    order: { nodes: 8, wetPits: 2, starfish: 6, ...sweep, optimalTurns: 2, p75: 4, maxTurns: 6 },
    count: 1,
    targetS: 10,
  },
  {
    name: "12 nodes, 1 wet pit, 13 starfish, Sweep, 1–3 Current Arrows, O 3 / P75 6 / max 6 (L8's figures), 1 board",
    order: {
      nodes: 12,
      wetPits: 1,
      starfish: 13,
      finalTideSweep: true,
      currentArrows: { min: 1, max: 3 },
      optimalTurns: 3,
      p75: 6,
      maxTurns: 6,
    },
    count: 1,
    targetS: 60,
  },
  {
    name: "12 nodes, 1 wet pit, 13 starfish, Sweep, 2 Current Arrows, O 3 / P75 6 / max 6, 3 boards",
    order: {
      nodes: 12,
      wetPits: 1,
      starfish: 13,
      finalTideSweep: true,
      currentArrows: 2,
      optimalTurns: 3,
      p75: 6,
      maxTurns: 6,
    },
    count: 3,
    targetS: 60,
  },
  {
    name: "12 nodes, 2 wet pits, 16 starfish, Sweep, 1–3 Current Arrows, O 4 / P75 6 / max 8 (L10's figures), 1 board",
    order: {
      nodes: 12,
      wetPits: 2,
      starfish: 16,
      finalTideSweep: true,
      currentArrows: { min: 1, max: 3 },
      optimalTurns: 4,
      p75: 6,
      maxTurns: 8,
    },
    count: 1,
    targetS: 60,
  },
];

const rows: BenchRow[] = [];
for (const target of TARGETS) {
  let result: DesignResult | null = null;
  const cpu = process.cpuUsage();
  const m = measure(
    () => {
      result = designToOrder(target.order, { count: target.count });
    },
    { warmup: 0, minMs: 0, minOps: 1 },
  );
  const used = process.cpuUsage(cpu);
  const r = result! as DesignResult;
  const seconds = m.msPerOp / 1000;
  // the machine is shared: the process's CPU time says what the search cost when the wall clock waited
  const cpuSeconds = (used.user + used.system) / 1e6;
  const verdict = r.gatesMet ? "order and gates met" : r.met ? "order met, a gate missed" : "order NOT met";
  rows.push({
    name: `design to order: ${target.name}`,
    unit: "s",
    value: seconds,
    detail:
      `${verdict} · ${r.restartsRun} restarts, ${r.evaluations} boards, ${r.proofs} proofs · ` +
      `${cpuSeconds.toFixed(2)} s CPU · ` +
      `target < ${target.targetS} s: ${seconds < target.targetS ? "met" : "MISSED"}`,
  });
}

/** Level 8's and Level 10's figures (the pack's 12-node levels, the rows above), over many seeds. */
const PACK_LIKE = [TARGETS[2]!, TARGETS[4]!].map(({ name, order }) => ({ name, order }));
const seeds = Number(process.env.DESIGN_SEEDS ?? 20);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
for (const { name, order } of PACK_LIKE) {
  const cpu: number[] = [];
  let met = 0;
  let boards = 0;
  let proofs = 0;
  for (let seed = 0; seed < seeds; seed++) {
    const before = process.cpuUsage();
    const r = designToOrder(order, { seed: `bench-${seed}` });
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1e6);
    if (r.met) met++;
    boards += r.evaluations;
    proofs += r.proofs;
  }
  const p95 = quantile(cpu, 0.95);
  rows.push({
    name: `design to order, ${name}, ${seeds} seeds: p50 CPU`,
    unit: "s",
    value: quantile(cpu, 0.5),
    detail: `met ${met} of ${seeds} · ${(boards / seeds).toFixed(0)} boards, ${(proofs / seeds).toFixed(1)} proofs a seed`,
  });
  rows.push({
    name: `… same, p95 CPU`,
    unit: "s",
    value: p95,
    detail: `slowest ${Math.max(...cpu).toFixed(2)} s · target p95 < 10 s: ${p95 < 10 ? "met" : "MISSED"}`,
  });
}

printBenchTable("@rulekit/shell-tide — design to order", rows);
