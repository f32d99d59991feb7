import { createHash } from "node:crypto";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type CardCombatModule, type LoopWay, matchLoop } from "./match-loop.ts";

/**
 * One side of `compare.ts`, in a process of its own: loads a built card-combat (`<dist dir>`), plays
 * `checkMatches` matches fingerprinting every event list and state (SHA-256 of their JSON, so two
 * builds that differ by a byte, a key order included, differ here), warms up, then times `matches`
 * matches with the `step` loop; a build with `playMatch` is then fingerprinted and timed again through
 * it (its fingerprint must be the step loop's). `endFingerprint`: the final states and command counts
 * alone, so `playMatch` runs as the timed pass runs it (no `onStep`); it too must be the step loop's. Prints one JSON line.
 * Usage: `node --import tsx bench/compare-run.ts <dist dir> [matches] [check matches]`.
 */
const [distArg = "dist", matchesArg = "20000", checkArg = "300"] = process.argv.slice(2);
const dist = resolve(distArg);
const lib = (await import(pathToFileURL(join(dist, "index.js")).href)) as CardCombatModule;
const matches = Number(matchesArg);

function fingerprintOf(way: LoopWay): string {
  const hash = createHash("sha256");
  matchLoop(
    lib,
    (events, state) => {
      hash.update(JSON.stringify(events));
      hash.update(JSON.stringify(state));
    },
    way,
  ).play(Number(checkArg));
  return hash.digest("hex").slice(0, 16);
}

/**
 * SHA-256 of each match's final state and command count: through `playMatch` without `onStep` (the
 * simulator, which `fingerprintOf` never reaches) it must be the step loop's.
 */
function endFingerprintOf(way: LoopWay): string {
  const hash = createHash("sha256");
  matchLoop(lib, undefined, way, (state, commands) => {
    hash.update(JSON.stringify(state));
    hash.update(String(commands));
  }).play(Number(checkArg));
  return hash.digest("hex").slice(0, 16);
}

function timed(way: LoopWay) {
  const loop = matchLoop(lib, undefined, way);
  loop.play(Math.min(2000, matches));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const steps = loop.play(matches);
  const wallS = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuS = (cpu.user + cpu.system) / 1e6;
  return { commandsPerMatch: steps / matches, matchesPerS: matches / wallS, matchesPerCpuS: matches / cpuS };
}

const fingerprint = fingerprintOf("step");
const endFingerprint = endFingerprintOf("step");
const stepped = timed("step");
const played = lib.playMatch
  ? {
      ...timed("playMatch"),
      fingerprint: fingerprintOf("playMatch"),
      endFingerprint: endFingerprintOf("playMatch"),
    }
  : null;
console.log(JSON.stringify({ dist, matches, ...stepped, fingerprint, endFingerprint, playMatch: played }));
