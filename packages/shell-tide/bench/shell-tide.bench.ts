import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type BenchRow, measure, printBenchTable } from "../../../tooling/bench.ts";
import { benchmarkBoards } from "../src/design/random-board.ts";
import { levelFileName, PACK_TABLE, parseLevel, provePack, solve } from "../src/index.ts";
import { bfsOptimum } from "../src/solver/bfs.ts";
import { compileBoard } from "../src/solver/compiled-board.ts";
import { buildFullGraph } from "../src/solver/full-graph.ts";

/**
 * The three figures: the optimum proof of every pack level (target: L10 under 50 ms), BFS
 * throughput on 50 seeded random boards (12 nodes, 2 wet pits, 16 starfish, Sweep on; target ≥ 3 M
 * states/s) and the full `prove` of the pack, balance included (target under 10 s).
 */
const packDir = new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url);
const pack = PACK_TABLE.map((row) => {
  const file = levelFileName(row.level);
  const parsed = parseLevel(JSON.parse(readFileSync(fileURLToPath(new URL(file, packDir)), "utf8")));
  if (!parsed.ok) throw new Error(`${file}: invalid level`);
  return { level: row.level, file, data: parsed.value };
});
const rows: BenchRow[] = [];

for (const { level, data } of pack) {
  const result = solve(data);
  const m = measure(() => solve(data), { minMs: 300 });
  rows.push({
    name: `L${level} optimum proof (O = ${result.optimalTurns})`,
    unit: "ms",
    value: m.msPerOp,
    detail: `${result.statesExplored} states${level === 10 ? " · target < 50 ms" : ""}`,
  });
}

const boards = benchmarkBoards(50).map((level) => ({
  board: compileBoard(level),
  start: level.nodes.map((n) => n.starfish),
}));
let explored = 0;
let expanded = 0;
let withChildren = 0;
const bfs = measure(() => {
  explored = 0;
  expanded = 0;
  withChildren = 0;
  for (const { board, start } of boards) {
    const result = bfsOptimum(board, start);
    explored += result.statesExplored;
    expanded += result.statesExpanded;
    withChildren += result.statesWithChildren;
  }
});
const fastest = Math.min(...bfs.samplesMs);
rows.push({
  name: "BFS, 50 random boards (12 nodes, 2 pits, 16 starfish, Sweep): states expanded",
  unit: "states/s",
  value: (expanded * 1000) / bfs.msPerOp,
  detail:
    `${expanded} per batch (a plain BFS's count: every state up to the goal's parent) in ` +
    `${bfs.msPerOp.toFixed(1)} ms, fastest ${fastest.toFixed(1)} ms · target ≥ 3 M/s`,
});
rows.push({
  name: "same BFS: distinct states kept / states with children stored",
  unit: "states",
  value: explored,
  detail: `${withChildren} expanded into children, the rest only goal-tested`,
});

for (const level of [8, 10]) {
  const { data } = pack[level - 1]!;
  const board = compileBoard(data);
  const start = data.nodes.map((n) => n.starfish);
  let states = 0;
  let edges = 0;
  const m = measure(
    () => {
      const graph = buildFullGraph(board, start);
      states = graph.order.length;
      edges = graph.edgeChild.length;
    },
    { warmup: 1, minMs: 0, minOps: 2 },
  );
  rows.push({
    name: `L${level} full reachable graph + exact dist (breadth-first, every state expanded)`,
    unit: "states/s",
    value: (states * 1000) / m.msPerOp,
    detail: `${states} states, ${edges} moves in ${(m.msPerOp / 1000).toFixed(2)} s`,
  });
}

const prove = measure(() => provePack(pack), { warmup: 0, minMs: 0, minOps: 2 });
rows.push({
  name: "prove of the whole pack (10 levels, balance included)",
  unit: "s",
  value: prove.msPerOp / 1000,
  detail: `fastest ${(Math.min(...prove.samplesMs) / 1000).toFixed(2)} s · target < 10 s`,
});
for (const level of [8, 10]) {
  const entry = pack[level - 1]!;
  const m = measure(() => provePack([entry]), { warmup: 0, minMs: 0, minOps: 2 });
  rows.push({ name: `prove of L${level} alone`, unit: "s", value: m.msPerOp / 1000 });
}

printBenchTable("@rulekit/shell-tide", rows);

// `pnpm bench` runs this file only: the design-to-order figures follow (also runnable on their own,
// `pnpm exec tsx bench/design-to-order.bench.ts`).
await import("./design-to-order.bench.ts");
