import type { RuleSet } from "@rulekit/rps-grid";
import { browserStorage } from "../../lib/storage.ts";

/** Where the rule editor leaves a RuleSet for the arena's admin page ("Use for a trial match"). */
const KEY = "rulekit.arena.trial-rules";
const storage = browserStorage();

export interface TrialRules {
  rules: unknown;
  name: string;
  savedAt: string;
}

/** Keeps a valid RuleSet from the rule editor for the next trial match an admin creates in this browser. */
export function keepForTrialMatch(rules: RuleSet, name: string): void {
  storage.setJson(KEY, { rules, name, savedAt: new Date().toISOString() } satisfies TrialRules);
}

/** The RuleSet the rule editor left, or null (checked again by the engine where it is used). */
export function trialRulesFromEditor(): TrialRules | null {
  const saved = storage.getJson<Partial<TrialRules>>(KEY);
  if (!saved || typeof saved !== "object" || saved.rules === undefined) return null;
  return { rules: saved.rules, name: String(saved.name ?? "custom"), savedAt: String(saved.savedAt ?? "") };
}
