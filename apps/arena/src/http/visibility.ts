import { and, eq, inArray } from "drizzle-orm";
import type { Principal } from "../auth.js";
import type { Db } from "../db/connect.js";
import { competitions, submissions } from "../db/schema.js";
import type { HotCache } from "./hot-cache.js";

type MatchLike = { competitionId: number; sourceHash0: string; sourceHash1: string };

/**
 * The sides of a match whose private parts (stderr, compiler output, fault details) this caller
 * may read: both for an admin; for a competitor, the sides played by one of its own versions (by
 * source hash); none for anyone else.
 */
export async function ownSides(db: Db, principal: Principal, match: MatchLike): Promise<Set<0 | 1>> {
  if (principal.kind === "admin") return new Set([0, 1]);
  if (principal.kind !== "competitor" || principal.competitor.competitionId !== match.competitionId)
    return new Set();
  const mine = await db
    .select({ hash: submissions.sourceHash })
    .from(submissions)
    .where(
      and(
        eq(submissions.competitorId, principal.competitor.id),
        inArray(submissions.sourceHash, [match.sourceHash0, match.sourceHash1]),
      ),
    );
  const hashes = new Set(mine.map((m) => m.hash));
  const sides = new Set<0 | 1>();
  if (hashes.has(match.sourceHash0)) sides.add(0);
  if (hashes.has(match.sourceHash1)) sides.add(1);
  return sides;
}

type Fault = { player: 0 | 1; code: string; message: string };

/**
 * A fault as someone who does not own that bot sees it: the code and what the runner measured, but
 * not the bot's stderr tail nor its compiler's output.
 */
export function redactFault<F extends Fault>(fault: F, visible: Set<0 | 1>): F {
  if (visible.has(fault.player)) return fault;
  if (fault.code === "bot_error")
    return { ...fault, message: "the bot does not build (the compiler's message is shown to its owner)" };
  return {
    ...fault,
    message: fault.message.replace(/; stderr: [\s\S]*$/, "; stderr: (shown to the bot's owner)"),
  };
}

/** A replay with the faults of sides the caller does not own redacted (see redactFault). */
export function redactReplay(replay: Record<string, unknown>, visible: Set<0 | 1>): Record<string, unknown> {
  const result = replay.result as { fault?: Fault | null; faults?: Fault[] } & Record<string, unknown>;
  return {
    ...replay,
    result: {
      ...result,
      fault: result.fault ? redactFault(result.fault, visible) : (result.fault ?? null),
      ...(Array.isArray(result.faults) ? { faults: result.faults.map((f) => redactFault(f, visible)) } : {}),
    },
  };
}

/** When the competition's leaderboard was frozen (null: not frozen). */
export async function frozenAt(db: Db, competitionId: number): Promise<Date | null> {
  const [row] = await db
    .select({ frozenAt: competitions.frozenAt })
    .from(competitions)
    .where(eq(competitions.id, competitionId));
  return row?.frozenAt ?? null;
}

/** frozenAt, from the hot cache (dropped whenever a freeze or unfreeze signals its competition). */
export async function frozenAtCached(hot: HotCache, db: Db, competitionId: number): Promise<Date | null> {
  const row = await hot.competition(`id:${competitionId}`, async () => ({
    id: competitionId,
    frozenAt: await frozenAt(db, competitionId),
  }));
  return row.frozenAt;
}

/** A round result recorded after the freeze is hidden from everyone but the admins. */
export function hiddenByFreeze(
  principal: Principal,
  kind: string,
  frozen: Date | null,
  finishedAt: Date | null | undefined,
): boolean {
  return (
    principal.kind !== "admin" &&
    kind === "round" &&
    frozen !== null &&
    finishedAt != null &&
    finishedAt > frozen
  );
}
