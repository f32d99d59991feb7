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
