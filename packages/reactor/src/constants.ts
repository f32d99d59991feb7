/**
 * String constants of Reactor Maintenance V1: every name a file, an action, an event, an issue or a
 * refusal can carry. Everything else in the package refers to these instead of repeating literals.
 */

/** Serialized level files: `{ "format": LEVEL_FORMAT, "version": LEVEL_VERSION, ... }`. */
export const LEVEL_FORMAT = "reactor-maintenance-level";
export const LEVEL_VERSION = 1;
/** Recorded action lists (solutions, losing lines): `{ "format": ACTIONS_FORMAT, "version": 1, ... }`. */
export const ACTIONS_FORMAT = "reactor-actions";

/** The smallest level the validator accepts, in cells per side. */
export const MIN_LEVEL_SIZE = 3;
/** The largest level the schema accepts, in cells per side. */
export const MAX_LEVEL_SIZE = 256;

/** Underground carrier families, in the order every per-carrier loop uses. */
export const CARRIERS = ["fuel", "coolant", "electricity"] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Surface hazard elements on floor cells, in band-table order (Fuel → Coolant → Electricity → Heat). */
export const ELEMENTS = ["fuel", "coolant", "electricity", "heat"] as const;
export type Element = (typeof ELEMENTS)[number];

/** Safe/caution/critical projection of a value through balance thresholds (UI and forecast labels only). */
export const BANDS = ["safe", "caution", "critical"] as const;
export type Band = (typeof BANDS)[number];

export const TERRAIN_CHARS = { floor: ".", wall: "#" } as const;
export type Terrain = keyof typeof TERRAIN_CHARS;
/** Underground layer rows: `.` no network cell here, `+` a network cell of that layer's carrier. */
export const NETWORK_CHARS = { absent: ".", present: "+" } as const;

/** Structural state of an underground cell; `leaking` is derived from an unrepaired leak at the cell. */
export const CELL_STATES = ["absent", "intact", "leaking"] as const;
export type CellState = (typeof CELL_STATES)[number];

export const PROP_KINDS = [
  "flow",
  "consumer",
  "t-junction",
  "cross-junction",
  "door",
  "terminal",
  "remedy-supply",
  "reactor-control",
] as const;
export type PropKind = (typeof PROP_KINDS)[number];

/** T-junction weights: first/second outgoing branch (branches ordered left → straight → right of the flow). */
export const T_JUNCTION_MODES = ["0/4", "1/3", "2/2", "3/1", "4/0"] as const;
export type TJunctionMode = (typeof T_JUNCTION_MODES)[number];
/** Cross-junction weights: left/straight/right of the incoming flow. */
export const CROSS_JUNCTION_MODES = ["0/3/3", "3/0/3", "3/3/0", "2/2/2"] as const;
export type CrossJunctionMode = (typeof CROSS_JUNCTION_MODES)[number];
export type JunctionMode = TJunctionMode | CrossJunctionMode;

export const REMEDIES = [
  "FuelNeutralizer",
  "CoolantNeutralizer",
  "ElectricityNeutralizer",
  "HeatShield",
] as const;
export type Remedy = (typeof REMEDIES)[number];
/** The element neutralizers (every remedy but the HeatShield), in carrier order. */
export const NEUTRALIZERS = ["FuelNeutralizer", "CoolantNeutralizer", "ElectricityNeutralizer"] as const;
export type Neutralizer = (typeof NEUTRALIZERS)[number];
export const SUPPLIES = [
  "FuelRemedySupply",
  "CoolantRemedySupply",
  "ElectricityRemedySupply",
  "HeatRemedySupply",
] as const;
export type Supply = (typeof SUPPLIES)[number];
export const SUPPLY_REMEDY: Record<Supply, Remedy> = {
  FuelRemedySupply: "FuelNeutralizer",
  CoolantRemedySupply: "CoolantNeutralizer",
  ElectricityRemedySupply: "ElectricityNeutralizer",
  HeatRemedySupply: "HeatShield",
};
/** The element a neutralizer removes and blocks (HeatShield is not a neutralizer). */
export const NEUTRALIZER_ELEMENT: Partial<Record<Remedy, Carrier>> = {
  FuelNeutralizer: "fuel",
  CoolantNeutralizer: "coolant",
  ElectricityNeutralizer: "electricity",
};
export const CARRIER_NEUTRALIZER: Record<Carrier, Neutralizer> = {
  fuel: "FuelNeutralizer",
  coolant: "CoolantNeutralizer",
  electricity: "ElectricityNeutralizer",
};
/** The remedy that deals with each surface element (heat: the shield, which protects the robot only). */
export const ELEMENT_REMEDY: Record<Element, Remedy> = { ...CARRIER_NEUTRALIZER, heat: "HeatShield" };

/** Consumer service: `unknown` until the next simulation after the player toggled it. */
export const SERVICE_STATES = ["disabled", "supplied", "starved", "producing", "unknown"] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

export const LEVEL_STATES = ["Stable", "Caution", "Critical", "Ready", "Lost", "Won"] as const;
export type LevelState = (typeof LEVEL_STATES)[number];

export const DIRECTIONS = ["north", "east", "south", "west"] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const ACTION_TYPES = [
  "MoveRobot",
  "InteractProp",
  "InteractLeak",
  "ApplyHeatShield",
  "ActivateReactor",
  "EndTurn",
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const RULE_PHASES = ["start-of-simulation", "end-of-turn"] as const;
export type RulePhase = (typeof RULE_PHASES)[number];
export const RULE_REPEATS = ["once", "repeat"] as const;

/** Rule predicate families (the design's list), in the order editors offer them. */
export const PREDICATE_KINDS = [
  "turn",
  "level-state",
  "reactor",
  "prop",
  "consumer-service",
  "network-band",
  "hazard-band",
  "robot-at",
  "robot-has",
  "diagnostics-unlocked",
] as const;
/** Rule effect families (the design's list), in the order editors offer them. */
export const EFFECT_KINDS = [
  "start-leak",
  "worsen-leak",
  "repair-cell",
  "disable-cell",
  "set-prop",
  "hazard",
  "heat",
  "inventory",
  "lose",
  "warn",
] as const;
/** Number comparisons of `turn` and `robot-has` predicates. */
export const COMPARE_OPS = ["eq", "ne", "lt", "le", "gt", "ge"] as const;
export type CompareOp = (typeof COMPARE_OPS)[number];
/** Band comparisons of `network-band` and `hazard-band` predicates (safe < caution < critical). */
export const BAND_COMPARE_OPS = ["is", "at-least", "at-most"] as const;
export type BandCompareOp = (typeof BAND_COMPARE_OPS)[number];
/** What a `reactor` predicate asks about a reactor. */
export const REACTOR_CONDITIONS = ["ready", "activated", "overheated"] as const;
/** Underground quantities a `network-band` predicate reads (pressure: fuel/coolant, voltage: electricity). */
export const NETWORK_QUANTITIES = ["amount", "pressure", "voltage"] as const;
/** Prop kinds a `set-prop` rule effect may change (terminals and reactors change only by player action). */
export const RULE_SETTABLE_PROPS = [
  "flow",
  "consumer",
  "t-junction",
  "cross-junction",
  "door",
  "remedy-supply",
] as const satisfies readonly PropKind[];

/** Why a level was lost. */
export const LOSS_REASONS = {
  reactorOverheat: "reactor-overheat",
  robotHazard: "robot-hazard",
  ruleTerminal: "rule-terminal",
  invalidRuntime: "invalid-runtime-state",
} as const;
export type LossReason = (typeof LOSS_REASONS)[keyof typeof LOSS_REASONS];

/** Refusal codes of `step` (a refusal changes nothing and costs nothing). */
export const REFUSALS = {
  gameOver: "game-over",
  malformedAction: "malformed-action",
  notEnoughActions: "not-enough-actions",
  offGrid: "off-grid",
  notFloor: "not-floor",
  noProp: "no-prop",
  notInteractable: "not-interactable",
  modeUnavailable: "mode-unavailable",
  alreadyUnlocked: "already-unlocked",
  supplyDepleted: "supply-depleted",
  inventoryFull: "inventory-full",
  noSuchLeak: "no-such-leak",
  leakNotReachable: "leak-not-reachable",
  leakAlreadyRepaired: "leak-already-repaired",
  noMatchingRemedy: "no-matching-remedy",
  noHeatShield: "no-heat-shield",
  notAtReactor: "not-at-reactor",
  reactorNotReady: "reactor-not-ready",
  reactorAlreadyActive: "reactor-already-active",
  /** The state handed to `step` is not a game state (wrong shape, a level that does not validate, …). */
  invalidState: "invalid-state",
} as const;
export type RefusalCode = (typeof REFUSALS)[keyof typeof REFUSALS];

/** The 16 simulation steps of the design, in order (names of the pipeline stages). */
export const SIMULATION_STEPS = [
  "commit-player-phase",
  "check-runtime-state",
  "start-of-simulation-events",
  "propagate-networks",
  "resolve-consumers",
  "inject-leaks",
  "same-cell-interactions",
  "neighbour-interactions",
  "accumulate-deltas",
  "apply-deltas",
  "clamp-values",
  "robot-safety",
  "derive-level-state",
  "end-of-turn-events",
  "advance-durations",
  "refresh-forecasts",
] as const;
export type SimulationStep = (typeof SIMULATION_STEPS)[number];

/** Pair-table effects (the design's legend). */
export const PAIR_EFFECTS = [
  "Hold",
  "FuelFlow",
  "CoolFlow",
  "ChargeFlow",
  "HeatFlow",
  "HeatFlow2",
  "Warm1",
  "Warm2",
  "Quench1",
  "Quench2",
  "Short1",
  "Short2",
  "Ignite1",
  "Ignite2",
] as const;
export type PairEffect = (typeof PAIR_EFFECTS)[number];
