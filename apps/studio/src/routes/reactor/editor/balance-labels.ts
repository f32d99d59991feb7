/**
 * Plain names for the balance numbers (the engine's keys are code names: "carriers.fuel.demandPotential").
 * A name is built from its group and its key; a key without a name here keeps its code name.
 */
const GROUPS: Record<string, string> = {
  general: "Turns and robot",
  actionCosts: "Action costs",
  carriers: "Networks (fuel, coolant, power)",
  junction: "Junctions",
  clamps: "Value limits",
  bands: "Surface hazard levels",
  networkBands: "Underground levels",
  pairs: "Hazard interactions",
  robotSafety: "Robot safety",
  reactor: "Reactor heat",
};

const KEYS: Record<string, string> = {
  actionsPerTurn: "Actions per turn",
  forecastHorizon: "Turns the forecast looks ahead",
  inventoryCapacity: "Remedies the robot can carry",
  remedyBlockTurns: "Turns a neutralizer keeps a cell clear",
  heatImmunitySteps: "Steps a heat shield protects",
  presence: "Least surface amount that counts as present",
  MoveRobot: "Moving the robot",
  InteractProp: "Using a prop",
  InteractLeak: "Repairing or treating a leak",
  ApplyHeatShield: "Applying a heat shield",
  ActivateReactor: "Activating the reactor",
  EndTurn: "Ending the turn",
  sourceAmount: "amount a source puts in",
  sourcePotential: "pressure or voltage a source puts in",
  amountFalloff: "amount lost per cell",
  potentialFalloff: "pressure or voltage lost per cell",
  demandAmount: "amount a consumer needs",
  demandPotential: "pressure or voltage a consumer needs",
  leakAmountFactor: "leak spill per unit of amount",
  leakPotentialFactor: "leak spill per unit of pressure or voltage",
  ratioGain: "Share boost of a junction branch",
  amount: "amount",
  potential: "pressure or voltage",
  fuel: "fuel",
  coolant: "coolant",
  electricity: "power",
  heat: "heat",
  min: "lowest",
  max: "highest",
  caution: "caution at",
  critical: "critical at",
  terminal: "meltdown at",
  fuelFlow: "Fuel spreading rate",
  coolFlow: "Coolant spreading rate",
  chargeFlow: "Charge spreading rate",
  heatFlow: "Heat spreading rate",
  heatFlow2: "Heat spreading rate (strong)",
  warm1: "Warming by fuel (low)",
  warm2: "Warming by fuel (high)",
  ignite1Heat: "Ignition heat (low)",
  ignite1Burn: "Fuel burnt by ignition (low)",
  ignite2Heat: "Ignition heat (high)",
  ignite2Burn: "Fuel burnt by ignition (high)",
  short1Heat: "Short-circuit heat (low)",
  short1Discharge: "Charge lost to a short (low)",
  short2Heat: "Short-circuit heat (high)",
  short2Discharge: "Charge lost to a short (high)",
  quench1Heat: "Heat quenched by coolant (low)",
  quench1Evaporate: "Coolant evaporated (low)",
  quench2Heat: "Heat quenched by coolant (high)",
  quench2Evaporate: "Coolant evaporated (high)",
};

const word = (key: string) => KEYS[key] ?? key;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The group a balance number is listed under ("general" for the top-level numbers). */
export const balanceGroup = (path: readonly string[]): string =>
  path.length > 1 ? (path[0] as string) : "general";

export const groupLabel = (group: string): string => GROUPS[group] ?? group;

/** "carriers.fuel.demandAmount" → "Fuel: amount a consumer needs"; "bands.heat.caution" → "Heat: caution at". */
export function balanceLabel(path: readonly string[]): string {
  if (path.length === 1) return capital(word(path[0] as string));
  const [group, ...rest] = path;
  if (rest.length === 1) {
    if (group === "robotSafety") return `Robot lost on ${word(rest[0] as string)} of at least`;
    return capital(word(rest[0] as string));
  }
  return `${capital(word(rest[0] as string))}: ${word(rest[1] as string)}`;
}

/** "from 0 to 1", "at least 1, whole" … for a range (the engine's bounds). */
export function rangeText(range: { min: number | null; max: number | null; integer: boolean }): string {
  const bounds =
    range.min !== null && range.max !== null
      ? `from ${range.min} to ${range.max}`
      : range.min !== null
        ? `at least ${range.min}`
        : range.max !== null
          ? `at most ${range.max}`
          : "any number";
  return range.integer ? `${bounds}, whole` : bounds;
}
