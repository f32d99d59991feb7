import * as z from "zod/mini";
import {
  ENGINE_NAME,
  LOG_FORMAT,
  RULES_VERSION,
  RUN_PHASE,
  SYSTEM_FIELD_ID,
  UPGRADES,
} from "../constants.js";
import { redefinesSystemField, SYSTEM_FIELD_REDEFINED } from "../system-cards.js";
import { CardDefinitionSchema } from "./card.js";
import { ContentBundleSchema, contentReferenceIssues } from "./content.js";

const side = z.union([z.literal(0), z.literal(1)]);
const ref = z.string().check(z.minLength(1), z.maxLength(40));
const targets = z.optional(z.array(ref).check(z.maxLength(4)));

export const CommandSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("PlayCard"), side, card: ref, targets }),
  z.strictObject({ type: z.literal("Attack"), side, attacker: ref, target: ref }),
  z.strictObject({ type: z.literal("Activate"), side, entity: ref, targets }),
  z.strictObject({ type: z.literal("EndTurn"), side }),
]);

export const CardInstanceSchema = z.strictObject({
  uid: ref,
  card: z.string().check(z.minLength(1)),
  holderId: z.string().check(z.minLength(1)),
  cost: z.number().check(z.int(), z.gte(0)),
  attack: z.number().check(z.int(), z.gte(0)),
  health: z.number().check(z.int()),
});

const SideSetupSchema = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  health: z.number().check(z.int(), z.gte(1), z.lte(200)),
  deck: z.array(CardInstanceSchema).check(z.maxLength(60)),
});

export const MatchSetupSchema = z
  .strictObject({
    sides: z.tuple([SideSetupSchema, SideSetupSchema]),
    cards: z.record(z.string(), CardDefinitionSchema),
    options: z.optional(
      z.partial(
        z.strictObject({
          boardCapacity: z.number().check(z.int(), z.gte(2), z.lte(40)),
          openingHand: z.number().check(z.int(), z.gte(0), z.lte(10)),
          handLimit: z.number().check(z.int(), z.gte(1), z.lte(20)),
          maxTurns: z.number().check(z.int(), z.gte(1), z.lte(1000)),
        }),
      ),
    ),
  })
  .check(
    z.superRefine((setup, ctx) => {
      if (redefinesSystemField(setup.cards))
        ctx.addIssue({ code: "custom", path: ["cards", SYSTEM_FIELD_ID], message: SYSTEM_FIELD_REDEFINED });
      for (const [id, def] of Object.entries(setup.cards)) {
        for (const [a, ability] of def.abilities.entries()) {
          for (const [e, effect] of ability.effects.entries()) {
            if (effect.card !== undefined && !setup.cards[effect.card] && effect.card !== SYSTEM_FIELD_ID)
              ctx.addIssue({
                code: "custom",
                path: ["cards", id, "abilities", a, "effects", e, "card"],
                message: `unknown card '${effect.card}'`,
              });
          }
        }
      }
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
    }),
  );

const hash = z.string().check(z.regex(/^[0-9a-f]{32}$/, "a 32-digit hex hash"));
const engine = z.strictObject({ name: z.literal(ENGINE_NAME), rules: z.literal(RULES_VERSION) });

export const MatchLogSchema = z.strictObject({
  format: z.literal(LOG_FORMAT.match),
  version: z.literal(1),
  engine,
  seed: z.string().check(z.minLength(1), z.maxLength(200)),
  setup: MatchSetupSchema,
  commands: z.array(CommandSchema),
  final: z.strictObject({
    stateHash: hash,
    eventsHash: hash,
    turn: z.number().check(z.int(), z.gte(1)),
    status: z.enum(["playing", "over"]),
    winner: z.nullable(side),
  }),
});
export type MatchLog = z.infer<typeof MatchLogSchema>;

export const RunActionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("Combat"), command: CommandSchema }),
  z.strictObject({ type: z.literal("ChooseReward"), card: z.nullable(z.string().check(z.minLength(1))) }),
  z.strictObject({ type: z.literal("Upgrade"), uid: ref, upgrade: z.enum(UPGRADES) }),
  z.strictObject({ type: z.literal("SkipUpgrade") }),
]);

export const RunLogSchema = z
  .strictObject({
    format: z.literal(LOG_FORMAT.run),
    version: z.literal(1),
    engine,
    seed: z.string().check(z.minLength(1), z.maxLength(200)),
    factions: z.tuple([z.string().check(z.minLength(1)), z.string().check(z.minLength(1))]),
    content: ContentBundleSchema,
    actions: z.array(RunActionSchema),
    final: z.strictObject({
      stateHash: hash,
      eventsHash: hash,
      phase: z.enum([RUN_PHASE.combat, RUN_PHASE.reward, RUN_PHASE.upgrade, RUN_PHASE.over]),
      position: z.number().check(z.int(), z.gte(0)),
      outcome: z.nullable(z.enum(["won", "lost"])),
      fightsWon: z.number().check(z.int(), z.gte(0)),
    }),
  })
  .check(
    z.superRefine((log, ctx) => {
      for (const issue of contentReferenceIssues(log.content)) {
        ctx.addIssue({ code: "custom", path: ["content", ...pathKeys(issue.path)], message: issue.message });
      }
      const known = new Set(log.content.factions.map((f) => f.id));
      const [a, b] = log.factions;
      if (a === b || !known.has(a) || !known.has(b)) {
        ctx.addIssue({
          code: "custom",
          path: ["factions"],
          message: "expected two different factions of the content",
        });
      }
    }),
  );
export type RunLog = z.infer<typeof RunLogSchema>;

/** `$.a[1].b` → `["a", 1, "b"]` (the paths contentReferenceIssues writes). */
function pathKeys(path: string): (string | number)[] {
  return [...path.slice(1).matchAll(/\.([^.[]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g)].map((m) =>
    m[1] !== undefined ? m[1] : m[2] !== undefined ? Number(m[2]) : JSON.parse(`"${m[3]}"`),
  );
}
