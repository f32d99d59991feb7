import type { Locale } from "../onboarding/copy.ts";

/**
 * Player-facing names of the pack's levels, in both languages, after each level's emotional beat in the
 * seed's 10-level table ("Wow · mình tạo được Xoáy", "Payoff · nhẹ nhõm", …). The `name` in a level file
 * is the designer's note ("L7 · safe route vs 3★ route"): the designer view shows that one.
 */
const PACK_NAMES: Record<string, Record<Locale, string>> = {
  "full-rescue-v2-01": { vi: "Xoáy đầu tiên", en: "Your first Vortex" },
  "full-rescue-v2-02": { vi: "Một lượt chuẩn bị", en: "One turn to set up" },
  "full-rescue-v2-03": { vi: "Chuỗi Xoáy", en: "Vortex chain" },
  "full-rescue-v2-04": { vi: "Đợt sóng cuối", en: "The Final Tide" },
  "full-rescue-v2-05": { vi: "Hố nước đầu tiên", en: "The first wet pit" },
  "full-rescue-v2-06": { vi: "Hai cửa cứu hộ", en: "Two ways to safety" },
  "full-rescue-v2-07": { vi: "An toàn hay ba sao", en: "Safe, or three stars" },
  "full-rescue-v2-08": { vi: "Mũi tên Dòng Chảy", en: "Current Arrows" },
  "full-rescue-v2-09": { vi: "Gợn sóng", en: "Ripples" },
  "full-rescue-v2-10": { vi: "Đại Xoáy", en: "The Great Vortex" },
};

/** The name a player sees for a level: the pack's own in their language, else the file's name, if any. */
export function playerLevelName(
  level: { id: string; name?: string | undefined },
  locale: Locale,
): string | null {
  return PACK_NAMES[level.id]?.[locale] ?? level.name ?? null;
}

/** Every pack level id that has a player-facing name (the tests check the pack has no level without one). */
export const NAMED_LEVEL_IDS: readonly string[] = Object.keys(PACK_NAMES);
