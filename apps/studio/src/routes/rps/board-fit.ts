import { RULESET_LIMITS } from "@rulekit/rps-grid";
import { type Draft, getIn, setIn } from "./rule-draft.ts";

/** What fitting a draft onto its board did, in counts (for the note beside the size fields). */
export interface FitReport {
  rows: number;
  cols: number;
  movedHomes: number;
  movedStarts: number;
  removedStarts: number;
  removedTerrain: number;
}

type Cell = [number, number];
const isCell = (v: unknown): v is Cell =>
  Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n));
const key = (r: number, c: number) => `${r},${c}`;
const int = (v: unknown) => (typeof v === "number" && Number.isInteger(v) ? v : null);

/** The board size the draft asks for, or null while it is not a size the engine accepts. */
export function requestedDims(draft: Draft): { rows: number; cols: number } | null {
  const size = int(draft.boardSize);
  const rows = int(draft.boardRows) ?? size;
  const cols = int(draft.boardCols) ?? size;
  const ok = (n: number | null): n is number =>
    n !== null && n >= RULESET_LIMITS.minBoard && n <= RULESET_LIMITS.maxBoard;
  return ok(rows) && ok(cols) ? { rows, cols } : null;
}

/**
 * Puts everything the resized board no longer holds back onto it: each home moves to the nearest cell of
 * the board (its edge), each starting cell off the board moves to the nearest free cell (not a wall, a home
 * or another start), and blocked and void cells and tiles off the board are removed. Cells already on the
 * board stay where they are. A start with no free cell left is removed (the army check then says so).
 */
export function fitToBoard(draft: Draft): { draft: Draft; report: FitReport | null } {
  const dims = requestedDims(draft);
  if (!dims) return { draft, report: null };
  const { rows, cols } = dims;
  const on = (r: number, c: number) => r >= 0 && r < rows && c >= 0 && c < cols;
  const clamp = ([r, c]: Cell): Cell => [
    Math.max(0, Math.min(rows - 1, r)),
    Math.max(0, Math.min(cols - 1, c)),
  ];
  const report: FitReport = {
    rows,
    cols,
    movedHomes: 0,
    movedStarts: 0,
    removedStarts: 0,
    removedTerrain: 0,
  };
  let next = draft;

  for (const field of ["blockedCells", "voidCells"] as const) {
    const list = next[field];
    if (!Array.isArray(list)) continue;
    const kept = list.filter((c) => !isCell(c) || on(c[0], c[1]));
    report.removedTerrain += list.length - kept.length;
    if (kept.length !== list.length) next = setIn(next, [field], kept.length ? kept : undefined);
  }
  if (Array.isArray(next.tiles)) {
    const list = next.tiles as { row?: unknown; col?: unknown }[];
    const kept = list.filter(
      (t) =>
        typeof t !== "object" ||
        t === null ||
        !(int(t.row) !== null && int(t.col) !== null) ||
        on(t.row as number, t.col as number),
    );
    report.removedTerrain += list.length - kept.length;
    if (kept.length !== list.length) next = setIn(next, ["tiles"], kept.length ? kept : undefined);
  }

  const taken = new Set<string>();
  for (const field of ["blockedCells", "voidCells"] as const)
    for (const c of Array.isArray(next[field]) ? (next[field] as unknown[]) : [])
      if (isCell(c)) taken.add(key(...c));

  const homes = next.homes;
  if (Array.isArray(homes)) {
    const fitted = homes.map((h) => {
      if (!isCell(h) || on(h[0], h[1])) return h;
      report.movedHomes++;
      return clamp(h);
    });
    if (report.movedHomes) next = setIn(next, ["homes"], fitted);
    for (const h of fitted) if (isCell(h)) taken.add(key(...h));
  }

  const starts = getIn(next, ["startingPositions"]);
  if (Array.isArray(starts)) {
    // Starts on the board keep their cell unless a moved home or an earlier start now holds it.
    const homeKeys = new Set(taken);
    const stays = starts.map((list) =>
      Array.isArray(list)
        ? list.map((c) => {
            if (!isCell(c)) return true;
            if (!on(c[0], c[1]) || homeKeys.has(key(...c)) || taken.has(key(...c))) return false;
            taken.add(key(...c));
            return true;
          })
        : [],
    );
    const fitted = starts.map((list, p) => {
      if (!Array.isArray(list)) return list;
      const out: unknown[] = [];
      for (const [i, c] of list.entries()) {
        if (stays[p]![i] || !isCell(c)) {
          out.push(c);
          continue;
        }
        const spot = nearestFree(clamp(c), rows, cols, taken);
        if (spot) {
          taken.add(key(...spot));
          out.push(spot);
          report.movedStarts++;
        } else report.removedStarts++;
      }
      return out;
    });
    if (report.movedStarts || report.removedStarts) next = setIn(next, ["startingPositions"], fitted);
  }
  const changed = report.movedHomes + report.movedStarts + report.removedStarts + report.removedTerrain > 0;
  return { draft: next, report: changed ? report : null };
}

/** The free cell nearest to `from` (by distance, then row, then column), or null on a full board. */
function nearestFree(from: Cell, rows: number, cols: number, taken: Set<string>): Cell | null {
  let best: Cell | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      if (taken.has(key(r, c))) continue;
      const d = (r - from[0]) ** 2 + (c - from[1]) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = [r, c];
      }
    }
  return best;
}

/** One sentence about a fit: "The board is now 7×7: moved 1 home and 11 starting cells onto it." */
export function describeFit(report: FitReport): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const moved = [
    report.movedHomes ? count(report.movedHomes, "home", "homes") : "",
    report.movedStarts ? count(report.movedStarts, "starting cell", "starting cells") : "",
  ].filter(Boolean);
  const parts = [
    moved.length ? `moved ${moved.join(" and ")} onto it` : "",
    report.removedStarts
      ? `removed ${count(report.removedStarts, "starting cell", "starting cells")} (no free cell left)`
      : "",
    report.removedTerrain
      ? `removed ${count(report.removedTerrain, "blocked, void or tile cell", "blocked, void or tile cells")} that were off it`
      : "",
  ].filter(Boolean);
  return `The board is now ${report.rows}×${report.cols}: ${parts.join("; ")}.`;
}
