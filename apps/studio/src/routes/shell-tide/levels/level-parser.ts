import { parseLevel as parseLevelFile } from "@rulekit/shell-tide";

/**
 * The engine's level parser, in a chunk of its own: the levels page imports it when a file is opened. A board
 * beyond the exact solver is opened too (with the `beyond_exact_solver` warning), since the page explains
 * its limits and what would bring it within them.
 */
export function parseLevel(data: unknown): ReturnType<typeof parseLevelFile> {
  return parseLevelFile(data, { beyondSolver: "warn" });
}
