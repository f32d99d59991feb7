/**
 * A path's cost: numbers compared lexicographically (the first one decides, the next breaks ties). A
 * breadth-first search over steps uses `[1]` per step; Reactor uses `[turns, actions]`.
 */
export type SearchCost = readonly number[];

/** Negative when `a` is cheaper, positive when dearer, 0 when equal (a missing entry counts as 0). */
export function compareCost(a: SearchCost, b: SearchCost): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The cost of a path extended by one step. */
export function addCost(a: SearchCost, b: SearchCost): SearchCost {
  const n = Math.max(a.length, b.length);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((a[i] ?? 0) + (b[i] ?? 0));
  return out;
}

/** Whether every entry of `a` is at most the one of `b` (no worse in every respect). */
export function costAtMost(a: SearchCost, b: SearchCost): boolean {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if ((a[i] ?? 0) > (b[i] ?? 0)) return false;
  return true;
}
