import {
  CARRIERS,
  type Carrier,
  hasNetworkCell,
  isFloor,
  type Level,
  move,
  nextId,
  type Pos,
  PROP_KINDS,
  type Prop,
  type PropKind,
} from "@rulekit/reactor";
import type { ToolId, ToolOptions } from "./tools.ts";

/** Each prop kind has a palette tool of the same id. */
export type PropToolId = PropKind & ToolId;

export const isPropTool = (id: ToolId): id is PropToolId => (PROP_KINDS as readonly string[]).includes(id);

/** The door's default edge: from its cell to the first floor neighbour (east, south, west, north). */
export function defaultDoorEdge(level: Level, at: Pos): [Pos, Pos] | null {
  for (const d of ["east", "south", "west", "north"] as const) {
    const n = move(at, d);
    if (isFloor(level, n)) return [{ ...at }, n];
  }
  return null;
}

/** A reactor binds to the only consumer of each carrier when there is exactly one; otherwise the designer picks. */
function defaultBinding(level: Level, carrier: Carrier): Pos | null {
  const consumers = level.props.filter((p) => p.kind === "consumer" && p.carrier === carrier);
  return consumers.length === 1 && consumers[0] ? { ...consumers[0].at } : null;
}

/**
 * The carrier a flow source, consumer or leak placed at `at` belongs to: the network under the cell. Where
 * networks cross, the chosen carrier wins if it is one of them (else the first in carrier order); on a cell
 * with no network, the chosen carrier.
 */
export function carrierUnder(level: Level, at: Pos, chosen: Carrier): Carrier {
  const under = CARRIERS.filter((c) => hasNetworkCell(level, c, at));
  return under.includes(chosen) ? chosen : (under[0] ?? chosen);
}

/** A new prop of the tool's kind at `at`, with sensible defaults and a fresh id. */
export function createProp(level: Level, tool: PropToolId, at: Pos, options: ToolOptions): Prop {
  const base = { at: { ...at } };
  switch (tool) {
    case "flow": {
      const carrier = carrierUnder(level, at, options.carrier);
      return { kind: "flow", id: nextId(level, `${carrier}-source`), ...base, carrier, enabled: true };
    }
    case "consumer": {
      const carrier = carrierUnder(level, at, options.carrier);
      return { kind: "consumer", id: nextId(level, `${carrier}-consumer`), ...base, carrier, enabled: true };
    }
    case "t-junction":
      return { kind: "t-junction", id: nextId(level, "t-junction"), ...base, mode: "2/2" };
    case "cross-junction":
      return { kind: "cross-junction", id: nextId(level, "cross-junction"), ...base, mode: "2/2/2" };
    case "door":
      return {
        kind: "door",
        id: nextId(level, "door"),
        ...base,
        edge: defaultDoorEdge(level, at),
        open: true,
      };
    case "terminal":
      return { kind: "terminal", id: nextId(level, "terminal"), ...base, unlocked: false };
    case "remedy-supply":
      return {
        kind: "remedy-supply",
        id: nextId(level, "supply"),
        ...base,
        supply: options.supply,
        depleted: false,
      };
    case "reactor-control": {
      const [fuel, coolant, electricity] = CARRIERS.map((c) => defaultBinding(level, c));
      return {
        kind: "reactor-control",
        id: nextId(level, "reactor"),
        ...base,
        bindings: { fuel: fuel ?? null, coolant: coolant ?? null, electricity: electricity ?? null },
        activated: false,
      };
    }
  }
}
