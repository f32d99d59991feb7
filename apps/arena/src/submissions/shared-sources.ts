import { and, asc, countDistinct, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/connect.js";
import { competitors, submissions } from "../db/schema.js";

/** At most this many groups in one answer (the most telling first; see `sharedSources`). */
export const SHARED_SOURCE_GROUPS = 200;
/** At most this many versions listed over all the groups (a sample bot submitted by everyone is one group). */
export const SHARED_SOURCE_VERSIONS = 5000;

/** One competitor in a group: who it is and which of its versions have the group's graded files. */
export interface SharingCompetitor {
  competitorId: number;
  displayName: string;
  status: string;
  versions: number[];
}

/** Graded files (manifest + bot/) that two or more competitors of a competition submitted. */
export interface SharedSource {
  sourceHash: string;
  language: string | null;
  /** Whether one of the competitors is disqualified: a way back in under a new name. */
  withDisqualified: boolean;
  competitors: SharingCompetitor[];
}

/**
 * The graded sources of a competition that more than one competitor submitted, for the organisers:
 * the same source hash means the same manifest language and entry and the same files, byte for byte
 * (a renamed copy of another's bot, or a disqualified competitor back under a new name). A copy with
 * one byte changed is not found here. Groups with a disqualified competitor come first, then the
 * larger groups; competitors by id, versions in order. At most `SHARED_SOURCE_GROUPS` groups and
 * `SHARED_SOURCE_VERSIONS` versions (`truncated` says when more may exist).
 */
export async function sharedSources(
  db: Db,
  competitionId: number,
): Promise<{ groups: SharedSource[]; truncated: boolean }> {
  const inCompetition = and(eq(submissions.competitionId, competitionId), isNotNull(submissions.sourceHash));
  const disqualified = sql<number>`count(distinct ${competitors.id}) filter (where ${competitors.status} = 'disqualified')`;
  const sharers = countDistinct(submissions.competitorId);
  const hashes = await db
    .select({ sourceHash: submissions.sourceHash })
    .from(submissions)
    .innerJoin(competitors, eq(competitors.id, submissions.competitorId))
    .where(inCompetition)
    .groupBy(submissions.sourceHash)
    .having(sql`${sharers} >= 2`)
    .orderBy(desc(disqualified), desc(sharers), asc(submissions.sourceHash))
    .limit(SHARED_SOURCE_GROUPS);
  if (hashes.length === 0) return { groups: [], truncated: false };
  const order = hashes.map((h) => h.sourceHash as string);
  const rows = await db
    .select({
      sourceHash: submissions.sourceHash,
      language: submissions.language,
      version: submissions.version,
      competitorId: competitors.id,
      displayName: competitors.displayName,
      status: competitors.status,
    })
    .from(submissions)
    .innerJoin(competitors, eq(competitors.id, submissions.competitorId))
    .where(and(inCompetition, inArray(submissions.sourceHash, order)))
    .orderBy(asc(competitors.id), asc(submissions.version))
    .limit(SHARED_SOURCE_VERSIONS + 1);
  const truncated = hashes.length === SHARED_SOURCE_GROUPS || rows.length > SHARED_SOURCE_VERSIONS;
  const groups = new Map<string, SharedSource>(
    order.map((hash) => [
      hash,
      { sourceHash: hash, language: null, withDisqualified: false, competitors: [] },
    ]),
  );
  for (const row of rows.slice(0, SHARED_SOURCE_VERSIONS)) {
    const group = groups.get(row.sourceHash as string)!;
    group.language ??= row.language;
    let sharer = group.competitors.at(-1);
    if (sharer?.competitorId !== row.competitorId) {
      sharer = {
        competitorId: row.competitorId,
        displayName: row.displayName,
        status: row.status,
        versions: [],
      };
      group.competitors.push(sharer);
      if (row.status === "disqualified") group.withDisqualified = true;
    }
    sharer.versions.push(row.version);
  }
  // A group cut short by the version limit may be left with one competitor: it is not shown.
  return { groups: [...groups.values()].filter((g) => g.competitors.length >= 2), truncated };
}
