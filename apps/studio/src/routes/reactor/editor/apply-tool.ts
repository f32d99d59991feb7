import { type Carrier, hasNetworkCell, type Level, type Pos, placeProp, propAt } from "@rulekit/reactor";
import {
  type EraseScope,
  eraseCell,
  setHazard,
  setNetworkCell,
  setRobotStart,
  setTerrain,
  toggleLeak,
} from "./level-edits.ts";
import { carrierUnder, createProp, isPropTool } from "./prop-factory.ts";
import { type ToolId, type ToolOptions, toolById } from "./tools.ts";

/** A mouse stroke: toggle tools decide at the first cell whether the whole stroke adds or removes. */
export interface Stroke {
  mode: "add" | "remove";
}

const NETWORK_TOOL: Partial<Record<ToolId, Carrier>> = {
  "net-fuel": "fuel",
  "net-coolant": "coolant",
  "net-electricity": "electricity",
};

export interface ToolResult {
  level: Level;
  stroke: Stroke | null;
}

/**
 * Applies `tool` at `at`. `stroke` is null for the first cell of a stroke (or a keyboard press) and the
 * stroke's state for the following cells; click-only tools ignore the following cells.
 */
export function applyTool(
  level: Level,
  tool: ToolId,
  options: ToolOptions,
  at: Pos,
  stroke: Stroke | null,
  erase: EraseScope,
): ToolResult {
  const first = stroke === null;
  if (!first && !toolById(tool).paint) return { level, stroke };
  const carrier = NETWORK_TOOL[tool];
  if (carrier) {
    const mode = stroke?.mode ?? (hasNetworkCell(level, carrier, at) ? "remove" : "add");
    return { level: setNetworkCell(level, carrier, at, mode === "add"), stroke: { mode } };
  }
  if (isPropTool(tool)) {
    const existing = propAt(level, at);
    // Clicking a prop of the same kind again leaves it (and its authored settings) alone.
    if (existing && existing.kind === tool) return { level, stroke: { mode: "add" } };
    return { level: placeProp(level, createProp(level, tool, at, options)), stroke: { mode: "add" } };
  }
  switch (tool) {
    case "floor":
    case "wall":
      return { level: setTerrain(level, at, tool), stroke: { mode: "add" } };
    case "leak":
      return {
        level: toggleLeak(level, carrierUnder(level, at, options.carrier), at),
        stroke: { mode: "add" },
      };
    case "hazard":
      return { level: setHazard(level, at, options.element, options.amount), stroke: { mode: "add" } };
    case "robot":
      return { level: setRobotStart(level, at), stroke: { mode: "add" } };
    case "eraser":
      return { level: eraseCell(level, at, erase), stroke: { mode: "remove" } };
    default:
      return { level, stroke: { mode: "add" } };
  }
}
