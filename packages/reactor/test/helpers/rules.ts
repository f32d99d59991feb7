import { stableStringify } from "@rulekit/core";
import type { GameState } from "../../src/index.js";

export * from "../../src/index.js";

/** Canonical text of a state (the level is shared by reference, so leave it out). */
export function stableStringifyState(state: GameState): string {
  const { level: _level, ...rest } = state;
  return stableStringify(rest);
}
