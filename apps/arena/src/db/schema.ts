import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The arena's tables. One schema for PGlite and PostgreSQL; changed only through a new migration
 * (`pnpm --filter @rulekit/arena db:generate`, files in src/db/migrations). See docs/arena/model.md.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const competitions = pgTable("competitions", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** CompetitionSettings (limits, rate limits, scheduling): see settings.ts. */
  settings: jsonb("settings").notNull(),
  /** Set while the leaderboard is frozen: the public sees `frozenBoard`, results after it are hidden. */
  frozenAt: at("frozen_at"),
  frozenBoard: jsonb("frozen_board"),
  createdAt: at("created_at").notNull().defaultNow(),
});

/** Admin tokens, hashed (sha256): the first is printed once at first start, or set by the environment. */
export const adminTokens = pgTable("admin_tokens", {
  id: serial("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  label: text("label").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const competitors = pgTable(
  "competitors",
  {
    id: serial("id").primaryKey(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id),
    /** Chosen at registration, passing for no other's in the competition (names/); never from ott.json. */
    displayName: text("display_name").notNull(),
    /** nameKey(displayName) as the rule stood at registration: unique, a backstop of the look-alike check. */
    nameKey: text("name_key").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** `active`, `excluded` (out of the standings, may come back) or `disqualified`. */
    status: text("status").notNull().default("active"),
    activeSubmissionId: integer("active_submission_id"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("competitors_name_key").on(t.competitionId, t.nameKey)],
);

/** Every change of a competitor's status, with who did it and why (history is never overwritten). */
export const competitorStatusEvents = pgTable("competitor_status_events", {
  id: serial("id").primaryKey(),
  competitorId: integer("competitor_id")
    .notNull()
    .references(() => competitors.id),
  status: text("status").notNull(),
  reason: text("reason").notNull(),
  actor: text("actor").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

/** What the arena grades of a version (manifest + bot/ sources), by source hash: stored once. */
export const snapshots = pgTable("snapshots", {
  sourceHash: text("source_hash").primaryKey(),
  language: text("language").notNull(),
  /** rps-arena's snapshot text (encodeSnapshot), verified again (verifySnapshot) whenever it is read. */
  body: text("body").notNull(),
  bytes: integer("bytes").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const submissions = pgTable(
  "submissions",
  {
    id: serial("id").primaryKey(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id),
    competitorId: integer("competitor_id")
      .notNull()
      .references(() => competitors.id),
    /** 1, 2, … per competitor. */
    version: integer("version").notNull(),
    /** `git` (url + ref) or `archive` (an uploaded zip or tar). */
    sourceKind: text("source_kind").notNull(),
    sourceUrl: text("source_url"),
    ref: text("ref"),
    /** The uploaded archive, kept until it is taken in. */
    archive: bytea("archive"),
    archiveFormat: text("archive_format"),
    commit: text("commit"),
    sourceHash: text("source_hash"),
    language: text("language"),
    /** queued → building → checking → accepted | refused | build_error | check_fault | infrastructure_error */
    status: text("status").notNull(),
    reason: text("reason"),
    buildLog: text("build_log"),
    files: jsonb("files").$type<string[]>(),
    dropped: jsonb("dropped").$type<string[]>(),
    checkMatchIds: jsonb("check_match_ids").$type<number[]>(),
    leaseOwner: text("lease_owner"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    finishedAt: at("finished_at"),
  },
  (t) => [
    uniqueIndex("submissions_version").on(t.competitorId, t.version),
    index("submissions_status").on(t.status),
  ],
);

/** RuleSets by stableHash: a round names its rules by hash, the body is stored once. */
export const ruleSets = pgTable("rule_sets", {
  hash: text("hash").primaryKey(),
  name: text("name").notNull(),
  body: jsonb("body").notNull(),
});

export const rounds = pgTable(
  "rounds",
  {
    id: serial("id").primaryKey(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id),
    number: integer("number").notNull(),
    /** `scoring` (Classic, counts for the leaderboard) or `trial` (any RuleSet, counts for nothing). */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    rulesHash: text("rules_hash")
      .notNull()
      .references(() => ruleSets.hash),
    limits: jsonb("limits").notNull(),
    limitsHash: text("limits_hash").notNull(),
    games: integer("games").notNull(),
    seed: text("seed").notNull(),
    /** `round_robin` or `ladder` (k nearest by rating). */
    pairing: text("pairing").notNull(),
    opponents: integer("opponents").notNull(),
    /** running | paused | finished */
    status: text("status").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    finishedAt: at("finished_at"),
  },
  (t) => [uniqueIndex("rounds_number").on(t.competitionId, t.number)],
);

export const roundEntries = pgTable(
  "round_entries",
  {
    roundId: integer("round_id")
      .notNull()
      .references(() => rounds.id),
    competitorId: integer("competitor_id")
      .notNull()
      .references(() => competitors.id),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.competitorId] })],
);

/**
 * One slot of a round's schedule: two competitors, a seed, a side. `matchId` is the match of their
 * current active versions; when a version changes the slot points at a new match (a new key).
 */
export const fixtures = pgTable(
  "fixtures",
  {
    id: serial("id").primaryKey(),
    roundId: integer("round_id")
      .notNull()
      .references(() => rounds.id),
    player0: integer("player0")
      .notNull()
      .references(() => competitors.id),
    player1: integer("player1")
      .notNull()
      .references(() => competitors.id),
    game: integer("game").notNull(),
    seed: text("seed").notNull(),
    matchId: integer("match_id").notNull(),
  },
  (t) => [
    index("fixtures_round_p0").on(t.roundId, t.player0),
    index("fixtures_round_p1").on(t.roundId, t.player1),
    uniqueIndex("fixtures_slot").on(t.roundId, t.player0, t.player1, t.game),
    // A recorded result finds the rounds it settles by its match.
    index("fixtures_match").on(t.matchId),
  ],
);

/**
 * Every match a fixture was ever pointed at, in the order that happened: `id` is the documented
 * rating order (ratings are computed over links by round number, then id).
 */
export const fixtureLinks = pgTable(
  "fixture_links",
  {
    id: serial("id").primaryKey(),
    roundId: integer("round_id").notNull(),
    fixtureId: integer("fixture_id").notNull(),
    matchId: integer("match_id").notNull(),
    submission0: integer("submission0").notNull(),
    submission1: integer("submission1").notNull(),
  },
  (t) => [index("fixture_links_round").on(t.roundId), index("fixture_links_match").on(t.matchId)],
);

/**
 * A match, keyed by what decides its result (both source hashes, seed, RuleSet hash, limits hash),
 * so a result is never played twice. `judging` counts rejudges; results are kept per judging.
 */
export const matches = pgTable(
  "matches",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    /** `check` (a version against the reference bot) or `round`. */
    kind: text("kind").notNull(),
    competitionId: integer("competition_id")
      .notNull()
      .references(() => competitions.id),
    rulesHash: text("rules_hash").notNull(),
    limits: jsonb("limits").notNull(),
    limitsHash: text("limits_hash").notNull(),
    seed: text("seed").notNull(),
    sourceHash0: text("source_hash0").notNull(),
    sourceHash1: text("source_hash1").notNull(),
    /** The versions that first asked for it (null: the reference bot). */
    submission0: integer("submission0"),
    submission1: integer("submission1"),
    name0: text("name0").notNull(),
    name1: text("name1").notNull(),
    /** queued | running | dispatched | done */
    status: text("status").notNull(),
    held: boolean("held").notNull().default(false),
    priority: integer("priority").notNull().default(0),
    judging: integer("judging").notNull().default(1),
    resultId: integer("result_id"),
    leaseOwner: text("lease_owner"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("matches_queue").on(t.status, t.held, t.priority, t.id)],
);

/** A match's result per judging: written once (unique), never overwritten by a rejudge. */
export const matchResults = pgTable(
  "match_results",
  {
    id: serial("id").primaryKey(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id),
    judging: integer("judging").notNull(),
    /** finished | aborted */
    status: text("status").notNull(),
    winner: integer("winner"),
    winReason: text("win_reason"),
    faults: jsonb("faults").notNull(),
    infrastructureError: boolean("infrastructure_error").notNull(),
    moves: integer("moves").notNull(),
    attempts: integer("attempts").notNull(),
    replay: jsonb("replay").notNull(),
    /** Per move and side: the bot's stderr (bounded, inert). Owner and admins only. */
    logs: jsonb("logs").notNull(),
    totals: jsonb("totals").notNull(),
    /** Reproducibility: engine, arena, RuleSet hash, seed, limits, source hashes, toolchains. */
    meta: jsonb("meta").notNull(),
    executor: text("executor").notNull(),
    finishedAt: at("finished_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("match_results_judging").on(t.matchId, t.judging)],
);

/** Each competitor's openskill rating (recomputed in the documented order), indexed for matchmaking. */
export const ratings = pgTable(
  "ratings",
  {
    competitorId: integer("competitor_id")
      .primaryKey()
      .references(() => competitors.id),
    competitionId: integer("competition_id").notNull(),
    mu: doublePrecision("mu").notNull(),
    sigma: doublePrecision("sigma").notNull(),
    ordinal: doublePrecision("ordinal").notNull(),
    rated: integer("rated").notNull(),
  },
  (t) => [index("ratings_ordinal").on(t.competitionId, t.ordinal)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    competitionId: integer("competition_id"),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    details: jsonb("details").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("audit_log_competition").on(t.competitionId, t.id)],
);
