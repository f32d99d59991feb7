import type { Carrier, Element, Supply } from "@rulekit/reactor";

/** The editor's tools, in palette order. `key` is the single-letter shortcut (no modifier). */
export const TOOLS = [
  {
    id: "select",
    label: "Select",
    key: "v",
    paint: false,
    hint: "Select a cell to edit it in the inspector",
  },
  { id: "floor", label: "Floor", key: "f", paint: true, hint: "Paint walkable floor" },
  { id: "wall", label: "Wall", key: "w", paint: true, hint: "Paint blocked wall" },
  { id: "net-fuel", label: "Fuel pipe", key: "1", paint: true, hint: "Add or remove underground fuel cells" },
  {
    id: "net-coolant",
    label: "Coolant pipe",
    key: "2",
    paint: true,
    hint: "Add or remove underground coolant cells",
  },
  {
    id: "net-electricity",
    label: "Power cable",
    key: "3",
    paint: true,
    hint: "Add or remove underground electricity cells",
  },
  {
    id: "leak",
    label: "Leak",
    key: "l",
    paint: false,
    hint: "Add or remove a leak of the pipe or cable under the cell (the chosen carrier off a network)",
  },
  {
    id: "flow",
    label: "Flow source",
    key: "s",
    paint: false,
    hint: "Place a flow source of the pipe or cable under the cell (the chosen carrier off a network)",
  },
  {
    id: "consumer",
    label: "Consumer",
    key: "c",
    paint: false,
    hint: "Place a consumer of the pipe or cable under the cell (the chosen carrier off a network)",
  },
  { id: "t-junction", label: "T-junction", key: "t", paint: false, hint: "Place a T-junction prop" },
  {
    id: "cross-junction",
    label: "Cross-junction",
    key: "x",
    paint: false,
    hint: "Place a cross-junction prop",
  },
  {
    id: "door",
    label: "Door",
    key: "d",
    paint: false,
    hint: "Place a door (edit its edge in the inspector)",
  },
  { id: "terminal", label: "Eye terminal", key: "i", paint: false, hint: "Place an all-seeing-eye terminal" },
  { id: "remedy-supply", label: "Remedy supply", key: "u", paint: false, hint: "Place a remedy supply" },
  { id: "reactor-control", label: "Reactor", key: "r", paint: false, hint: "Place a reactor control" },
  { id: "hazard", label: "Hazard / heat", key: "h", paint: true, hint: "Paint an initial surface amount" },
  { id: "robot", label: "Robot start", key: "b", paint: false, hint: "Move the robot's start" },
  {
    id: "eraser",
    label: "Eraser",
    key: "e",
    paint: true,
    hint: "Erase the prop, hazards and shown networks",
  },
] as const;

export type ToolId = (typeof TOOLS)[number]["id"];
export type ToolSpec = (typeof TOOLS)[number];

export const toolById = (id: ToolId): ToolSpec => TOOLS.find((t) => t.id === id) as ToolSpec;
export const toolByKey = (key: string): ToolSpec | undefined =>
  TOOLS.find((t) => t.key === key.toLowerCase());

/** The settings some tools read (carrier of a source/consumer/leak, supply type, hazard element/amount). */
export interface ToolOptions {
  carrier: Carrier;
  supply: Supply;
  element: Element;
  amount: number;
}

export const DEFAULT_TOOL_OPTIONS: ToolOptions = {
  carrier: "fuel",
  supply: "FuelRemedySupply",
  element: "heat",
  amount: 2,
};

/** Which options a tool uses (the palette only shows those). */
export function toolUses(id: ToolId): (keyof ToolOptions)[] {
  switch (id) {
    case "leak":
    case "flow":
    case "consumer":
      return ["carrier"];
    case "remedy-supply":
      return ["supply"];
    case "hazard":
      return ["element", "amount"];
    default:
      return [];
  }
}
