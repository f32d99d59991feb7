import {
  ActionSchema,
  BANDS,
  CARRIERS,
  type ForecastReport,
  type ForecastWarning,
  LEVEL_STATES,
  LeakSchema,
  LOSS_REASONS,
  type LossReason,
  PosSchema,
  RULE_PHASES,
  SERVICE_STATES,
} from "@rulekit/reactor";
import { z } from "zod";

/**
 * Output schemas of the Reactor tools, from the engine's own schemas and constants. The view's props
 * and underground layers are open objects (their variants are the level format's); the rest is exact.
 */
const band = z.enum(BANDS);
const levelState = z.enum(LEVEL_STATES);
const num = z.number();
const lossReason = z.enum(Object.values(LOSS_REASONS) as [LossReason, ...LossReason[]]);
const perElement = <T extends z.ZodType>(value: T) =>
  z.object({ fuel: value, coolant: value, electricity: value, heat: value });
const perCarrier = <T extends z.ZodType>(value: T) =>
  z.object({ fuel: value, coolant: value, electricity: value });

export const WarningSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("terminal-loss"), turn: num, reason: lossReason, message: z.string() }),
  z.object({ kind: z.literal("reactor-ready"), turn: num, reactor: z.string(), at: PosSchema }),
  z.object({
    kind: z.literal("starved-consumer"),
    turn: num,
    consumer: z.string(),
    at: PosSchema,
    carrier: z.enum(CARRIERS),
    required: z.boolean(),
  }),
  z.object({
    kind: z.literal("hazard-band"),
    turn: num,
    at: PosSchema,
    element: z.enum(["fuel", "coolant", "electricity", "heat"]),
    band: z.enum(["caution", "critical"]),
  }),
  z.object({
    kind: z.literal("rule-event"),
    turn: num,
    event: z.string(),
    phase: z.enum(RULE_PHASES),
    text: z.string().optional(),
  }),
]) satisfies z.ZodType<ForecastWarning>;

export const ForecastReportSchema = z.object({
  fromTurn: num,
  horizon: num,
  turns: z.array(z.object({ turn: num, levelState })),
  warnings: z.array(WarningSchema),
  lossTurn: num.nullable(),
  readyTurn: num.nullable(),
}) satisfies z.ZodType<ForecastReport>;

/** `reactor_forecast`: the report as `rulekit reactor forecast --json` prints it, plus the words. */
export const ForecastAnswerSchema = ForecastReportSchema.extend({
  level: z.string(),
  levelState,
  explanations: z.array(z.string()).describe("one sentence per warning, same order"),
});

const UndergroundLayerSchema = z.looseObject({
  carrier: z.enum(CARRIERS),
  quantity: z.enum(["pressure", "voltage"]),
  cells: z.array(
    z.object({
      at: PosSchema,
      state: z.enum(["intact", "leaking"]),
      amount: num,
      potential: num,
      amountBand: band,
      potentialBand: band,
    }),
  ),
  connectivity: z.array(z.object({ consumer: z.string(), at: PosSchema, sources: z.array(z.string()) })),
});

/** What the player sees (`view`, gameplay mode): the underground only after an all-seeing eye. */
export const GameViewSchema = z.object({
  mode: z.literal("gameplay"),
  width: num,
  height: num,
  terrain: z.array(z.string()),
  turn: num,
  actionsLeft: num,
  actionsPerTurn: num,
  levelState,
  loss: z.object({ reason: lossReason, message: z.string(), at: z.optional(PosSchema) }).nullable(),
  robot: z.object({ at: PosSchema, inventory: z.array(z.string()), heatImmunity: num, capacity: num }),
  props: z.array(
    z.looseObject({
      kind: z.string(),
      id: z.string(),
      at: PosSchema,
      service: z.enum(SERVICE_STATES).optional(),
      required: z.boolean().optional(),
    }),
  ),
  leaks: z.array(LeakSchema),
  hazards: z.array(
    z.object({ at: PosSchema, values: perElement(num), bands: perElement(band), blocks: perCarrier(num) }),
  ),
  reactors: z.array(
    z.object({
      id: z.string(),
      at: PosSchema,
      heat: num,
      ready: z.boolean(),
      activated: z.boolean(),
      heatBand: band,
    }),
  ),
  forecast: ForecastReportSchema.nullable(),
  diagnosticsUnlocked: z.boolean(),
  underground: perCarrier(UndergroundLayerSchema)
    .nullable()
    .describe("null until an all-seeing-eye terminal has been used (diagnosticsUnlocked)"),
});

export const LegalActionsSchema = z.object({
  level: z.string(),
  turn: num,
  actionsLeft: num,
  levelState,
  legalActions: z.array(ActionSchema),
});
