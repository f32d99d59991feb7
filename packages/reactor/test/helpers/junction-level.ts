import { createEmptyLevel, type Level, placeProp, setNetworkCell } from "../../src/index.js";
import { P } from "./levels.js";

/**
 * 9×9: a fuel source at (0,3) feeding a junction at (4,3); branches run north to consumer "north" at (4,0),
 * south to consumer "south" at (4,6) and (cross only) east to consumer "east" at (8,3). Coolant and
 * electricity lines on rows 8 and 7 feed the reactor's other two consumers.
 */
export function junctionLevel(kind: "t-junction" | "cross-junction", mode: string): Level {
  let level = createEmptyLevel(9, 9, { id: "junction", title: "Junction" });
  const fuel = [
    P(0, 3),
    P(1, 3),
    P(2, 3),
    P(3, 3),
    P(4, 3),
    P(4, 2),
    P(4, 1),
    P(4, 0),
    P(4, 4),
    P(4, 5),
    P(4, 6),
  ];
  if (kind === "cross-junction") fuel.push(P(5, 3), P(6, 3), P(7, 3), P(8, 3));
  for (const p of fuel) level = setNetworkCell(level, "fuel", p, true);
  for (let x = 0; x < 9; x++) {
    level = setNetworkCell(level, "coolant", P(x, 8), true);
    level = setNetworkCell(level, "electricity", P(x, 7), true);
  }
  level = placeProp(level, { kind: "flow", id: "src", at: P(0, 3), carrier: "fuel", enabled: true });
  level = placeProp(
    level,
    kind === "t-junction"
      ? { kind, id: "split", at: P(4, 3), mode: mode as "2/2" }
      : { kind, id: "split", at: P(4, 3), mode: mode as "2/2/2" },
  );
  level = placeProp(level, { kind: "consumer", id: "north", at: P(4, 0), carrier: "fuel", enabled: true });
  level = placeProp(level, { kind: "consumer", id: "south", at: P(4, 6), carrier: "fuel", enabled: true });
  if (kind === "cross-junction")
    level = placeProp(level, { kind: "consumer", id: "east", at: P(8, 3), carrier: "fuel", enabled: true });
  for (const [carrier, y] of [
    ["coolant", 8],
    ["electricity", 7],
  ] as const) {
    level = placeProp(level, { kind: "flow", id: `${carrier}-src`, at: P(0, y), carrier, enabled: true });
    level = placeProp(level, { kind: "consumer", id: `${carrier}-use`, at: P(8, y), carrier, enabled: true });
  }
  level = placeProp(level, {
    kind: "reactor-control",
    id: "core",
    at: P(7, 5),
    bindings: { fuel: P(4, 6), coolant: P(8, 8), electricity: P(8, 7) },
    activated: false,
  });
  return { ...level, robot: { at: P(4, 3), inventory: [], heatImmunity: 0 } };
}
