import { readFileSync } from "node:fs";
import { type Level, type PackProof, parseLevel } from "@rulekit/shell-tide";

/** The repository's level pack and its proof, read like the page reads them (validated by the engine). */
const PACK = new URL("../../../../levels/shell-tide/full-rescue-v2/", import.meta.url);

export const packLevels: { number: number; level: Level }[] = Array.from({ length: 10 }, (_, i) => {
  const text = readFileSync(new URL(`level-${String(i + 1).padStart(2, "0")}.json`, PACK), "utf8");
  const parsed = parseLevel(JSON.parse(text));
  if (!parsed.ok) throw new Error(`level ${i + 1} does not parse`);
  return { number: i + 1, level: parsed.value };
});

export const packProof = (): PackProof => JSON.parse(readFileSync(new URL("proof.json", PACK), "utf8"));
