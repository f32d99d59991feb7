import { createHash } from "node:crypto";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type CardCombatModule, matchLoop } from "./match-loop.ts";

/**
 * One side of `compare.ts`, in a process of its own: loads a built card-combat (`<dist dir>`), plays
 * `checkMatches` matches fingerprinting every event list and state (SHA-256 of their JSON, so two
 * builds that differ by a byte, a key order included, differ here), warms up, then times `matches`
 * matches. Prints one JSON line.
 * Usage: `node --import tsx bench/compare-run.ts <dist dir> [matches] [check matches]`.
 */
const [distArg = "dist", matchesArg = "20000", checkArg = "300"] = process.argv.slice(2);
const dist = resolve(distArg);
const lib = (await import(pathToFileURL(join(dist, "index.js")).href)) as CardCombatModule;
const matches = Number(matchesArg);

const hash = createHash("sha256");
matchLoop(lib, (events, state) => {
  hash.update(JSON.stringify(events));
  hash.update(JSON.stringify(state));
}).play(Number(checkArg));
const fingerprint = hash.digest("hex").slice(0, 16);

const loop = matchLoop(lib);
loop.play(Math.min(2000, matches));
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const steps = loop.play(matches);
const wallS = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const cpuS = (cpu.user + cpu.system) / 1e6;
console.log(
  JSON.stringify({
    dist,
    matches,
    commandsPerMatch: steps / matches,
    matchesPerS: matches / wallS,
    matchesPerCpuS: matches / cpuS,
    fingerprint,
  }),
);
