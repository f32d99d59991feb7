import { RulekitValidationError } from "@rulekit/core";
import type { Level } from "../level/schema.js";
import { levelProblem } from "../rules/state-check.js";
import { objectiveOf } from "../rules/topology.js";

/*
 * The checks at the solver's public door (solve, proveLevel, exactLimitReport): the search plays a
 * level's moves from flat tables, so a level built by hand with edges that are not reversible node
 * indexes would make it walk a board that does not exist (and never finish); it is refused at once.
 */

/** The issue code of a level the rules cannot run (`RulekitValidationError` of kind `level`). */
export const UNPLAYABLE_LEVEL = "unplayable_level" as const;
/** The issue code of a start that does not fit the level (`RulekitValidationError` of kind `starfish`). */
export const BAD_START = "bad_start" as const;

/**
 * Throws a `RulekitValidationError` (kind `level`, code `unplayable_level`) naming the JSON path of the
 * first thing that keeps the rules from running `level`: the rules' own check (nodes, counts, edges that
 * are reversible node indexes, rules). Wider than `parseLevel`: any ring size, several cycles and
 * self-loops pass, as the rules allow them. `entry` names the caller in the message.
 */
export function assertPlayableLevel(level: Level, entry: string): void {
  const found = levelProblem(level, "$");
  if (!found) return;
  throw new RulekitValidationError("level", [
    {
      path: found.path,
      code: UNPLAYABLE_LEVEL,
      message: `${found.message} (${entry} plays the level's moves, so the rules must hold; parseLevel lists every problem)`,
    },
  ]);
}

/**
 * Throws a `RulekitValidationError` (kind `starfish`, code `bad_start`) unless `starfish` is a board of
 * `level`: one count per node, 0 on wet pits, at most the level's objective in all.
 */
export function assertStart(level: Level, starfish: readonly number[]): void {
  const n = level.nodes.length;
  const fail = (path: string, message: string): never => {
    throw new RulekitValidationError("starfish", [{ path, code: BAD_START, message }]);
  };
  if (!Array.isArray(starfish) || starfish.length !== n) fail("$", `expected ${n} counts (one per node)`);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const count = starfish[i];
    if (!Number.isSafeInteger(count) || count! < 0 || (level.nodes[i]!.type === "wet_pit" && count !== 0))
      fail(`$[${i}]`, "expected a count (0 on a wet pit)");
    total += count!;
  }
  const objective = objectiveOf(level);
  if (total > objective)
    fail("$", `${total} starfish on the board, more than the level's objective of ${objective}`);
}
