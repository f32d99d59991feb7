import type { ValidationIssue } from "@rulekit/core";
import { RULESET_LIMITS } from "@rulekit/rps-grid";

/**
 * A RuleSet being edited: the JSON object itself (unknown fields kept), possibly invalid. Edits return a
 * new object; validation is always the engine's `parseRuleSet` on the whole draft.
 */
export type Draft = Record<string, unknown>;
type Path = readonly (string | number)[];

/** The draft with `value` at `path` (undefined removes the key; missing objects/arrays are created). */
export function setIn(draft: Draft, path: Path, value: unknown): Draft {
  const [head, ...rest] = path;
  if (head === undefined) return draft;
  const copy = (Array.isArray(draft) ? [...draft] : { ...draft }) as Record<string | number, unknown>;
  if (rest.length === 0) {
    if (value === undefined && !Array.isArray(copy)) delete copy[head];
    else copy[head] = value;
  } else {
    const child = copy[head];
    const base = child !== null && typeof child === "object" ? child : typeof rest[0] === "number" ? [] : {};
    copy[head] = setIn(base as Draft, rest, value);
  }
  return copy as Draft;
}

export function getIn(draft: unknown, path: Path): unknown {
  let value = draft;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** The JSON path string the engine's issues use: `$.homes[1]`, `$.movementByType.R.kind`. */
export function jsonPath(path: Path): string {
  return `$${path.map((k) => (typeof k === "number" ? `[${k}]` : `.${k}`)).join("")}`;
}

/** The issues about `path` or anything inside it. */
export function issuesAt(issues: readonly ValidationIssue[], path: Path): ValidationIssue[] {
  const at = jsonPath(path);
  return issues.filter((i) => i.path === at || i.path.startsWith(`${at}[`) || i.path.startsWith(`${at}.`));
}

const int = (v: unknown) => (typeof v === "number" && Number.isInteger(v) ? v : null);

/** The board size the draft describes, clamped to what the editor can draw. */
export function draftDims(draft: Draft): { rows: number; cols: number } {
  const clamp = (n: number | null) =>
    Math.max(RULESET_LIMITS.minBoard, Math.min(RULESET_LIMITS.maxBoard, n ?? RULESET_LIMITS.minBoard));
  const size = int(draft.boardSize);
  return { rows: clamp(int(draft.boardRows) ?? size), cols: clamp(int(draft.boardCols) ?? size) };
}

type Cell = [number, number];
const cells = (v: unknown): Cell[] =>
  Array.isArray(v) ? v.filter((c): c is Cell => Array.isArray(c) && c.length === 2) : [];
const same = (a: Cell, r: number, c: number) => a[0] === r && a[1] === c;

/** What a click on the board painter puts on a cell. */
export type PaintTool =
  | { kind: "home"; player: 0 | 1 }
  | { kind: "start"; player: 0 | 1 }
  | { kind: "blocked" }
  | { kind: "void" }
  | { kind: "tile"; type: string }
  | { kind: "erase" };

/** Removes every terrain, start and tile mark of the cell (homes stay: there are always two). */
function clearCell(draft: Draft, r: number, c: number): Draft {
  let next = draft;
  for (const key of ["blockedCells", "voidCells"] as const) {
    if (Array.isArray(next[key])) {
      const kept = cells(next[key]).filter((x) => !same(x, r, c));
      next = setIn(next, [key], kept.length ? kept : undefined);
    }
  }
  const starts = getIn(next, ["startingPositions"]);
  if (Array.isArray(starts)) {
    next = setIn(
      next,
      ["startingPositions"],
      starts.map((list) => cells(list).filter((x) => !same(x, r, c))),
    );
  }
  if (Array.isArray(next.tiles)) {
    const kept = (next.tiles as { row?: unknown; col?: unknown }[]).filter(
      (t) => !(t.row === r && t.col === c),
    );
    next = setIn(next, ["tiles"], kept.length ? kept : undefined);
  }
  return next;
}

/** Applies a painter tool to a cell; painting the mark a cell already has removes it. */
export function paint(draft: Draft, tool: PaintTool, r: number, c: number): Draft {
  if (tool.kind === "home") return setIn(draft, ["homes", tool.player], [r, c]);
  const had = cellMarks(draft, r, c);
  const cleared = clearCell(draft, r, c);
  switch (tool.kind) {
    case "erase":
      return cleared;
    case "blocked":
    case "void": {
      const key = tool.kind === "blocked" ? "blockedCells" : "voidCells";
      if (had.wall === tool.kind) return cleared;
      return setIn(cleared, [key], [...cells(cleared[key]), [r, c]]);
    }
    case "start": {
      if (had.start === tool.player) return cleared;
      const list = cells(getIn(cleared, ["startingPositions", tool.player]));
      return setIn(cleared, ["startingPositions", tool.player], [...list, [r, c]]);
    }
    case "tile": {
      if (had.tile === tool.type) return cleared;
      const tiles = Array.isArray(cleared.tiles) ? cleared.tiles : [];
      return setIn(cleared, ["tiles"], [...tiles, { row: r, col: c, type: tool.type }]);
    }
  }
}

/** What the draft puts on one cell (for the painter's labels and toggling). */
export function cellMarks(
  draft: Draft,
  r: number,
  c: number,
): { wall: "blocked" | "void" | null; start: 0 | 1 | null; tile: string | null; home: 0 | 1 | null } {
  const wall = cells(draft.voidCells).some((x) => same(x, r, c))
    ? "void"
    : cells(draft.blockedCells).some((x) => same(x, r, c))
      ? "blocked"
      : null;
  const starts = getIn(draft, ["startingPositions"]);
  const start = ([0, 1] as const).find((p) =>
    cells(Array.isArray(starts) ? starts[p] : []).some((x) => same(x, r, c)),
  );
  const tile = Array.isArray(draft.tiles)
    ? ((draft.tiles as { row?: unknown; col?: unknown; type?: unknown }[]).find(
        (t) => t.row === r && t.col === c,
      )?.type as string | undefined)
    : undefined;
  const homes = cells(draft.homes);
  const home = homes[0] && same(homes[0], r, c) ? 0 : homes[1] && same(homes[1], r, c) ? 1 : null;
  return { wall, start: start ?? null, tile: tile ?? null, home };
}

/** Parses `[[dr, dc], ...]` typed by the designer; null when it is not a list of integer pairs. */
export function parseVectors(text: string): [number, number][] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return null;
    const ok = value.every((v) => Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n)));
    return ok ? (value as [number, number][]) : null;
  } catch {
    return null;
  }
}

export const VECTOR_PRESETS: Record<string, [number, number][]> = {
  "8 neighbours": [
    [-1, -1],
    [-1, 0],
    [-1, 1],
    [0, -1],
    [0, 1],
    [1, -1],
    [1, 0],
    [1, 1],
  ],
  orthogonal: [
    [-1, 0],
    [0, -1],
    [0, 1],
    [1, 0],
  ],
  diagonal: [
    [-1, -1],
    [-1, 1],
    [1, -1],
    [1, 1],
  ],
};
