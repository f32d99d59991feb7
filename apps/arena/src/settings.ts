import { DEFAULT_LIMITS, type Limits, LimitsSchema } from "@rulekit/rps-grid";
import { z } from "zod";
import * as zm from "zod/mini";

/**
 * A competition's settings: the protocol limits its matches run under, how often a competitor may
 * submit, and how rounds are scheduled. Stored with the competition; every field has a default.
 */
export const CompetitionSettingsSchema = z.object({
  /** Limits of check games and scoring rounds (trial matches may set their own). */
  limits: zm._default(LimitsSchema, DEFAULT_LIMITS),
  /** Seed of the two check games of every version. */
  checkSeed: z.string().min(1).max(100).default("check"),
  /** `open`: anyone may register; `closed`: only an admin registers competitors. */
  registration: z.enum(["open", "closed"]).default("open"),
  /**
   * At most this many competitors register themselves (every status counts: each is a row, a
   * rating and a line of every standings page); beyond it, only an admin registers more.
   */
  maxCompetitors: z.int().min(1).max(100_000).default(1000),
  /**
   * At most `max` competitors register themselves from one client (an IPv4 address or an IPv6 /64;
   * behind a trusted proxy, the client it forwards) in any `windowSeconds`: one script cannot take
   * every free place, or every name, in a minute. A classroom behind one address may need more.
   */
  registrationsPerClient: z
    .object({
      max: z.int().min(1).max(100_000).default(30),
      windowSeconds: z
        .int()
        .min(1)
        .max(30 * 86_400)
        .default(3600),
    })
    .default({ max: 30, windowSeconds: 3600 }),
  submissions: z
    .object({
      /** At most this many submissions per competitor in any window of `windowSeconds`. */
      maxPerWindow: z.int().min(1).max(10_000).default(10),
      windowSeconds: z
        .int()
        .min(1)
        .max(30 * 86_400)
        .default(3600),
      /** And at least this long between two submissions of a competitor. */
      minIntervalSeconds: z.int().min(0).max(86_400).default(10),
    })
    .default({ maxPerWindow: 10, windowSeconds: 3600, minIntervalSeconds: 10 }),
  scheduling: z
    .object({
      /** Fields of at most this many competitors play a full round robin; larger ones a ladder. */
      roundRobinMax: z.int().min(2).max(64).default(16),
      /** Opponents per competitor in a ladder round (about half above, half below in rating). */
      opponents: z.int().min(2).max(32).default(6),
      /** Seeds per pairing in a scoring round, each played from both sides. */
      games: z.int().min(1).max(20).default(1),
    })
    .default({ roundRobinMax: 16, opponents: 6, games: 1 }),
});

export type CompetitionSettings = z.infer<typeof CompetitionSettingsSchema> & { limits: Limits };

export function parseSettings(value: unknown): CompetitionSettings {
  return CompetitionSettingsSchema.parse(value ?? {}) as CompetitionSettings;
}
