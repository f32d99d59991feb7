/**
 * Names in Redis. One queue serves every tournament (a worker plays whatever is waiting), so a
 * job's id starts with its tournament's id; the match key makes the rest. Adding a job whose id
 * exists adds nothing, which is what makes enqueuing the same tournament twice harmless.
 */
export const QUEUE = {
  /** BullMQ's key prefix for the arena's queues. */
  prefix: "rulekit",
  /** The default queue (`--queue` picks another, e.g. one per fleet). */
  name: "rps-matches",
  /** Keys the tournament side owns next to the queue: snapshots and tournament settings. */
  store: "rulekit:arena",
} as const;

/** The job of one match: `<tournament id>-<match key>` (BullMQ refuses ':' and integers). */
export function matchJobId(tournament: string, key: string): string {
  return `${tournament}-${key}`;
}

/** Where a submission's snapshot is stored, by its source hash (stored once, whoever uses it). */
export function snapshotKey(sourceHash: string): string {
  return `${QUEUE.store}:snapshot:${sourceHash}`;
}

/** Where a tournament's rules and limits are stored (once, not in every job). */
export function settingsKey(tournament: string): string {
  return `${QUEUE.store}:tournament:${tournament}`;
}

/** How long the stored snapshots and settings outlive their last use (seconds). */
export const STORE_TTL_SECONDS = 7 * 24 * 3600;
