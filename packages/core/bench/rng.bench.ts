import { measure, printBenchTable } from "../../../tooling/bench.ts";
import { createRng, nextInt, nextUint32, shuffleInPlace, stableHash } from "../src/index.ts";

const rng = createRng("bench");
const draws = measure(() => {
  for (let i = 0; i < 100_000; i++) nextUint32(rng);
});
const ints = measure(() => {
  for (let i = 0; i < 100_000; i++) nextInt(rng, 7);
});
const deck = Array.from({ length: 52 }, (_, i) => i);
const shuffles = measure(() => {
  for (let i = 0; i < 10_000; i++) shuffleInPlace(rng, deck);
});
const state = {
  board: Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 9 }, (_, c) => ((r + c) % 3 ? null : { player: r % 2, type: "R" })),
  ),
};
const hashes = measure(() => {
  for (let i = 0; i < 1000; i++) stableHash(state);
});

printBenchTable("@rulekit/core", [
  { name: "sfc32 nextUint32", unit: "draws/s", value: draws.opsPerSec * 100_000 },
  { name: "nextInt(7) (rejection)", unit: "draws/s", value: ints.opsPerSec * 100_000 },
  { name: "shuffle 52 cards", unit: "shuffles/s", value: shuffles.opsPerSec * 10_000 },
  { name: "stableHash of a 9×9 board state", unit: "hashes/s", value: hashes.opsPerSec * 1000 },
]);
