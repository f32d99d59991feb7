import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Level, type PackProof, parseLevel } from "../src/index.js";

/** The shipped Full Rescue v2 pack as the tests read it: the ten level files, parsed, and proof.json. */
const packDir = new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(fileURLToPath(new URL(name, packDir)), "utf8"));

export const PACK_SIZE = 10;

/**
 * Level n of the pack (1–10), parsed afresh on each call, inside the test that asks: a level parsed while
 * the file loads would make every loader mutant it reaches "static" under Stryker (run against every test,
 * and reused unseen by incremental runs).
 */
export function packLevel(n: number): Level {
  const parsed = parseLevel(read(`level-${String(n).padStart(2, "0")}.json`));
  if (!parsed.ok) throw new Error(`level ${n}: ${JSON.stringify(parsed.issues)}`);
  return parsed.value;
}

/** Every level of the pack, in order (parsed afresh). */
export const packLevels = (): Level[] => Array.from({ length: PACK_SIZE }, (_, i) => packLevel(i + 1));

export const PACK_PROOF = read("proof.json") as PackProof;
