import type { MatchSummary } from "./match-summary.js";

/**
 * Which entrants (indices into `names`, the tournament's bot list) played a match: its `entrants`
 * when it has them (every tournament writes them), else its player names looked up among the names
 * that only one entrant has. Null when the match cannot be placed: it counts for nobody.
 */
export function entrantsOf(names: readonly string[]): (match: MatchSummary) => [number, number] | null {
  const once = new Map<string, number>();
  const repeated = new Set<string>();
  names.forEach((name, i) => {
    if (once.has(name)) repeated.add(name);
    else once.set(name, i);
  });
  const byName = (name: string) => (repeated.has(name) ? undefined : once.get(name));
  const valid = (i: unknown): i is number =>
    Number.isInteger(i) && (i as number) >= 0 && (i as number) < names.length;
  return (match) => {
    if (match.entrants) {
      const [a, b] = match.entrants;
      return valid(a) && valid(b) ? [a, b] : null;
    }
    const a = byName(match.players[0]);
    const b = byName(match.players[1]);
    return a === undefined || b === undefined ? null : [a, b];
  };
}
