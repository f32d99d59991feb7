import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Level, type PackProof, parseLevel } from "../src/index.js";

/** The shipped Full Rescue v2 pack as the tests read it: the ten level files, parsed, and proof.json. */
const packDir = new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(fileURLToPath(new URL(name, packDir)), "utf8"));

export const PACK_LEVELS: Level[] = Array.from({ length: 10 }, (_, i) => {
  const parsed = parseLevel(read(`level-${String(i + 1).padStart(2, "0")}.json`));
  if (!parsed.ok) throw new Error(`level ${i + 1}: ${JSON.stringify(parsed.issues)}`);
  return parsed.value;
});

export const PACK_PROOF = read("proof.json") as PackProof;
