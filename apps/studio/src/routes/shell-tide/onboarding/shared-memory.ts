import type { PlayerProfile } from "./profile.ts";

/**
 * `shellTide.globalSharedMemory.v1`: facts every Tide Coach may read. The profile submit upserts four
 * player-confirmed records, marked Important + Durable + Safe + Shared with product priority very-important
 * (seed 001, "Shared memory"). Records with other keys are kept untouched.
 */
export interface SharedMemoryRecord {
  key: string;
  value: string;
  policy: { important: true; durable: true; safe: true; shared: true };
  priority: "very-important";
  source: "profile_setup";
  updatedAt: string;
}

export interface SharedMemory {
  version: 1;
  records: SharedMemoryRecord[];
}

export const PROFILE_MEMORY_KEYS = [
  "player.nickname",
  "player.gender",
  "player.locale",
  "player.profile_importance",
] as const;

export function profileRecords(profile: PlayerProfile, now: string): SharedMemoryRecord[] {
  const values: Record<(typeof PROFILE_MEMORY_KEYS)[number], string> = {
    "player.nickname": profile.nickname,
    "player.gender": profile.gender,
    "player.locale": profile.locale,
    "player.profile_importance": "very-important",
  };
  return PROFILE_MEMORY_KEYS.map((key) => ({
    key,
    value: values[key],
    policy: { important: true, durable: true, safe: true, shared: true },
    priority: "very-important",
    source: "profile_setup",
    updatedAt: now,
  }));
}

/** Reads whatever is stored; anything malformed counts as an empty memory rather than an error. */
export function asSharedMemory(value: unknown): SharedMemory {
  if (typeof value !== "object" || value === null) return { version: 1, records: [] };
  const records = (value as { records?: unknown }).records;
  if (!Array.isArray(records)) return { version: 1, records: [] };
  return {
    version: 1,
    records: records.filter(
      (r): r is SharedMemoryRecord =>
        typeof r === "object" && r !== null && typeof (r as SharedMemoryRecord).key === "string",
    ),
  };
}

/** Replaces records with the same key in place (keeping their order) and appends new ones. */
export function upsertRecords(memory: SharedMemory, records: readonly SharedMemoryRecord[]): SharedMemory {
  const next = memory.records.map((existing) => records.find((r) => r.key === existing.key) ?? existing);
  for (const record of records) if (!next.some((r) => r.key === record.key)) next.push(record);
  return { version: 1, records: next };
}
