import { RulekitValidationError, zodIssues } from "@rulekit/core";
import { type RuleSet, RuleSetSchema } from "../schema/rule-set.js";

const valid = new WeakSet<object>();

/**
 * Makes sure a RuleSet object is valid before a game uses it (once per object: the result is
 * remembered, so treat RuleSets as immutable). Throws RulekitValidationError with every issue.
 */
export function assertRuleSet(rules: RuleSet): RuleSet {
  if (typeof rules === "object" && rules !== null && valid.has(rules)) return rules;
  const result = RuleSetSchema.safeParse(rules);
  if (!result.success) throw new RulekitValidationError("RuleSet", zodIssues(result.error));
  valid.add(rules);
  return rules;
}
