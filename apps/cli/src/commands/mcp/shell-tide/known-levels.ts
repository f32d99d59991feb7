import {
  type Level,
  levelFileName,
  levelFingerprint,
  newAttempt,
  PACK_TABLE,
  parseLevel,
} from "@rulekit/shell-tide";
import { CliError } from "../../../io/errors.js";
import { INPUT_FORMATS } from "../../../io/input-limits.js";
import { expectKind, readJsonInFolder } from "../../../io/read-input.js";
import type { McpContext } from "../context.js";

/** A level of the pack and the turn figures every attempt at it has (its balance, else the solver's). */
export interface PackLevel {
  n: number;
  level: Level;
  figures: { optimalTurns: number | null; maxTurns: number };
}

const packs = new WeakMap<McpContext, Map<string, PackLevel>>();

/** The pack's levels by fingerprint (read and proven once per server). */
function packByFingerprint(context: McpContext): Map<string, PackLevel> {
  let pack = packs.get(context);
  if (!pack) {
    pack = new Map();
    for (const row of PACK_TABLE) {
      const file = levelFileName(row.level);
      const data = readJsonInFolder(context.packDir, file, INPUT_FORMATS.shellTideLevel);
      const level = expectKind(file, "Shell Tide level", parseLevel(data));
      const { optimalTurns, maxTurns } = newAttempt(level);
      pack.set(levelFingerprint(level), { n: row.level, level, figures: { optimalTurns, maxTurns } });
    }
    packs.set(context, pack);
  }
  return pack;
}

/**
 * The pack level an inline level (or an attempt's level) is: the same board, Current Arrows, edges and
 * rules. Any other board is refused — the server runs its exact solver only on the levels the host
 * serves (the pack, level files in the allowed folders): a board an agent makes up would turn the
 * level's optimalTurns into the solver's distance from any board, which is what the hint must not give.
 */
export function knownLevelOf(arg: string, level: Level, context: McpContext): PackLevel {
  const known = packByFingerprint(context).get(levelFingerprint(level));
  if (known) return known;
  throw new CliError(
    `${arg} is not a level of the pack: inline levels and attempts must be the pack's levels (give another level as a levelFile in a folder the host allowed)`,
    2,
    undefined,
    { code: "unknown_level" },
  );
}
