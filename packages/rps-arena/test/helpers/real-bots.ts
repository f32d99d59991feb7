import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_LIMITS, type Limits, parseRuleSet, type RuleSet } from "@rulekit/rps-grid";
import { type PreparedBot, prepareBot } from "../../src/bot/prepare-bot.js";
import { loadSubmission } from "../../src/submission/load-submission.js";

export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
export const BOTS_DIR = join(REPO_ROOT, "bots");

export const botDir = (path: string) => join(BOTS_DIR, path);

/** A smaller per-move CPU limit so CPU hogs are stopped fast; the protocol defaults otherwise. */
export const TEST_LIMITS: Limits = { ...DEFAULT_LIMITS, moveCpuMs: 300 };

/** Loads and builds a bot from bots/ in the real sandbox (C++ is compiled, or taken from the cache). */
export function prepare(path: string, limits: Limits = TEST_LIMITS): Promise<PreparedBot> {
  return prepareBot(loadSubmission(botDir(path)), { limits });
}

/** A RuleSet shipped in levels/rps-grid. */
export function levelRules(name: string): RuleSet {
  const parsed = parseRuleSet(
    JSON.parse(readFileSync(join(REPO_ROOT, "levels/rps-grid", `${name}.json`), "utf8")),
  );
  if (!parsed.ok) throw new Error(`levels/rps-grid/${name}.json is not a RuleSet`);
  return parsed.value;
}
