import { parseWith, RulekitValidationError } from "@rulekit/core";
import { type RuleSet, RuleSetSchema } from "../schema/rule-set.js";

const valid = new WeakSet<object>();

/**
 * Makes sure a RuleSet object is valid before a game uses it (once per object: the result is
 * remembered, so treat RuleSets as immutable). Throws RulekitValidationError with every issue.
 */
export function assertRuleSet(rules: RuleSet): RuleSet {
  // (A WeakSet answers false for a primitive, so no type check is needed before asking it.)
  if (valid.has(rules)) return rules;
  // parseWith bounds the value first: a RuleSet nested thousands deep is an issue, not a stack overflow.
  const result = parseWith(RuleSetSchema, rules);
  if (!result.ok) throw new RulekitValidationError("RuleSet", result.issues);
  valid.add(rules);
  return rules;
}
