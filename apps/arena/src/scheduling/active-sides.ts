import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../db/connect.js";
import { competitors, submissions } from "../db/schema.js";
import type { MatchSide } from "../matches/match-store.js";

type Tx = Pick<Db, "select">;

/** A competitor as a round sees it: still in (status active) with an accepted active version. */
export interface ActiveSide extends MatchSide {
  competitorId: number;
  submissionId: number;
}

/** The active versions of the given competitors that may play (status `active`, a version chosen). */
export async function activeSides(tx: Tx, ids: readonly number[]): Promise<Map<number, ActiveSide>> {
  const out = new Map<number, ActiveSide>();
  if (ids.length === 0) return out;
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await tx
      .select({
        competitorId: competitors.id,
        displayName: competitors.displayName,
        submissionId: submissions.id,
        version: submissions.version,
        sourceHash: submissions.sourceHash,
      })
      .from(competitors)
      .innerJoin(submissions, eq(submissions.id, competitors.activeSubmissionId))
      .where(
        and(
          inArray(competitors.id, ids.slice(i, i + 1000) as number[]),
          eq(competitors.status, "active"),
          isNotNull(submissions.sourceHash),
        ),
      );
    for (const row of rows) {
      out.set(row.competitorId, {
        competitorId: row.competitorId,
        submissionId: row.submissionId,
        sourceHash: row.sourceHash!,
        name: versionName(row.displayName, row.version),
      });
    }
  }
  return out;
}

/** How a version is named in replays: `<display name> v<version>`. */
export function versionName(displayName: string, version: number): string {
  return `${displayName} v${version}`;
}
