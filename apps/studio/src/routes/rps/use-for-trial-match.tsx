import type { RuleSet } from "@rulekit/rps-grid";
import { useNavigate } from "../../lib/router.tsx";
import { keepForTrialMatch } from "./trial-rules.ts";

/**
 * The rule editor's "Use for a trial match": hands the valid RuleSet to the arena's admin page, which opens
 * with a trial match on it ready to be created (entrants to pick).
 */
export function UseForTrialMatch(props: { rules: RuleSet; name: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        keepForTrialMatch(props.rules, props.name);
        navigate("/arena/admin?trial=editor");
      }}
      data-testid="rps-rules-use-for-trial"
    >
      Use for a trial match
    </button>
  );
}
