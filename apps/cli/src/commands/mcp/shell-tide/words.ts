import type { Hint, LevelStatus, NearMissReport } from "@rulekit/shell-tide";
import { type CoachLocale, neutralWords } from "../coach-words.js";

/**
 * The coach's words for the analyzer's hint and near-miss report, in the player's language. English
 * is the engine's own message; Vietnamese uses seed 001's glossary words (the studio says the same).
 * Both name a node to watch or a pattern, never a move or a direction.
 */
export function hintWords(h: Hint, status: LevelStatus, locale: CoachLocale): string {
  if (locale === "en") return h.message;
  const t = h.target;
  switch (h.kind) {
    case "vortex":
      return `Để ý hố ${t}: một ô trống ngay trước cụm sao có thể thành Điểm Xoáy.`;
    case "sweep":
      return `Khi một lượt có cứu hộ và chỉ còn cụm sao ở hố ${t}, Final Tide Sweep đưa cụm đó về Vùng Nước An Toàn.`;
    case "wet-pit":
      return `Wet pit ở hố ${t} cứu ngay mọi sao mà Dòng Chảy đi vào.`;
    case "setup":
      return t === undefined
        ? "So sánh hai Dòng Chảy của một cụm sao và canh xem STOP dừng ở đâu."
        : `Chưa có cú cứu nào sẵn sàng: hãy nghĩ cách để lại một ô trống ngay trước cụm sao ở hố ${t}.`;
    case "no-full-rescue":
      return "Từ bàn này không còn đủ lượt để cứu sạch: hãy chơi lại và tìm một route khác.";
    case "level-over":
      return status === "won" ? "Full Rescue! Toàn bộ sao biển đã an toàn." : "Attempt này đã hết lượt.";
    case "unknown":
      return neutralWords(h.code, locale);
  }
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The recap of an attempt: the piles left (a near-miss: its one rescue target) and where the last STOP
 * landed — what to watch next time.
 */
export function recapWords(report: NearMissReport, lastStop: number | null, locale: CoachLocale): string {
  const piles = report.piles.join(", ");
  const target = report.rescueTarget;
  const left = report.remainingStarfish;
  const share = pct(report.remainingShare);
  if (locale === "vi") {
    if (!report.failed)
      return report.remainingStarfish === 0
        ? "Full Rescue: không có gì cần recap."
        : "Attempt này vẫn đang chơi: chưa có recap.";
    const stop = lastStop === null ? "" : ` STOP cuối cùng dừng ở hố ${lastStop}.`;
    return report.nearMiss
      ? `Chỉ thiếu đúng một mảnh: còn ${left} sao (${share}), và cụm sao ở hố ${target} là rescue target duy nhất: chỉ cần thêm một lượt là cứu sạch. Lần sau hãy canh STOP sao cho ngay trước cụm này là một ô trống.${stop}`
      : `Còn ${left} sao (${share}) ở hố ${piles}.${stop} Hãy để ý vùng STOP so với các cụm còn lại.`;
  }
  if (!report.failed) return `No recap: ${report.reason}.`;
  const stop = lastStop === null ? "" : ` Your last STOP landed on node ${lastStop}.`;
  const at = `node${report.piles.length === 1 ? "" : "s"} ${piles}`;
  return report.nearMiss
    ? `Just one piece missing: ${left} starfish (${share}) remained, and the pile at node ${target} was the one rescue target: one more turn would have cleared the board. Next time, aim the STOP so an empty node sits just before that target.${stop}`
    : `${left} starfish (${share}) still on the board at ${at}.${stop} Watch where STOP lands relative to the piles that remain.`;
}
