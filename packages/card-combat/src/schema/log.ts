import { z } from "zod";
import { ENGINE_NAME, LOG_FORMAT, RULES_VERSION, RUN_PHASE, UPGRADES } from "../constants.js";
import { CardDefinitionSchema } from "./card.js";
import { ContentBundleSchema } from "./content.js";

const side = z.union([z.literal(0), z.literal(1)]);
const ref = z.string().min(1).max(40);
const targets = z.array(ref).max(4).optional();

export const CommandSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("PlayCard"), side, card: ref, targets }),
  z.strictObject({ type: z.literal("Attack"), side, attacker: ref, target: ref }),
  z.strictObject({ type: z.literal("Activate"), side, entity: ref, targets }),
  z.strictObject({ type: z.literal("EndTurn"), side }),
]);

export const CardInstanceSchema = z.strictObject({
  uid: ref,
  card: z.string().min(1),
  holderId: z.string().min(1),
  cost: z.number().int().min(0),
  attack: z.number().int().min(0),
  health: z.number().int(),
});

const SideSetupSchema = z.strictObject({
  name: z.string().min(1).max(80),
  health: z.number().int().min(1).max(200),
  deck: z.array(CardInstanceSchema).max(60),
});

export const MatchSetupSchema = z
  .strictObject({
    sides: z.tuple([SideSetupSchema, SideSetupSchema]),
    cards: z.record(z.string(), CardDefinitionSchema),
    options: z
      .strictObject({
        boardCapacity: z.number().int().min(2).max(40),
        openingHand: z.number().int().min(0).max(10),
        handLimit: z.number().int().min(1).max(20),
        maxTurns: z.number().int().min(1).max(1000),
      })
      .partial()
      .optional(),
  })
  .superRefine((setup, ctx) => {
    setup.sides.forEach((s, i) => {
      s.deck.forEach((card, c) => {
        if (!setup.cards[card.card])
          ctx.addIssue({
            code: "custom",
            path: ["sides", i, "deck", c, "card"],
            message: `unknown card '${card.card}'`,
          });
      });
    });
  });

const hash = z.string().regex(/^[0-9a-f]{32}$/, "a 32-digit hex hash");
const engine = z.strictObject({ name: z.literal(ENGINE_NAME), rules: z.literal(RULES_VERSION) });

export const MatchLogSchema = z.strictObject({
  format: z.literal(LOG_FORMAT.match),
  version: z.literal(1),
  engine,
  seed: z.string().min(1).max(200),
  setup: MatchSetupSchema,
  commands: z.array(CommandSchema),
  final: z.strictObject({
    stateHash: hash,
    eventsHash: hash,
    turn: z.number().int().min(1),
    status: z.enum(["playing", "over"]),
    winner: side.nullable(),
  }),
});
export type MatchLog = z.infer<typeof MatchLogSchema>;

export const RunActionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("Combat"), command: CommandSchema }),
  z.strictObject({ type: z.literal("ChooseReward"), card: z.string().min(1).nullable() }),
  z.strictObject({ type: z.literal("Upgrade"), uid: ref, upgrade: z.enum(UPGRADES) }),
  z.strictObject({ type: z.literal("SkipUpgrade") }),
]);

export const RunLogSchema = z.strictObject({
  format: z.literal(LOG_FORMAT.run),
  version: z.literal(1),
  engine,
  seed: z.string().min(1).max(200),
  factions: z.tuple([z.string().min(1), z.string().min(1)]),
  content: ContentBundleSchema,
  actions: z.array(RunActionSchema),
  final: z.strictObject({
    stateHash: hash,
    eventsHash: hash,
    phase: z.enum([RUN_PHASE.combat, RUN_PHASE.reward, RUN_PHASE.upgrade, RUN_PHASE.over]),
    position: z.number().int().min(0),
    outcome: z.enum(["won", "lost"]).nullable(),
    fightsWon: z.number().int().min(0),
  }),
});
export type RunLog = z.infer<typeof RunLogSchema>;
