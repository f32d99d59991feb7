import { randomBytes } from "node:crypto";
import {
  encodeSnapshot,
  loadSubmission,
  type MatchOptions,
  type PrepareBot,
  type PrepareOptions,
} from "@rulekit/rps-arena";
import { CLASSIC_V2 } from "@rulekit/rps-grid";
import { sql } from "drizzle-orm";
import { ADMIN_TOKEN_ENV, ensureAdminToken } from "./auth.js";
import { type ArenaContext, ArenaEvents } from "./context.js";
import { type Database, type DatabaseTarget, openDatabase, shownDatabaseUrl } from "./db/connect.js";
import { competitions, snapshots } from "./db/schema.js";
import { holdPostgres } from "./db/single-service.js";
import { requeueRunning, rowsOf } from "./matches/match-store.js";
import { defaultReferenceBot } from "./paths.js";
import { LocalLoop } from "./runner/local-loop.js";
import { RedisDispatcher } from "./runner/redis-dispatcher.js";
import { storeRuleSet } from "./scheduling/rounds.js";
import { CompetitionSettingsSchema } from "./settings.js";
import type { Leaderboard } from "./standings/leaderboard.js";
import { LeaderboardCache } from "./standings/leaderboard-cache.js";
import { requeueIntake } from "./submissions/intake.js";
import { IntakeSlots } from "./submissions/intake-slots.js";
import { SERVICE_VERSION } from "./versions.js";

export interface ArenaServiceOptions {
  /** Where the data is: PGlite in a folder (the default) or a PostgreSQL URL. */
  database: DatabaseTarget;
  /** Send matches to BullMQ workers (`rulekit rps worker`) on this Redis instead of playing them here. */
  redis?: string;
  /** The BullMQ queue (default rps-matches). */
  queue?: string;
  /** Matches played at the same time in this process (default 1; no effect with `redis`). */
  concurrency?: number;
  /** The reference bot of the check games (default: the greedy Python sample). */
  referenceBot?: string;
  /** Local folders competitors may submit from (`file://` / absolute paths); none by default. */
  localRoots?: string[];
  /** Let git URLs name loopback/private hosts (tests only). */
  allowPrivateHosts?: boolean;
  /** The admin token (else `RULEKIT_ARENA_ADMIN_TOKEN`, else one is made and returned once). */
  adminToken?: string;
  /** Create this competition at first start when there is none (default `main`; null: none). */
  defaultCompetition?: { slug: string; name: string; settings?: unknown } | null;
  /** rps-arena hooks for tests and benchmarks: how bots are built and moves played. */
  prepare?: PrepareOptions;
  prepareBot?: PrepareBot;
  runMove?: MatchOptions["runMove"];
  /** Sweep interval of the Redis dispatcher (ms). */
  sweepMs?: number;
  /** How often work this process lost track of (a database outage) is queued again (ms, default 5000). */
  healMs?: number;
  log?: (line: string) => void;
  /** Sees the SQL text of every query the service sends (tests: what a request reads). */
  logQuery?: (sql: string) => void;
}

/** A running arena service: database, loops, events. The HTTP API is built on it (see http/app.ts). */
export class ArenaService {
  readonly ctx: ArenaContext;
  /** The admin token made at this start (first start only), to be printed once. */
  readonly newAdminToken: string | null;
  private readonly loop: LocalLoop | null;
  private readonly dispatcher: RedisDispatcher | null;
  private readonly leaderboards: LeaderboardCache;
  private readonly intake: IntakeSlots;
  private healTimer: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(
    readonly database: Database,
    readonly options: ArenaServiceOptions,
    ctx: ArenaContext,
    adminToken: string | null,
    leaderboards: LeaderboardCache,
  ) {
    this.ctx = ctx;
    this.newAdminToken = adminToken;
    this.leaderboards = leaderboards;
    this.intake = new IntakeSlots(ctx, undefined, options.log);
    this.loop = options.redis
      ? null
      : new LocalLoop(ctx, options.concurrency ?? 1, {
          prepare: options.prepare,
          prepareBot: options.prepareBot,
          runMove: options.runMove,
        });
    this.dispatcher = options.redis
      ? new RedisDispatcher(ctx, { redis: options.redis, queue: options.queue, sweepMs: options.sweepMs })
      : null;
  }

  /**
   * Opens (and migrates) the database, makes sure the admin token, the default competition and the
   * reference bot are stored, puts back in the queue what a dead process left running, and starts
   * taking submissions in and playing matches.
   */
  static async start(options: ArenaServiceOptions): Promise<ArenaService> {
    // One service per database (single-service.ts): a PGlite folder is held by openDatabase, a
    // PostgreSQL database by an advisory lock taken before anything is read or requeued.
    const target = options.database;
    const hold =
      target.kind === "postgres"
        ? await holdPostgres(target.url, shownDatabaseUrl(target.url), { say: options.log })
        : null;
    let database: Database;
    try {
      const opened = await openDatabase(target, { logQuery: options.logQuery });
      database = hold ? { ...opened, close: () => opened.close().finally(() => hold.release()) } : opened;
    } catch (error) {
      await hold?.release();
      throw error;
    }
    try {
      const adminToken = await ensureAdminToken(
        database.db,
        options.adminToken ?? process.env[ADMIN_TOKEN_ENV],
      );
      const reference = loadSubmission(options.referenceBot ?? defaultReferenceBot());
      const referenceName = `reference (${reference.name})`;
      await database.db
        .insert(snapshots)
        .values({
          sourceHash: reference.sourceHash,
          language: reference.manifest.language,
          body: encodeSnapshot(reference),
          bytes: 0,
        })
        .onConflictDoNothing({ target: snapshots.sourceHash });
      await storeRuleSet(database.db, CLASSIC_V2, "Classic v2");
      const wanted =
        options.defaultCompetition === undefined
          ? { slug: "main", name: "Rulekit Arena" }
          : options.defaultCompetition;
      if (wanted) {
        const any = await database.db.select({ id: competitions.id }).from(competitions).limit(1);
        if (any.length === 0) {
          await database.db
            .insert(competitions)
            .values({
              slug: wanted.slug,
              name: wanted.name,
              settings: CompetitionSettingsSchema.parse(wanted.settings ?? {}),
            })
            .onConflictDoNothing();
        }
      }
      let service: ArenaService | null = null;
      const events = new ArenaEvents();
      events.setMaxListeners(0);
      const leaderboards = new LeaderboardCache(database.db, events);
      const ctx: ArenaContext = {
        db: database.db,
        instance: randomBytes(6).toString("hex"),
        version: SERVICE_VERSION,
        events,
        gitPolicy: {
          localRoots: options.localRoots ?? [],
          allowPrivateHosts: options.allowPrivateHosts ?? false,
        },
        reference: { sourceHash: reference.sourceHash, name: referenceName },
        changed: (competitionId) => leaderboards.invalidate(competitionId),
        wake: () => service?.wake(),
      };
      service = new ArenaService(database, options, ctx, adminToken, leaderboards);
      await service.resume();
      return service;
    } catch (error) {
      await database.close();
      throw error;
    }
  }

  private async resume(): Promise<void> {
    // What a dead process (kill -9, power loss) was doing is started again; results are keyed, so
    // nothing is recorded twice.
    if (!this.dispatcher) await requeueRunning(this.ctx.db);
    await requeueIntake(this.ctx);
    if (this.dispatcher) await this.dispatcher.start();
    this.healTimer = setInterval(() => void this.heal(), this.options.healMs ?? 5000);
    this.healTimer.unref();
    this.wake();
  }

  /**
   * Every few seconds: what this process claimed but is no longer working on (a step that failed
   * while the database was away) goes back to the queue, and the loops are woken.
   */
  private async heal(): Promise<void> {
    if (this.closed) return;
    try {
      if (this.loop) {
        const playing = [...this.loop.playing];
        await this.ctx.db.execute(
          sql`UPDATE matches SET status = 'queued', lease_owner = NULL
              WHERE status = 'running' AND lease_owner = ${this.ctx.instance}
              AND NOT (id = ANY(${`{${playing.join(",")}}`}::int[]))`,
        );
      }
      const taking = [...this.intake.taking];
      await this.ctx.db.execute(
        sql`UPDATE submissions SET status = 'queued', lease_owner = NULL
            WHERE status = 'building' AND lease_owner = ${this.ctx.instance}
            AND NOT (id = ANY(${`{${taking.join(",")}}`}::int[]))`,
      );
      this.wake();
    } catch {
      // The database is away: next time.
    }
  }

  /** New work may be waiting: take submissions in and play (or dispatch) matches. */
  wake(): void {
    if (this.closed) return;
    this.loop?.kick();
    this.dispatcher?.kick();
    this.intake.kick();
  }

  /** The leaderboard as computed now (ratings recomputed when something changed). */
  leaderboard(competitionId: number): Promise<Leaderboard> {
    return this.leaderboards.get(competitionId);
  }

  /** Resolves when nothing is being taken in or played (for tests and the demo seed). */
  async idle(): Promise<void> {
    for (;;) {
      await this.intake.settled();
      const pending = await this.ctx.db.execute(
        sql`SELECT (SELECT count(*) FROM matches WHERE status IN ('queued','running','dispatched') AND NOT held)::int
          + (SELECT count(*) FROM submissions WHERE status IN ('queued','building'))::int AS n`,
      );
      const n = rowsOf<{ n: number }>(pending)[0]?.n ?? 0;
      if (n === 0 && !this.intake.busy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops taking work, lets running matches finish and be recorded, and closes the database. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.healTimer) clearInterval(this.healTimer);
    await this.intake.stop();
    await this.loop?.stop();
    await this.dispatcher?.stop();
    await this.database.close();
  }
}
