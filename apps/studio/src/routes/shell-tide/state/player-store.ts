import type { SafeStorage } from "../../../lib/storage.ts";
import { asPlayerProfile, type PlayerProfile } from "../onboarding/profile.ts";
import { asSharedMemory, profileRecords, upsertRecords } from "../onboarding/shared-memory.ts";
import { asProgress, type Progress } from "./progress.ts";
import { PROFILE_KEY, PROGRESS_KEY, SHARED_MEMORY_KEY } from "./storage-keys.ts";

/** What NEW_PLAYER_CHECK reads. Storage blocked → nothing stored, `persistenceAvailable: false`. */
export interface StoredPlayer {
  profile: PlayerProfile | undefined;
  progress: Progress;
  persistenceAvailable: boolean;
}

export function loadPlayer(storage: SafeStorage): StoredPlayer {
  return {
    profile: asPlayerProfile(storage.getJson(PROFILE_KEY)),
    progress: asProgress(storage.getJson(PROGRESS_KEY)),
    persistenceAvailable: storage.persistent,
  };
}

/**
 * Saves the profile and upserts its four records into the global shared memory. Returns whether both were
 * persisted; when not, the values still live in the storage's in-session fallback.
 */
export function saveProfile(storage: SafeStorage, profile: PlayerProfile, now: string): boolean {
  const stored = { ...profile, persistenceAvailable: profile.persistenceAvailable && storage.persistent };
  const profileSaved = storage.setJson(PROFILE_KEY, stored);
  const memory = upsertRecords(
    asSharedMemory(storage.getJson(SHARED_MEMORY_KEY)),
    profileRecords(profile, now),
  );
  const memorySaved = storage.setJson(SHARED_MEMORY_KEY, memory);
  return profileSaved && memorySaved;
}

export function saveProgress(storage: SafeStorage, progress: Progress): boolean {
  return storage.setJson(PROGRESS_KEY, progress);
}
