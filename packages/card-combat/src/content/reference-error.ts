import { RulekitValidationError } from "@rulekit/core";

/**
 * An id that the content or the match does not define (an unknown card, faction or encounter): bad
 * input reaching the engine, thrown as the typed validation error rather than a bare Error.
 */
export function referenceError(message: string): RulekitValidationError {
  return new RulekitValidationError("card-combat content", [{ path: "$", code: "reference", message }]);
}
