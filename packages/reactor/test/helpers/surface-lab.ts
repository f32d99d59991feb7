import {
  type BalanceOverrides,
  CARRIERS,
  createEmptyLevel,
  type GameState,
  type Level,
  placeProp,
  setNetworkCell,
  setTerrain,
} from "../../src/index.js";
import { LINE_Y, P, play } from "./levels.js";

/**
 * A level with a free surface area on top for hand-built hazard layouts: `lab` gives its rows
 * (`.` floor, `#` wall, all the same width ≥ 7), drawn at y = 0 … lab.length − 1. Below it a wall row
 * seals the lab off from the working part, which is the base level's layout (a line per carrier from a
 * flow prop on the left to a consumer on the right, a reactor bound to the three consumers, the robot)
 * shifted down by `lab.length + 1`. Walls sealing a cell off make an isolated formula easy to compute by
 * hand: nothing flows in or out of a one-cell pocket.
 */
export function surfaceLab(lab: string[], balance?: BalanceOverrides): Level {
  const width = lab[0]!.length;
  const top = lab.length + 1;
  let level = createEmptyLevel(width, top + 5, { id: "lab", title: "Surface lab" });
  lab.forEach((row, y) => {
    if (row.length !== width) throw new Error(`lab row ${y} is not ${width} wide`);
    [...row].forEach((c, x) => {
      if (c === "#") level = setTerrain(level, P(x, y), "wall");
    });
  });
  for (let x = 0; x < width; x++) level = setTerrain(level, P(x, lab.length), "wall");
  for (const carrier of CARRIERS) {
    const y = top + LINE_Y[carrier];
    for (let x = 0; x < width; x++) level = setNetworkCell(level, carrier, P(x, y), true);
    level = placeProp(level, { kind: "flow", id: `${carrier}-src`, at: P(0, y), carrier, enabled: true });
    level = placeProp(level, {
      kind: "consumer",
      id: `${carrier}-use`,
      at: P(width - 1, y),
      carrier,
      enabled: true,
    });
  }
  level = placeProp(level, {
    kind: "reactor-control",
    id: "core",
    at: P(3, top + 1),
    bindings: {
      fuel: P(width - 1, top + LINE_Y.fuel),
      coolant: P(width - 1, top + LINE_Y.coolant),
      electricity: P(width - 1, top + LINE_Y.electricity),
    },
    activated: false,
  });
  return {
    ...level,
    robot: { at: P(3, top + 3), inventory: [], heatImmunity: 0 },
    ...(balance === undefined ? {} : { balance }),
  };
}

/** Surface values written into a state before a simulation: `[x, y, values]` per lab cell. */
export type SurfaceValues = [
  number,
  number,
  Partial<Record<"fuel" | "coolant" | "electricity" | "heat", number>>,
][];

export function writeSurface(state: GameState, values: SurfaceValues): GameState {
  for (const [x, y, cellValues] of values) {
    for (const [element, v] of Object.entries(cellValues))
      state.hazards[element as "fuel"][y * state.width + x] = v;
  }
  return state;
}

/** Ends one turn on `state` and returns the state after that one simulation (its log is `state.log`). */
export function simulateOnce(state: GameState): GameState {
  return play(state, [{ type: "EndTurn" }]).state;
}
