import { readFileSync } from "node:fs";
import { createRng, nextInt } from "@rulekit/core";
import { measure, printBenchTable } from "../../../tooling/bench.ts";
import {
  buildRequest,
  CLASSIC_V2,
  type Game,
  greedyMove,
  legalMoves,
  newGame,
  parseRuleSet,
  perft,
  perftFull,
  play,
  type RuleSet,
} from "../src/index.ts";
import { randomPlayout } from "../src/playout.ts";

function level(name: string): RuleSet {
  const result = parseRuleSet(
    JSON.parse(readFileSync(new URL(`../../../levels/rps-grid/${name}.json`, import.meta.url), "utf8")),
  );
  if (!result.ok) throw new Error(name);
  return result.value;
}

const classic = newGame(CLASSIC_V2, "bench");
const queens = newGame(level("queens-and-rooks"), "bench");
const tiles = newGame(level("tile-effects"), "bench");

function perftRow(name: string, game: Game, depth: number, fn = perft, detail = "") {
  const leaves = fn(game, depth);
  const m = measure(() => fn(game, depth), { minMs: 3000, minOps: 3, warmup: 1 });
  return {
    name,
    unit: "leaves/s",
    value: leaves * m.opsPerSec,
    detail: `${leaves.toLocaleString("en")} leaves, ${m.msPerOp.toFixed(0)} ms/run${detail}`,
  };
}

/** Random games through the public API: legalMoves + play until the game ends. */
function publicPlayouts(rules: RuleSet, count: number): number {
  const rng = createRng("bench-public");
  let plies = 0;
  for (let i = 0; i < count; i++) {
    let game = newGame(rules, `p${i}`);
    while (game.status === "playing") {
      const moves = legalMoves(game);
      const result = play(game, moves[nextInt(rng, moves.length)]!);
      if (!result.ok) throw new Error(result.message);
      game = result.game;
      plies++;
    }
  }
  return plies;
}

function greedyGames(rules: RuleSet, count: number): number {
  let plies = 0;
  for (let i = 0; i < count; i++) {
    let game = newGame(rules, `g${i}`);
    while (game.status === "playing") {
      const result = play(game, greedyMove(buildRequest(game, game.currentTurn)));
      if (!result.ok) throw new Error(result.message);
      game = result.game;
      plies++;
    }
  }
  return plies;
}

const rows = [
  perftRow("perft classic v2 start, depth 4 (bulk-counted last ply)", classic, 4, perft, " · target ≥ 3 M"),
  perftRow("perft classic v2 start, depth 4 (every leaf played + settled)", classic, 4, perftFull),
  perftRow("perft classic v2 start, depth 5 (bulk)", classic, 5),
  perftRow("perft queens-and-rooks start, depth 4 (bulk)", queens, 4),
  perftRow("perft tile-effects start, depth 4 (bulk)", tiles, 4),
];

let fastPlies = 0;
const fastRng = createRng("bench-fast");
const fast = measure(
  () => {
    fastPlies += randomPlayout(classic, fastRng);
  },
  { minMs: 3000, minOps: 20 },
);
rows.push({
  name: "random playouts, classic v2 (make/unmake core)",
  unit: "games/s",
  value: fast.opsPerSec,
  detail: `${(fastPlies / fast.ops).toFixed(0)} plies/game avg`,
});

let publicPlies = 0;
const pub = measure(
  () => {
    publicPlies += publicPlayouts(CLASSIC_V2, 1);
  },
  { minMs: 3000, minOps: 5 },
);
rows.push({
  name: "random playouts, classic v2 (public legalMoves + play)",
  unit: "games/s",
  value: pub.opsPerSec,
  detail: `${((publicPlies / pub.totalMs) * 1000).toFixed(0)} plies/s`,
});

let greedyPlies = 0;
const greedy = measure(
  () => {
    greedyPlies += greedyGames(CLASSIC_V2, 1);
  },
  { minMs: 3000, minOps: 5 },
);
rows.push({
  name: "greedy vs greedy, classic v2 (buildRequest + greedyMove + play)",
  unit: "games/s",
  value: greedy.opsPerSec,
  detail: `${((greedyPlies / greedy.totalMs) * 1000).toFixed(0)} plies/s`,
});

printBenchTable("@rulekit/rps-grid", rows);
