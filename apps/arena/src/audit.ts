import type { Db } from "./db/connect.js";
import { auditLog } from "./db/schema.js";

type Tx = Pick<Db, "insert">;

/** Records an admin action (who, what, on what, with which details). Never updated or deleted. */
export async function audit(
  tx: Tx,
  entry: { competitionId: number | null; actor: string; action: string; target?: string; details?: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    competitionId: entry.competitionId,
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? {},
  });
}
