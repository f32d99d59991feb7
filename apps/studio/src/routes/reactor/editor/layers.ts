/** Display layers of the map. The editor shows all of them by default; each can be toggled. */
export const LAYERS = [
  { id: "terrain", label: "Terrain", key: "floor and wall cells" },
  { id: "fuel", label: "Fuel network", key: "underground fuel cells, linked by adjacency" },
  { id: "coolant", label: "Coolant network", key: "underground coolant cells" },
  { id: "electricity", label: "Electricity network", key: "underground power cells" },
  { id: "props", label: "Props", key: "sources, consumers, junctions, doors, terminals, supplies, reactors" },
  { id: "leaks", label: "Leaks", key: "leaking cells and electricity emission faces" },
  { id: "hazards", label: "Surface hazards", key: "leaked fuel, coolant and electricity on floor" },
  { id: "heat", label: "Heat", key: "surface heat on floor" },
  { id: "robot", label: "Robot", key: "the robot's position" },
] as const;

export type LayerId = (typeof LAYERS)[number]["id"];
export type LayerVisibility = Record<LayerId, boolean>;

export const ALL_LAYERS_VISIBLE: LayerVisibility = Object.fromEntries(
  LAYERS.map((l) => [l.id, true]),
) as LayerVisibility;
