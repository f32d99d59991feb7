import type { MatchRecord } from "@rulekit/rps-arena";
import type { Limits } from "@rulekit/rps-grid";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/connect.js";
import { matches, matchResults } from "../db/schema.js";
import { limitsHash, matchKey } from "./match-key.js";

/** One side of a match to be played: its version's source hash (and version id, none for the reference bot). */
export interface MatchSide {
  sourceHash: string;
  submissionId: number | null;
  /** The name the replay gives this bot. */
  name: string;
}

export interface MatchSpec {
  kind: "check" | "round";
  competitionId: number;
  rulesHash: string;
  limits: Limits;
  seed: string;
  sides: readonly [MatchSide, MatchSide];
  /** Higher runs first (check games before round matches). */
  priority: number;
}

export const PRIORITY = { check: 100, placement: 50, round: 0 } as const;

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A transaction or the database itself. */
type Tx = Pick<Db, "insert" | "select" | "update" | "execute">;

/**
 * Makes sure each spec's match exists (queued when new) and returns the match ids in the specs'
 * order. A spec whose key is already there adds nothing: the result is never played twice.
 */
export async function ensureMatches(tx: Tx, specs: readonly MatchSpec[]): Promise<number[]> {
  if (specs.length === 0) return [];
  const rows = specs.map((spec) => {
    const lh = limitsHash(spec.limits);
    return {
      key: matchKey({
        competitionId: spec.competitionId,
        sourceHashes: [spec.sides[0].sourceHash, spec.sides[1].sourceHash],
        seed: spec.seed,
        rulesHash: spec.rulesHash,
        limitsHash: lh,
      }),
      kind: spec.kind,
      competitionId: spec.competitionId,
      rulesHash: spec.rulesHash,
      limits: spec.limits,
      limitsHash: lh,
      seed: spec.seed,
      sourceHash0: spec.sides[0].sourceHash,
      sourceHash1: spec.sides[1].sourceHash,
      submission0: spec.sides[0].submissionId,
      submission1: spec.sides[1].submissionId,
      name0: spec.sides[0].name,
      name1: spec.sides[1].name,
      status: "queued",
      priority: spec.priority,
    };
  });
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    await tx.insert(matches).values(batch).onConflictDoNothing({ target: matches.key });
    const found = await tx
      .select({ id: matches.id, key: matches.key })
      .from(matches)
      .where(
        inArray(
          matches.key,
          batch.map((r) => r.key),
        ),
      );
    for (const row of found) ids.set(row.key, row.id);
  }
  return rows.map((row) => ids.get(row.key)!);
}

export type MatchRow = typeof matches.$inferSelect;

/**
 * Claims the next queued match for this process (`running`, leased to `owner`): one transaction,
 * `FOR UPDATE SKIP LOCKED`, so two claimers never take the same match.
 */
export async function claimNextMatch(
  db: Db,
  owner: string,
  status: "running" | "dispatched",
): Promise<MatchRow | null> {
  const result = await db.execute(sql`
    UPDATE matches SET status = ${status}, lease_owner = ${owner}, updated_at = now()
    WHERE id = (
      SELECT id FROM matches WHERE status = 'queued' AND NOT held
      ORDER BY priority DESC, id LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const id = rowsOf<{ id: number }>(result)[0]?.id;
  if (id === undefined) return null;
  const [row] = await db.select().from(matches).where(eq(matches.id, id));
  return row ?? null;
}

/** After a restart: matches a dead process was playing go back to the queue (played again from the start). */
export async function requeueRunning(db: Db): Promise<number> {
  const result = await db
    .update(matches)
    .set({ status: "queued", leaseOwner: null, updatedAt: new Date() })
    .where(eq(matches.status, "running"))
    .returning({ id: matches.id });
  return result.length;
}

/** Reproducibility of one result: everything needed to play it again and compare. */
export interface ResultMeta {
  engine: { name: string; version: string };
  arena: { service: string; runner: string };
  rulesHash: string;
  seed: string;
  limits: Limits;
  sourceHashes: [string, string];
  toolchain: {
    runtimes: [string | null, string | null];
    /** sha256 of the toolchain files, where the runner could read them (in-process runs). */
    digests: Record<string, string> | null;
  };
}

/**
 * Writes a match's result for one judging, exactly once (unique on match and judging: a second
 * write of the same judging, e.g. by a process that was presumed dead, adds nothing), and makes it
 * the match's current result unless a newer judging was asked for meanwhile. Returns whether this
 * call wrote it.
 */
export async function recordResult(
  db: Db,
  match: Pick<MatchRow, "id" | "judging">,
  record: MatchRecord,
  meta: ResultMeta,
  executor: string,
): Promise<boolean> {
  const result = record.replay.result;
  const infrastructureError = result.status === "aborted" && record.faults.length === 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(matchResults)
      .values({
        matchId: match.id,
        judging: match.judging,
        status: result.status,
        winner: result.winner,
        winReason: result.winReason,
        faults: record.faults,
        infrastructureError,
        moves: record.replay.moves.length,
        attempts: record.attempts,
        replay: record.replay,
        logs: record.logs ?? [],
        totals: record.totals,
        meta,
        executor,
      })
      .onConflictDoNothing({ target: [matchResults.matchId, matchResults.judging] })
      .returning({ id: matchResults.id });
    const id = inserted[0]?.id;
    if (id === undefined) return false;
    await tx
      .update(matches)
      .set({ resultId: id, status: "done", leaseOwner: null, updatedAt: new Date() })
      .where(and(eq(matches.id, match.id), eq(matches.judging, match.judging)));
    return true;
  });
}
