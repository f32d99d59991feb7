// One measurement of bench/ab-compare.mjs, in a process of its own: the built package in argv[2]
// (a package directory with dist/), the task in argv[3], its argument in argv[4]. Prints one JSON line
// with the CPU seconds of the task alone (the import and the level files read before the clock).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [pkgDir, task, arg] = process.argv.slice(2);
const engine = await import(pathToFileURL(join(pkgDir, "dist/index.js")).href);
const design = await import(pathToFileURL(join(pkgDir, "dist/design.js")).href);
const packDir = new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url);

/** The ring with the most moves the loader accepts among those measured (bench/ab-compare.mjs). */
const WORST_ACCEPTED = {
  starfish: [2, 1, 1, 1, 2, 1, 1, 1, 1, 1, 0, 0],
  currentArrows: [
    { node: 0, direction: "right" },
    { node: 6, direction: "left" },
    { node: 9, direction: "left" },
  ],
  rules: { finalTideSweep: true },
};

/** Level 8's and Level 10's figures (the pack's 12-node levels) as an order, 1–3 Current Arrows. */
const orderOf = (n) => {
  const { nodes, wetPits, starfish, finalTideSweep, optimalTurns, p75, maxTurns } = engine.PACK_TABLE[n - 1];
  const currentArrows = { min: 1, max: 3 };
  return { nodes, wetPits, starfish, finalTideSweep, currentArrows, optimalTurns, p75, maxTurns };
};
const ORDERS = { L8: orderOf(8), L10: orderOf(10) };

/** The largest ring the loader accepted before the move limit: 12 sand nodes, 14 starfish, 9.65 M boards. */
const WORST_BEFORE = { starfish: [2, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1], rules: { finalTideSweep: true } };

const packLevel = (n) => {
  const file = new URL(`level-${String(n).padStart(2, "0")}.json`, packDir);
  const parsed = engine.parseLevel(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.ok) throw new Error(`level ${n}: ${parsed.issues[0].message}`);
  return parsed.value;
};

let run;
let detail = {};
if (task === "worst-ring") {
  const made = engine.createLevel(WORST_ACCEPTED);
  if (!made.ok) throw new Error(made.issues[0].message);
  run = () => {
    detail = { states: engine.proveLevel(made.value).reachableStates };
  };
} else if (task === "worst-before") {
  // the level is made inside the clock: on B the loader's refusal (its count of the moves) is the work
  run = () => {
    const made = engine.createLevel(WORST_BEFORE);
    detail = made.ok
      ? { states: engine.proveLevel(made.value).reachableStates }
      : { refused: made.issues[0].message };
  };
} else if (task === "pack") {
  const levels = Array.from({ length: 10 }, (_, i) => packLevel(i + 1));
  run = () => {
    detail = { states: levels.reduce((sum, level) => sum + engine.proveLevel(level).reachableStates, 0) };
  };
} else if (task === "design") {
  const [order, seed] = arg.split(":");
  run = () => {
    const result = design.designToOrder(ORDERS[order], { seed: `ab-${seed}` });
    detail = {
      met: result.met,
      gatesMet: result.gatesMet,
      boards: result.evaluations,
      proofs: result.proofs,
    };
  };
} else {
  throw new Error(`unknown task ${task}`);
}
const before = process.cpuUsage();
run();
const used = process.cpuUsage(before);
console.log(JSON.stringify({ cpu: (used.user + used.system) / 1e6, ...detail }));
