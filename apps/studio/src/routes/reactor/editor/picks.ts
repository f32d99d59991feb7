import { type Carrier, type Level, type Pos, samePos } from "@rulekit/reactor";
import { editProp, updateLeak } from "./level-edits.ts";

/**
 * A pending "pick a cell on the map" request from the inspector or the rule editor: the next click (or
 * Enter) on the map writes that cell into the target instead of using the tool.
 */
export type Pick =
  | { kind: "binding"; prop: string; carrier: Carrier }
  | { kind: "door-edge"; prop: string; end: 0 | 1 }
  | { kind: "leak-face"; leak: string }
  /** Adds the picked cell to a reactor's custom area (whose highest heat is the reactor heat). */
  | { kind: "reactor-area"; prop: string }
  | { kind: "event-pos"; event: string; path: readonly (string | number)[] };

export function describePick(pick: Pick): string {
  switch (pick.kind) {
    case "binding":
      return `the ${pick.carrier} consumer of ${pick.prop}`;
    case "door-edge":
      return `${pick.end === 0 ? "the first" : "the second"} cell of ${pick.prop}'s edge`;
    case "leak-face":
      return `the emission face of ${pick.leak}`;
    case "reactor-area":
      return `a cell to add to ${pick.prop}'s area`;
    case "event-pos":
      return `a target of rule event ${pick.event}`;
  }
}

/** Returns a copy of `value` with `path` set to `next` (objects and arrays copied along the path). */
export function setIn<T>(value: T, path: readonly (string | number)[], next: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return next as T;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setIn(copy[head as number], rest, next);
    return copy as T;
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head]: setIn(record[head as string], rest, next) } as T;
}

export function resolvePick(level: Level, pick: Pick, at: Pos): Level {
  const p = { x: at.x, y: at.y };
  switch (pick.kind) {
    case "binding":
      return editProp(level, pick.prop, (prop) =>
        prop.kind === "reactor-control"
          ? { ...prop, bindings: { ...prop.bindings, [pick.carrier]: p } }
          : prop,
      );
    case "door-edge":
      return editProp(level, pick.prop, (prop) => {
        if (prop.kind !== "door") return prop;
        const edge: [Pos, Pos] = prop.edge
          ? [{ ...prop.edge[0] }, { ...prop.edge[1] }]
          : [{ ...prop.at }, { ...prop.at }];
        edge[pick.end] = p;
        return { ...prop, edge };
      });
    case "leak-face":
      return updateLeak(level, pick.leak, { access: p });
    case "reactor-area":
      return editProp(level, pick.prop, (prop) => {
        if (prop.kind !== "reactor-control") return prop;
        const area = prop.area ?? [];
        return area.some((c) => samePos(c, p)) ? prop : { ...prop, area: [...area, p] };
      });
    case "event-pos":
      return {
        ...level,
        events: level.events.map((event) => (event.id === pick.event ? setIn(event, pick.path, p) : event)),
      };
  }
}
