import * as z from "zod/mini";
import { BalanceOverridesSchema } from "../balance/schema.js";
import {
  BAND_COMPARE_OPS,
  BANDS,
  CARRIERS,
  COMPARE_OPS,
  CROSS_JUNCTION_MODES,
  ELEMENTS,
  LEVEL_STATES,
  MAX_LEVEL_SIZE,
  NETWORK_QUANTITIES,
  PROP_KINDS,
  REACTOR_CONDITIONS,
  REMEDIES,
  RULE_PHASES,
  RULE_REPEATS,
  SERVICE_STATES,
  SUPPLIES,
  T_JUNCTION_MODES,
} from "../constants.js";

/** A grid coordinate: x is the column (0 = west), y the row (0 = north). */
export const PosSchema = z.strictObject({ x: z.int(), y: z.int() });
export type Pos = z.infer<typeof PosSchema>;

const id = z.string().check(z.minLength(1), z.maxLength(64));
const carrier = z.enum(CARRIERS);
const amount = z.number().check(z.gte(0));

// ---------------------------------------------------------------- props

export const FlowPropSchema = z.strictObject({
  kind: z.literal("flow"),
  id,
  at: PosSchema,
  carrier,
  enabled: z.boolean(),
});
export const ConsumerPropSchema = z.strictObject({
  kind: z.literal("consumer"),
  id,
  at: PosSchema,
  carrier,
  enabled: z.boolean(),
});
export const TJunctionPropSchema = z.strictObject({
  kind: z.literal("t-junction"),
  id,
  at: PosSchema,
  mode: z.enum(T_JUNCTION_MODES),
});
export const CrossJunctionPropSchema = z.strictObject({
  kind: z.literal("cross-junction"),
  id,
  at: PosSchema,
  mode: z.enum(CROSS_JUNCTION_MODES),
});
/** A door: the robot interacts with it at `at`; it gates hazards across `edge` (null = not yet authored). */
export const DoorPropSchema = z.strictObject({
  kind: z.literal("door"),
  id,
  at: PosSchema,
  edge: z.nullable(z.tuple([PosSchema, PosSchema])),
  open: z.boolean(),
});
export const TerminalPropSchema = z.strictObject({
  kind: z.literal("terminal"),
  id,
  at: PosSchema,
  unlocked: z.boolean(),
});
export const RemedySupplyPropSchema = z.strictObject({
  kind: z.literal("remedy-supply"),
  id,
  at: PosSchema,
  supply: z.enum(SUPPLIES),
  depleted: z.boolean(),
});
/** The three required consumer bindings of a reactor, by grid position (null = missing). */
export const ReactorBindingsSchema = z.strictObject({
  fuel: z.nullable(PosSchema),
  coolant: z.nullable(PosSchema),
  electricity: z.nullable(PosSchema),
});
/**
 * A reactor control prop is one reactor: its activation site and its bindings. Its area (whose highest
 * surface heat is the reactor heat) is `area` when given, else the control cell and its floor neighbours.
 */
export const ReactorControlPropSchema = z.strictObject({
  kind: z.literal("reactor-control"),
  id,
  at: PosSchema,
  bindings: ReactorBindingsSchema,
  area: z.optional(z.array(PosSchema)),
  activated: z.boolean(),
});

export const PropSchema = z.discriminatedUnion("kind", [
  FlowPropSchema,
  ConsumerPropSchema,
  TJunctionPropSchema,
  CrossJunctionPropSchema,
  DoorPropSchema,
  TerminalPropSchema,
  RemedySupplyPropSchema,
  ReactorControlPropSchema,
]);
export type Prop = z.infer<typeof PropSchema>;
export type FlowProp = z.infer<typeof FlowPropSchema>;
export type ConsumerProp = z.infer<typeof ConsumerPropSchema>;
export type TJunctionProp = z.infer<typeof TJunctionPropSchema>;
export type CrossJunctionProp = z.infer<typeof CrossJunctionPropSchema>;
export type JunctionProp = TJunctionProp | CrossJunctionProp;
export type DoorProp = z.infer<typeof DoorPropSchema>;
export type TerminalProp = z.infer<typeof TerminalPropSchema>;
export type RemedySupplyProp = z.infer<typeof RemedySupplyPropSchema>;
export type ReactorControlProp = z.infer<typeof ReactorControlPropSchema>;
export type ReactorBindings = z.infer<typeof ReactorBindingsSchema>;

// ---------------------------------------------------------------- leaks, hazards, robot

/**
 * A leak of the underground cell `at` of `carrier`. Fuel/coolant: `at` is under a floor cell and `access`
 * equals `at`. Electricity: `at` is in a wall and `access` is the one adjacent floor cell it emits into
 * (the face the robot repairs it from). `severity` multiplies the injected amount.
 */
export const LeakSchema = z.strictObject({
  id,
  carrier,
  at: PosSchema,
  access: z.nullable(PosSchema),
  severity: amount,
  repaired: z.boolean(),
});
export type Leak = z.infer<typeof LeakSchema>;

/** Initial surface hazard amounts on one floor cell (absent keys are 0). */
export const HazardSchema = z.strictObject({
  at: PosSchema,
  fuel: z.optional(amount),
  coolant: z.optional(amount),
  electricity: z.optional(amount),
  heat: z.optional(amount),
});
export type Hazard = z.infer<typeof HazardSchema>;

export const RobotSchema = z.strictObject({
  at: PosSchema,
  inventory: z.array(z.enum(REMEDIES)),
  /** Remaining heat-immunity steps at level start (usually 0). */
  heatImmunity: z.int().check(z.gte(0)),
});
export type Robot = z.infer<typeof RobotSchema>;

// ---------------------------------------------------------------- rule events

const compare = z.enum(COMPARE_OPS);
export type Compare = z.infer<typeof compare>;
const bandCompare = z.enum(BAND_COMPARE_OPS);
export type BandCompare = z.infer<typeof bandCompare>;
const band = z.enum(BANDS);

export const PredicateSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("turn"), op: compare, value: z.int() }),
  z.strictObject({ kind: z.literal("level-state"), is: z.boolean(), state: z.enum(LEVEL_STATES) }),
  z.strictObject({
    kind: z.literal("reactor"),
    at: PosSchema,
    is: z.boolean(),
    condition: z.enum(REACTOR_CONDITIONS),
  }),
  /** The prop at `at` is of `propKind` and, when given, in `state` (see PROP_STATE_NAMES). */
  z.strictObject({
    kind: z.literal("prop"),
    at: PosSchema,
    propKind: z.enum(PROP_KINDS),
    state: z.optional(z.string()),
  }),
  z.strictObject({ kind: z.literal("consumer-service"), at: PosSchema, service: z.enum(SERVICE_STATES) }),
  z.strictObject({
    kind: z.literal("network-band"),
    at: PosSchema,
    carrier,
    quantity: z.enum(NETWORK_QUANTITIES),
    op: bandCompare,
    band,
  }),
  z.strictObject({
    kind: z.literal("hazard-band"),
    at: PosSchema,
    element: z.enum(ELEMENTS),
    op: bandCompare,
    band,
  }),
  z.strictObject({ kind: z.literal("robot-at"), at: PosSchema, is: z.boolean() }),
  z.strictObject({
    kind: z.literal("robot-has"),
    remedy: z.enum(REMEDIES),
    op: compare,
    count: z.int().check(z.gte(0)),
  }),
  z.strictObject({ kind: z.literal("diagnostics-unlocked"), is: z.boolean() }),
]);
export type Predicate = z.infer<typeof PredicateSchema>;

/** The leak a `start-leak` rule effect creates (it starts unrepaired). */
export const LeakSpecSchema = z.omit(LeakSchema, { repaired: true });
export type LeakSpec = z.infer<typeof LeakSpecSchema>;

export const EffectSchema = z.discriminatedUnion("kind", [
  /** Start a new leak (it must be a valid leak: validated statically and again at run time). */
  z.strictObject({ kind: z.literal("start-leak"), leak: LeakSpecSchema }),
  /** Raise an existing leak's severity (and re-open it if it was repaired). */
  z.strictObject({ kind: z.literal("worsen-leak"), leak: id, by: amount }),
  /** Repair the network cell (an unrepaired leak there is repaired). */
  z.strictObject({ kind: z.literal("repair-cell"), carrier, at: PosSchema }),
  /** Remove the network cell (it becomes absent; a leak there stops). */
  z.strictObject({ kind: z.literal("disable-cell"), carrier, at: PosSchema }),
  /** Put the prop at `at` into `state` (enabled/disabled, open/closed, locked/unlocked, available/depleted, a mode). */
  z.strictObject({ kind: z.literal("set-prop"), at: PosSchema, state: z.string() }),
  /** Add (positive) or remove (negative) a surface element on a floor cell. */
  z.strictObject({ kind: z.literal("hazard"), at: PosSchema, element: z.enum(CARRIERS), amount: z.number() }),
  z.strictObject({ kind: z.literal("heat"), at: PosSchema, amount: z.number() }),
  z.strictObject({ kind: z.literal("inventory"), remedy: z.enum(REMEDIES), amount: z.int() }),
  z.strictObject({ kind: z.literal("lose"), reason: z.string().check(z.minLength(1)) }),
  z.strictObject({ kind: z.literal("warn"), text: z.string().check(z.minLength(1)) }),
]);
export type Effect = z.infer<typeof EffectSchema>;

export const RuleEventSchema = z.strictObject({
  id,
  enabled: z.boolean(),
  repeat: z.enum(RULE_REPEATS),
  /** Lower runs first; ties keep file order. */
  priority: z.int(),
  phase: z.enum(RULE_PHASES),
  when: z.array(PredicateSchema),
  effects: z.array(EffectSchema),
  forecastText: z.optional(z.string()),
});
export type RuleEvent = z.infer<typeof RuleEventSchema>;

// ---------------------------------------------------------------- level

export const LevelMetaSchema = z.strictObject({
  id,
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  /** The mechanic a tutorial level teaches (free text). */
  teaches: z.optional(z.string()),
});

const rows = z.array(z.string());

/**
 * A V1 level. Grids are rows of characters, y from north to south: `terrain` uses `.` floor and `#` wall;
 * each `networks` layer uses `.` no cell and `+` a cell of that carrier.
 */
export const LevelSchema = z.strictObject({
  meta: LevelMetaSchema,
  width: z.int().check(z.gte(1), z.lte(MAX_LEVEL_SIZE)),
  height: z.int().check(z.gte(1), z.lte(MAX_LEVEL_SIZE)),
  terrain: rows,
  networks: z.strictObject({ fuel: rows, coolant: rows, electricity: rows }),
  hazards: z.array(HazardSchema),
  props: z.array(PropSchema),
  leaks: z.array(LeakSchema),
  robot: RobotSchema,
  events: z.array(RuleEventSchema),
  /** Initial all-seeing-eye state (true: underground layers visible from the start). */
  diagnosticsUnlocked: z.boolean(),
  balance: z.optional(BalanceOverridesSchema),
});
export type Level = z.infer<typeof LevelSchema>;
export type LevelMeta = z.infer<typeof LevelMetaSchema>;
