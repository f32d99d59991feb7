import {
  createEmptyLevel,
  type Leak,
  type Level,
  type Pos,
  type Prop,
  setNetworkCell,
  setTerrain,
} from "../src/index.ts";

const P = (x: number, y: number): Pos => ({ x, y });

/**
 * The solver benchmark's 16×16 level: two networks that matter — a fuel main along row 2 with a
 * T-junction set away from the reactor's injector, and a coolant main along row 13 — two leaks on each,
 * one rule event (a steam vent beside the core from turn 5), control rods switched off on a short
 * power cable, and walls that make the robot walk around. The robot starts in the west: it must turn
 * the junction, switch the rods on and reach the core before the vent heats it.
 */
export function solverBenchLevel(): Level {
  let level = createEmptyLevel(16, 16, { id: "solver-bench", title: "Solver benchmark 16×16" });
  for (const [x0, x1, y] of [
    [3, 12, 5],
    [3, 12, 10],
  ] as const)
    for (let x: number = x0; x <= x1; x++) if (x !== 8) level = setTerrain(level, P(x, y), "wall");
  for (let y = 6; y <= 9; y++) level = setTerrain(level, P(6, y), "wall");
  for (let x = 1; x <= 14; x++) {
    level = setNetworkCell(level, "fuel", P(x, 2), true);
    level = setNetworkCell(level, "coolant", P(x, 13), true);
  }
  for (const y of [3, 4]) level = setNetworkCell(level, "fuel", P(8, y), true);
  for (let x = 12; x <= 14; x++) level = setNetworkCell(level, "electricity", P(x, 8), true);
  const props: Prop[] = [
    { kind: "flow", id: "fuel-pump", at: P(1, 2), carrier: "fuel", enabled: true },
    { kind: "t-junction", id: "splitter", at: P(8, 2), mode: "0/4" },
    { kind: "consumer", id: "lab-burner", at: P(8, 4), carrier: "fuel", enabled: true },
    { kind: "consumer", id: "injector", at: P(14, 2), carrier: "fuel", enabled: true },
    { kind: "flow", id: "coolant-pump", at: P(1, 13), carrier: "coolant", enabled: true },
    { kind: "consumer", id: "jacket", at: P(14, 13), carrier: "coolant", enabled: true },
    { kind: "flow", id: "power-feed", at: P(12, 8), carrier: "electricity", enabled: true },
    { kind: "consumer", id: "rods", at: P(14, 8), carrier: "electricity", enabled: false },
    {
      kind: "reactor-control",
      id: "core",
      at: P(13, 11),
      bindings: { fuel: P(14, 2), coolant: P(14, 13), electricity: P(14, 8) },
      activated: false,
    },
  ];
  const leak = (id: string, carrier: "fuel" | "coolant", at: Pos): Leak => ({
    id,
    carrier,
    at,
    access: at,
    severity: 1,
    repaired: false,
  });
  return {
    ...level,
    props,
    leaks: [
      leak("fuel-west", "fuel", P(4, 2)),
      leak("fuel-east", "fuel", P(11, 2)),
      leak("coolant-west", "coolant", P(5, 13)),
      leak("coolant-east", "coolant", P(10, 13)),
    ],
    robot: { at: P(1, 7), inventory: [], heatImmunity: 0 },
    events: [
      {
        id: "steam-vent",
        enabled: true,
        repeat: "repeat",
        priority: 0,
        phase: "start-of-simulation",
        when: [{ kind: "turn", op: "ge", value: 5 }],
        effects: [{ kind: "heat", at: P(12, 11), amount: 1.5 }],
        forecastText: "A steam vent beside the core opens from turn 5.",
      },
    ],
  };
}
