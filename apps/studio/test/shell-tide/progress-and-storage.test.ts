import { describe, expect, it } from "vitest";
import { createSafeStorage } from "../../src/lib/storage.ts";
import {
  defaultLocale,
  nicknameLength,
  validateProfile,
} from "../../src/routes/shell-tide/onboarding/profile.ts";
import { asSharedMemory, upsertRecords } from "../../src/routes/shell-tide/onboarding/shared-memory.ts";
import { loadPlayer, saveProfile, saveProgress } from "../../src/routes/shell-tide/state/player-store.ts";
import {
  asProgress,
  briefingDue,
  emptyProgress,
  hasPlayed,
  recordActivity,
  recordWin,
  starsFor,
} from "../../src/routes/shell-tide/state/progress.ts";
import { BlockedStorage, MemoryStorage } from "../helpers/memory-storage.ts";

const profile = {
  version: 1 as const,
  playerId: "p-9",
  gender: "female" as const,
  nickname: "Hà",
  locale: "vi" as const,
  welcomeStatus: "completed" as const,
  welcomeCompletedAt: "2025-06-02T08:00:00.000Z",
  persistenceAvailable: true,
};

describe("defaultLocale", () => {
  it.each([
    [["en-US"], "en"],
    [["fr-FR", "en-GB"], "en"],
    [["vi-VN", "en"], "vi"],
    [["EN_au"], "en"],
    [["fr", "de"], "vi"],
    [[], "vi"],
  ])("%j → %s", (languages, expected) => {
    expect(defaultLocale(languages)).toBe(expected);
  });
});

describe("nickname rules", () => {
  it("counts characters after trimming, composed or not", () => {
    expect(nicknameLength("  Hà  ")).toBe(2);
    expect(nicknameLength("Ha\u0300")).toBe(2);
    expect(nicknameLength("😀😀")).toBe(2);
  });

  it("accepts 2–16 characters only", () => {
    const form = (nickname: string) => ({ gender: "male" as const, nickname, locale: "vi" as const });
    expect(validateProfile(form("x"))).toEqual({ nickname: "nicknameLength" });
    expect(validateProfile(form("Minh"))).toEqual({});
    expect(validateProfile(form("m".repeat(17)))).toEqual({ nickname: "nicknameLength" });
  });
});

describe("progress", () => {
  it("keeps the best rating and marks the level completed", () => {
    let p = recordWin(emptyProgress(), 2, 3);
    p = recordWin(p, 2, 1);
    expect(starsFor(p, 2)).toBe(3);
    expect(p.levels["2"]?.completed).toBe(true);
    expect(p.levels["2"]?.activity).toEqual({ win: 2, reward: 2 });
    expect(starsFor(p, 5)).toBe(0);
  });

  it("counts a 0-star win as a win without a reward", () => {
    const p = recordWin(emptyProgress(), 1, 0);
    expect(p.levels["1"]?.activity).toEqual({ win: 1 });
  });

  it("does not mutate its input", () => {
    const p = emptyProgress();
    recordActivity(p, 1, "preview");
    expect(p).toEqual(emptyProgress());
  });

  it("briefs Level 1 until it is previewed, committed, won, failed, rewarded or briefed", () => {
    expect(briefingDue(emptyProgress())).toBe(true);
    expect(briefingDue(recordActivity(emptyProgress(), 1, "level_start"))).toBe(true);
    for (const a of ["preview", "commit", "win", "fail", "reward", "briefing_done"] as const) {
      expect(briefingDue(recordActivity(emptyProgress(), 1, a))).toBe(false);
    }
    const completedOnly = asProgress({ levels: { "1": { bestStars: 0, completed: true, activity: {} } } });
    expect(briefingDue(completedOnly)).toBe(false);
  });

  it("treats stars, completion or a commit as having played; level_start and previews do not", () => {
    expect(hasPlayed(recordActivity(emptyProgress(), 1, "level_start"))).toBe(false);
    expect(hasPlayed(recordActivity(emptyProgress(), 1, "preview"))).toBe(false);
    expect(hasPlayed(recordActivity(emptyProgress(), 3, "commit"))).toBe(true);
    expect(hasPlayed(recordWin(emptyProgress(), 1, 0))).toBe(true);
  });

  it("reads malformed stored progress as empty or cleaned", () => {
    expect(asProgress("nope")).toEqual(emptyProgress());
    expect(asProgress({ levels: { "1": { bestStars: 7, completed: "yes" } } })).toEqual({
      version: 1,
      levels: { "1": { bestStars: 0, completed: false, activity: {} } },
    });
  });
});

describe("player store", () => {
  it("saves the profile and upserts the four shared-memory records, keeping other records", () => {
    const backend = new MemoryStorage();
    backend.setItem(
      "shellTide.globalSharedMemory.v1",
      JSON.stringify({
        version: 1,
        records: [
          { key: "coach.tone", value: "warm" },
          { key: "player.nickname", value: "old" },
        ],
      }),
    );
    const storage = createSafeStorage(backend);
    expect(saveProfile(storage, profile, "2025-06-02T08:00:01.000Z")).toBe(true);

    const stored = JSON.parse(backend.getItem("rescueFlowPlayerProfileV1")!);
    expect(stored).toMatchObject({
      nickname: "Hà",
      gender: "female",
      locale: "vi",
      welcomeStatus: "completed",
      welcomeCompletedAt: "2025-06-02T08:00:00.000Z",
      persistenceAvailable: true,
    });
    const memory = JSON.parse(backend.getItem("shellTide.globalSharedMemory.v1")!);
    const byKey = Object.fromEntries(
      memory.records.map((r: { key: string; value: string }) => [r.key, r.value]),
    );
    expect(byKey).toEqual({
      "coach.tone": "warm",
      "player.nickname": "Hà",
      "player.gender": "female",
      "player.locale": "vi",
      "player.profile_importance": "very-important",
    });
    const important = memory.records.filter((r: { priority?: string }) => r.priority === "very-important");
    expect(important).toHaveLength(4);
    expect(important[0].policy).toEqual({ important: true, durable: true, safe: true, shared: true });

    const reloaded = loadPlayer(createSafeStorage(backend));
    expect(reloaded.profile).toEqual(profile);
    expect(reloaded.persistenceAvailable).toBe(true);
  });

  it("keeps the profile in session with persistenceAvailable: false when storage is blocked", () => {
    const storage = createSafeStorage(new BlockedStorage());
    const before = loadPlayer(storage);
    expect(before.persistenceAvailable).toBe(false);
    expect(before.profile).toBeUndefined();
    expect(saveProfile(storage, profile, "t")).toBe(false);
    const after = loadPlayer(storage);
    expect(after.profile).toEqual({ ...profile, persistenceAvailable: false });
    expect(saveProgress(storage, recordWin(emptyProgress(), 1, 3))).toBe(false);
    expect(starsFor(loadPlayer(storage).progress, 1)).toBe(3);
  });

  it("ignores a stored profile that is incomplete", () => {
    const backend = new MemoryStorage();
    backend.setItem("rescueFlowPlayerProfileV1", JSON.stringify({ nickname: "x", welcomeStatus: "started" }));
    expect(loadPlayer(createSafeStorage(backend)).profile).toBeUndefined();
  });

  it("upserts in place without duplicating keys", () => {
    const record = (key: string, value: string) => ({
      key,
      value,
      policy: { important: true, durable: true, safe: true, shared: true } as const,
      priority: "very-important" as const,
      source: "profile_setup" as const,
      updatedAt: "t",
    });
    const memory = upsertRecords(asSharedMemory({ records: [record("a", "1"), record("b", "2")] }), [
      record("b", "3"),
      record("c", "4"),
    ]);
    expect(memory.records.map((r) => `${r.key}=${r.value}`)).toEqual(["a=1", "b=3", "c=4"]);
    expect(asSharedMemory(null).records).toEqual([]);
  });
});
