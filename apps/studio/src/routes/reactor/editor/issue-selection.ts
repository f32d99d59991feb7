import type { Issue, Level, Pos } from "@rulekit/reactor";
import type { Selection } from "./editor-state.ts";

/** Where clicking an issue takes the designer: its cell (or its prop's / leak's cell) and its rule event. */
export function selectionForIssue(level: Level, location: Issue["location"]): Selection {
  const propCell = location.prop ? level.props.find((p) => p.id === location.prop)?.at : undefined;
  const leakCell = location.leak ? level.leaks.find((l) => l.id === location.leak)?.at : undefined;
  const cell: Pos | undefined = location.cell ?? propCell ?? leakCell;
  return { cell: cell ? { x: cell.x, y: cell.y } : null, event: location.event ?? null };
}

/** A short "where" for the issue list: cell, prop, leak, event and the JSON path. */
export function describeLocation(location: Issue["location"]): string {
  const parts: string[] = [];
  if (location.cell) parts.push(`cell (${location.cell.x},${location.cell.y})`);
  if (location.prop) parts.push(`prop ${location.prop}`);
  if (location.leak) parts.push(`leak ${location.leak}`);
  if (location.event) parts.push(`event ${location.event}`);
  parts.push(location.path);
  return parts.join(" · ");
}
