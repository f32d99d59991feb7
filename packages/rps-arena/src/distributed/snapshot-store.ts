import type IORedis from "ioredis";
import { type Entrant, isRefused } from "../submission/entrant.js";
import type { Submission } from "../submission/load-submission.js";
import { encodeSettings, type TournamentSettings } from "./match-job.js";
import { STORE_TTL_SECONDS, settingsKey, snapshotKey } from "./queue-names.js";
import { encodeSnapshot, verifySnapshot } from "./snapshot.js";

/**
 * Puts what the workers need in Redis: each submission's snapshot once (keyed by its source hash,
 * so a bot in several tournaments is stored once) and the tournament's rules and limits. Written
 * only when missing (their content is fixed by their key), their lifetime renewed otherwise. Run
 * again after a reconnection, before lost jobs are added back, so a job never waits on a snapshot.
 */
export async function storeForWorkers(
  redis: IORedis,
  tournament: string,
  entrants: readonly Entrant[],
  settings: TournamentSettings,
): Promise<void> {
  const snapshots = new Map<string, Submission>();
  for (const entrant of entrants) if (!isRefused(entrant)) snapshots.set(entrant.sourceHash, entrant);
  const writes: [string, () => string][] = [
    [settingsKey(tournament), () => encodeSettings(settings)],
    ...[...snapshots].map(([hash, s]): [string, () => string] => [
      snapshotKey(hash),
      () => encodeSnapshot(s),
    ]),
  ];
  for (const [key, value] of writes) {
    const kept = await redis.expire(key, STORE_TTL_SECONDS);
    if (kept === 0) await redis.set(key, value(), "EX", STORE_TTL_SECONDS);
  }
}

/** A worker's copy of a submission: fetched from the store and verified (hash, paths, bounds). */
export async function fetchSubmission(redis: IORedis, sourceHash: string, name: string): Promise<Submission> {
  return verifySnapshot(await redis.get(snapshotKey(sourceHash)), sourceHash, name);
}
