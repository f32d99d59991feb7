import { createEmptyLevel, type Level, type Prop, setNetworkCell, setTerrain } from "../../src/index.js";
import { P } from "./levels.js";

/**
 * A level drawn as text, one character per cell, for network layouts and walls (all floor unless `#`):
 *
 * - `.` floor, `#` wall
 * - `o` a fuel cell; `F` a fuel cell with an enabled fuel flow prop; `C` a fuel cell with a fuel consumer
 * - `T` a fuel cell with a T-junction (mode 2/2); `X` a fuel cell with a cross-junction (mode 2/2/2)
 * - `R` the reactor control, and the robot's start; bound to the first `C`, `c` and `e`
 * - `c` a coolant consumer on a lone coolant cell; `e` an electricity consumer on a lone electricity cell
 * - `S` a fuel remedy supply
 *
 * Props are listed in reading order, with ids `<char><x>_<y>` (e.g. `T0_1`). The level is valid as long as
 * the fuel layout is (the coolant and electricity consumers have no source: warnings only).
 */
export function drawnLevel(rows: string[]): Level {
  const width = rows[0]!.length;
  let level = createEmptyLevel(width, rows.length, { id: "drawn", title: "Drawn" });
  const props: Prop[] = [];
  const first: Record<string, { x: number; y: number }> = {};
  rows.forEach((row, y) => {
    if (row.length !== width) throw new Error(`row ${y} is not ${width} wide`);
    [...row].forEach((ch, x) => {
      const at = P(x, y);
      const id = `${ch}${x}_${y}`;
      if (ch === "#") level = setTerrain(level, at, "wall");
      if ("oFCTX".includes(ch)) level = setNetworkCell(level, "fuel", at, true);
      if (ch === "c") level = setNetworkCell(level, "coolant", at, true);
      if (ch === "e") level = setNetworkCell(level, "electricity", at, true);
      first[ch] ??= at;
      if (ch === "F") props.push({ kind: "flow", id, at, carrier: "fuel", enabled: true });
      if (ch === "C") props.push({ kind: "consumer", id, at, carrier: "fuel", enabled: true });
      if (ch === "c") props.push({ kind: "consumer", id, at, carrier: "coolant", enabled: true });
      if (ch === "e") props.push({ kind: "consumer", id, at, carrier: "electricity", enabled: true });
      if (ch === "T") props.push({ kind: "t-junction", id, at, mode: "2/2" });
      if (ch === "X") props.push({ kind: "cross-junction", id, at, mode: "2/2/2" });
      if (ch === "S")
        props.push({ kind: "remedy-supply", id, at, supply: "FuelRemedySupply", depleted: false });
      if (ch === "R")
        props.push({
          kind: "reactor-control",
          id,
          at,
          bindings: { fuel: null, coolant: null, electricity: null },
          activated: false,
        });
    });
  });
  for (const prop of props) {
    if (prop.kind === "reactor-control") {
      prop.bindings = { fuel: first.C ?? null, coolant: first.c ?? null, electricity: first.e ?? null };
    }
  }
  return { ...level, props, robot: { at: first.R ?? P(0, 0), inventory: [], heatImmunity: 0 } };
}
