import type { Carrier, Element } from "@rulekit/reactor";

/** Colours of the map and its legend (chosen to stay distinct for common colour-vision deficiencies). */
export const ELEMENT_COLOR: Record<Element, string> = {
  fuel: "#d97706",
  coolant: "#1d6fd1",
  electricity: "#8b3fd1",
  heat: "#d0342c",
};

export const CARRIER_COLOR: Record<Carrier, string> = {
  fuel: ELEMENT_COLOR.fuel,
  coolant: ELEMENT_COLOR.coolant,
  electricity: ELEMENT_COLOR.electricity,
};

export const TERRAIN_COLOR = { floor: "#f4f1ea", wall: "#4b5263", hidden: "#e6e3dc" } as const;
export const DOOR_COLOR = "#7a4b1f";
export const ROBOT_COLOR = "#138a52";
export const SELECT_COLOR = "#ff9f1c";

/** Glyph letters of the props on the map (the legend spells them out). */
export const PROP_GLYPH = {
  flow: "S",
  consumer: "C",
  "t-junction": "T",
  "cross-junction": "X",
  door: "D",
  terminal: "E",
  "remedy-supply": "+",
  "reactor-control": "R",
} as const;
