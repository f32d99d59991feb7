import { formatIssues } from "@rulekit/core";
import { parseRuleSet, type RuleSet } from "@rulekit/rps-grid";

/**
 * The shipped RuleSets, read at build time from the repository's levels/rps-grid folder. Each
 * file goes through `parseRuleSet`, so a broken file is reported instead of played.
 */
const FILES = import.meta.glob<unknown>("../../../../../levels/rps-grid/*.json", {
  eager: true,
  import: "default",
});

export interface ShippedRules {
  /** File name without `.json`, e.g. `classic-v2`. */
  key: string;
  rules: RuleSet;
  /** A human title: the RuleSet id and its description when it has one. */
  title: string;
}

/** Classic first, then the rest by name. */
export function loadShipped(files: Record<string, unknown>): { sets: ShippedRules[]; problems: string[] } {
  const sets: ShippedRules[] = [];
  const problems: string[] = [];
  for (const [path, data] of Object.entries(files)) {
    const key = path.slice(path.lastIndexOf("/") + 1).replace(/\.json$/, "");
    const result = parseRuleSet(data);
    if (!result.ok) {
      problems.push(`${key}.json: ${formatIssues(result.issues, 2)}`);
      continue;
    }
    const description = typeof result.value.description === "string" ? result.value.description : "";
    sets.push({ key, rules: result.value, title: description ? `${key} — ${description}` : key });
  }
  const rank = (key: string) => (key === "classic-v2" ? 0 : key === "classic-v1" ? 1 : 2);
  sets.sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
  return { sets, problems };
}

export const SHIPPED = loadShipped(FILES);
