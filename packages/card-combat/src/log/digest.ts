import { hashString, stableStringify } from "@rulekit/core";

/**
 * The event log's fingerprint, built batch by batch (one batch per step) so long runs never hold
 * every event: digest' = hash(digest + "\n" + stable JSON of the batch). Two event logs are equal byte
 * for byte exactly when their digests are (barring a 128-bit collision).
 */
export const EMPTY_DIGEST = "";

export function extendDigest(digest: string, batch: readonly unknown[]): string {
  return hashString(`${digest}\n${stableStringify(batch)}`);
}

export function digestOf(batches: readonly (readonly unknown[])[]): string {
  let digest = EMPTY_DIGEST;
  for (const batch of batches) digest = extendDigest(digest, batch);
  return digest;
}

/**
 * Why a replayed log does not check out, or null: the first refused step, else the state hash, else the
 * event log hash (shared by match and run logs).
 */
export function replayProblem(
  refused: { kind: string; index: number; code: string; message: string } | null,
  actual: { stateHash: string; eventsHash: string },
  expected: { stateHash: string; eventsHash: string },
): string | null {
  if (refused) return `${refused.kind} ${refused.index} was refused: ${refused.code} (${refused.message})`;
  if (actual.stateHash !== expected.stateHash)
    return `final state hash ${actual.stateHash} differs from the recorded ${expected.stateHash}`;
  if (actual.eventsHash !== expected.eventsHash)
    return `event log hash ${actual.eventsHash} differs from the recorded ${expected.eventsHash}`;
  return null;
}
