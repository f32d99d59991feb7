import { z } from "zod";

export const CoachLocaleSchema = z
  .enum(["en", "vi"])
  .describe("the player's language for the words meant to be said (default en)");
export type CoachLocale = z.infer<typeof CoachLocaleSchema>;

/**
 * What an agent may say when a tool cannot read the state (seed 000: "dùng fallback trung tính và
 * không suy đoán"): nothing about the board, no guess, an invitation to look again.
 */
const NEUTRAL: Record<"missing_state" | "contradictory_state", Record<CoachLocale, string>> = {
  missing_state: {
    en: "I can't see the state of this game right now, so I won't guess. Let's look at the board together.",
    vi: "Mình chưa thấy được trạng thái ván chơi lúc này nên sẽ không đoán. Cùng nhìn lại bàn chơi nhé.",
  },
  contradictory_state: {
    en: "What I was given about this game doesn't fit together, so I won't guess. Let's look at the board itself.",
    vi: "Thông tin về ván chơi này không khớp nhau nên mình sẽ không đoán. Cùng xem lại chính bàn chơi nhé.",
  },
};

export const neutralWords = (code: keyof typeof NEUTRAL, locale: CoachLocale): string =>
  NEUTRAL[code][locale];
