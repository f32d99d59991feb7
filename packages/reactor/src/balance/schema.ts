import * as z from "zod/mini";

const nonNegative = z.number().check(z.gte(0));
const positiveInt = z.int().check(z.gte(1));
const range = z
  .strictObject({ min: z.number(), max: z.number() })
  .check(z.refine((r) => r.min <= r.max, { message: "min must be ≤ max" }));
/** Caution and critical thresholds: a value ≥ caution is caution, ≥ critical is critical. */
const thresholds = z
  .strictObject({ caution: nonNegative, critical: nonNegative })
  .check(z.refine((t) => t.caution < t.critical, { message: "caution must be < critical" }));

/** Per-carrier network numbers. "Potential" is pressure for fuel and coolant, voltage for electricity. */
const carrierBalance = z.strictObject({
  /** Carrier amount an enabled flow prop injects into its network cell. */
  sourceAmount: nonNegative,
  /** Pressure (fuel, coolant) or voltage (electricity) an enabled flow prop injects. */
  sourcePotential: nonNegative,
  /** Amount lost per cell walked away from the source. */
  amountFalloff: nonNegative,
  /** Pressure/voltage lost per cell walked away from the source. */
  potentialFalloff: nonNegative,
  /** A consumer is supplied when the amount at its cell is at least this … */
  demandAmount: nonNegative,
  /** … and the pressure/voltage at its cell is at least this. */
  demandPotential: nonNegative,
  /** Surface amount a leak injects per turn = severity × (amountFactor × amount + potentialFactor × potential). */
  leakAmountFactor: nonNegative,
  leakPotentialFactor: nonNegative,
});

const actionCosts = z.strictObject({
  MoveRobot: z.int().check(z.gte(0)),
  InteractProp: z.int().check(z.gte(0)),
  InteractLeak: z.int().check(z.gte(0)),
  ApplyHeatShield: z.int().check(z.gte(0)),
  ActivateReactor: z.int().check(z.gte(0)),
  EndTurn: z.int().check(z.gte(0)),
});

/** The whole balance: every number the rules use. A level may override any part of it. */
export const BalanceSchema = z.strictObject({
  /** Actions the player may spend per turn before the simulation runs. */
  actionsPerTurn: positiveInt,
  /** Cost of each action type (EndTurn spends whatever is left, its cost only has to be affordable). */
  actionCosts,
  /** Turns a forecast simulates ahead. */
  forecastHorizon: z.int().check(z.gte(1), z.lte(50)),
  /** Remedies the robot can carry. */
  inventoryCapacity: z.int().check(z.gte(0)),
  /** Turns a neutralizer keeps its element out of the treated floor cell. */
  remedyBlockTurns: z.int().check(z.gte(1)),
  /** Robot movement steps a heat shield protects (a turn without a move counts as one step). */
  heatImmunitySteps: z.int().check(z.gte(1)),
  carriers: z.strictObject({ fuel: carrierBalance, coolant: carrierBalance, electricity: carrierBalance }),
  /** Junction ratio math: a branch of weight w out of Σw receives min(1, ratioGain × w / Σw) of the flow. */
  junction: z.strictObject({ ratioGain: z.number().check(z.gte(0)) }),
  /** Clamps applied to every runtime value after it changes. */
  clamps: z.strictObject({
    amount: range,
    potential: range,
    fuel: range,
    coolant: range,
    electricity: range,
    heat: range,
  }),
  /** Surface hazard bands (UI, forecast and pair-table labels). */
  bands: z.strictObject({
    fuel: thresholds,
    coolant: thresholds,
    electricity: thresholds,
    heat: thresholds,
  }),
  /** Bands of underground values (rule predicates and the diagnostic display). */
  networkBands: z.strictObject({ amount: thresholds, potential: thresholds }),
  /** A surface amount at or below this is absent for cross-element pair effects. */
  presence: nonNegative,
  /**
   * Local interaction magnitudes of the pair table. A flow moves rate × difference / 2 across one pair, so a
   * cell with four lower neighbours loses up to 2 × rate of the difference in a turn: rates above 0.4 can
   * overshoot the neighbours' average. Reaction magnitudes are added per pair.
   */
  pairs: z.strictObject({
    fuelFlow: z.number().check(z.gte(0), z.lte(1)),
    coolFlow: z.number().check(z.gte(0), z.lte(1)),
    chargeFlow: z.number().check(z.gte(0), z.lte(1)),
    heatFlow: z.number().check(z.gte(0), z.lte(1)),
    heatFlow2: z.number().check(z.gte(0), z.lte(1)),
    warm1: nonNegative,
    warm2: nonNegative,
    ignite1Heat: nonNegative,
    ignite1Burn: nonNegative,
    ignite2Heat: nonNegative,
    ignite2Burn: nonNegative,
    short1Heat: nonNegative,
    short1Discharge: nonNegative,
    short2Heat: nonNegative,
    short2Discharge: nonNegative,
    quench1Heat: nonNegative,
    quench1Evaporate: nonNegative,
    quench2Heat: nonNegative,
    quench2Evaporate: nonNegative,
  }),
  /** The robot is lost when its final cell holds at least this much of an element (heat: unless immune). */
  robotSafety: z.strictObject({
    fuel: nonNegative,
    coolant: nonNegative,
    electricity: nonNegative,
    heat: nonNegative,
  }),
  /**
   * Reactor heat (the highest surface heat in the reactor area): ready needs it below `caution`;
   * ≥ `critical` makes the level Critical; ≥ `terminal` loses.
   */
  reactor: z.strictObject({ caution: nonNegative, critical: nonNegative, terminal: nonNegative }).check(
    z.refine((r) => r.caution < r.critical && r.critical < r.terminal, {
      message: "need caution < critical < terminal",
    }),
  ),
});

export type Balance = z.infer<typeof BalanceSchema>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
/** Level overrides: any subset of the balance, at any depth. */
export type BalanceOverrides = DeepPartial<Balance>;

/** Every leaf optional (refinements are checked on the merged result, not on the partial). */
function partialDeep(schema: z.ZodMiniType): z.ZodMiniType {
  if (!(schema instanceof z.ZodMiniObject)) return schema;
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [key, value] of Object.entries(schema.shape as Record<string, z.ZodMiniType>)) {
    shape[key] = z.optional(partialDeep(value));
  }
  return z.strictObject(shape);
}

export const BalanceOverridesSchema = partialDeep(BalanceSchema) as z.ZodMiniType<BalanceOverrides>;
