import level01 from "../shell-tide/full-rescue-v2/level-01.json";
import level02 from "../shell-tide/full-rescue-v2/level-02.json";
import level03 from "../shell-tide/full-rescue-v2/level-03.json";
import level04 from "../shell-tide/full-rescue-v2/level-04.json";
import level05 from "../shell-tide/full-rescue-v2/level-05.json";
import level06 from "../shell-tide/full-rescue-v2/level-06.json";
import level07 from "../shell-tide/full-rescue-v2/level-07.json";
import level08 from "../shell-tide/full-rescue-v2/level-08.json";
import level09 from "../shell-tide/full-rescue-v2/level-09.json";
import level10 from "../shell-tide/full-rescue-v2/level-10.json";
import proof from "../shell-tide/full-rescue-v2/proof.json";
import { copyOf, type JsonObject, unknownData } from "./json.js";

/**
 * A Shell Tide level file (`shell-tide/full-rescue-v2/level-NN.json`), as JSON: give it to `parseLevel`
 * of `@rulekit/shell-tide`, which checks it and returns the engine's `Level`.
 */
export interface ShellTideLevelFile extends JsonObject {}

/** The pack's balance proof (`shell-tide/full-rescue-v2/proof.json`), as JSON: see `provePack` of `@rulekit/shell-tide`. */
export interface ShellTidePackProofFile extends JsonObject {}

/** The id of the shipped Shell Tide pack (its folder under `shell-tide/`). */
export const SHELL_TIDE_PACK = "full-rescue-v2";

const LEVELS = [level01, level02, level03, level04, level05, level06, level07, level08, level09, level10];

/** How many levels the shipped pack has: they are numbered 1 … SHELL_TIDE_LEVEL_COUNT. */
export const SHELL_TIDE_LEVEL_COUNT = LEVELS.length;

/** Level `n` (1 … 10) of the Full Rescue v2 pack, a fresh copy; a RangeError for any other `n`. */
export function shellTideLevel(n: number): ShellTideLevelFile {
  const level = Number.isInteger(n) ? LEVELS[n - 1] : undefined;
  if (level === undefined) throw unknownData(`shellTideLevel(${n})`, `levels 1 … ${LEVELS.length}`);
  return copyOf<ShellTideLevelFile>(level);
}

/** Every level of the Full Rescue v2 pack in order (level 1 first), fresh copies. */
export function shellTideLevels(): ShellTideLevelFile[] {
  return LEVELS.map((level) => copyOf<ShellTideLevelFile>(level));
}

/** The Full Rescue v2 pack's balance proof, a fresh copy. */
export function shellTidePackProof(): ShellTidePackProofFile {
  return copyOf<ShellTidePackProofFile>(proof);
}
