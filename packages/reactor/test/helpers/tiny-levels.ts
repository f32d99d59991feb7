import fc from "fast-check";
import { type Carrier, createEmptyLevel, type Level, type Prop, setNetworkCell } from "../../src/index.js";
import { losingLevel, P } from "./levels.js";

/**
 * Tiny random levels for solver properties: 4 × 3, one line per carrier (fuel row 0, coolant row 1,
 * electricity row 2) from a flow prop at x = 0 to a consumer at x = 3, each switched on or off at random;
 * the reactor control and the robot anywhere in the middle two columns; a small action budget; maybe
 * some heat and a heat-shield supply; maybe a deadline.
 */
export interface TinySpec {
  enabled: boolean[];
  control: number;
  robot: number;
  budget: number;
  heat: { cell: number; amount: number } | null;
  shield: boolean;
  deadline: number | null;
}

const ROWS: Carrier[] = ["fuel", "coolant", "electricity"];
const middle = (i: number) => P(1 + (i % 2), Math.floor(i / 2));

export const tinySpec: fc.Arbitrary<TinySpec> = fc.record({
  // mostly on: a level with everything off is rarely winnable within a few turns
  enabled: fc.array(fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)), {
    minLength: 6,
    maxLength: 6,
  }),
  control: fc.integer({ min: 0, max: 5 }),
  robot: fc.integer({ min: 0, max: 5 }),
  budget: fc.integer({ min: 1, max: 2 }),
  heat: fc.option(
    fc.record({ cell: fc.integer({ min: 0, max: 5 }), amount: fc.integer({ min: 1, max: 9 }) }),
  ),
  shield: fc.boolean(),
  deadline: fc.option(fc.integer({ min: 2, max: 4 })),
});

export function tinyLevel(spec: TinySpec): Level {
  let level = createEmptyLevel(4, 3, { id: "tiny", title: "Tiny" });
  const props: Prop[] = [];
  ROWS.forEach((carrier, y) => {
    for (let x = 0; x < 4; x++) level = setNetworkCell(level, carrier, P(x, y), true);
    props.push({ kind: "flow", id: `${carrier}-src`, at: P(0, y), carrier, enabled: spec.enabled[y * 2]! });
    props.push({
      kind: "consumer",
      id: `${carrier}-use`,
      at: P(3, y),
      carrier,
      enabled: spec.enabled[y * 2 + 1]!,
    });
  });
  props.push({
    kind: "reactor-control",
    id: "core",
    at: middle(spec.control),
    bindings: { fuel: P(3, 0), coolant: P(3, 1), electricity: P(3, 2) },
    activated: false,
  });
  const shieldAt = middle((spec.control + 1) % 6);
  if (spec.shield)
    props.push({
      kind: "remedy-supply",
      id: "shield",
      at: shieldAt,
      supply: "HeatRemedySupply",
      depleted: false,
    });
  level = {
    ...level,
    props,
    robot: { at: middle(spec.robot), inventory: [], heatImmunity: 0 },
    hazards: spec.heat ? [{ at: middle(spec.heat.cell), heat: spec.heat.amount }] : [],
    balance: { actionsPerTurn: spec.budget },
  };
  return spec.deadline === null
    ? level
    : losingLevel(level, "deadline", [{ kind: "turn", op: "ge", value: spec.deadline }]);
}
