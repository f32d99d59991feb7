import { type AttemptState, classifyNearMiss, type Hint, hint } from "@rulekit/shell-tide";
import { known } from "../analyzer-answer.ts";
import type { Locale } from "../onboarding/copy.ts";

/**
 * The coach's words: the analyzer's hint and near-miss report put into the player's language. Both name a
 * target or an area to watch, never a move sequence (seed 000); the board highlights the same nodes.
 */
export interface CoachView {
  text: string;
  /** Nodes to highlight on the board. */
  watch: number[];
  /** A near-miss by the analyzer's definition (recaps only). */
  nearMiss?: boolean;
}

const viHint = (h: Hint): string => {
  const t = h.target;
  switch (h.kind) {
    case "vortex":
      return `Để ý hố ${t}: một ô trống ngay trước cụm sao có thể thành Điểm Xoáy.`;
    case "sweep":
      return `Khi một lượt có cứu hộ và chỉ còn cụm sao ở hố ${t}, Final Tide Sweep sẽ đưa cụm đó về vùng an toàn.`;
    case "wet-pit":
      return `Wet pit ở hố ${t} cứu ngay mọi sao mà Dòng Chảy đi vào.`;
    case "setup":
      return t === undefined
        ? "So sánh hai Dòng Chảy của một cụm sao và canh xem STOP dừng ở đâu."
        : `Chưa có cú cứu nào sẵn sàng: hãy nghĩ cách để lại một ô trống ngay trước cụm sao ở hố ${t}.`;
    case "no-full-rescue":
      return "Từ bàn này không còn đủ lượt để cứu sạch: hãy chơi lại và tìm một route khác.";
    case "level-over":
      return "Level đã kết thúc.";
    default:
      return "So sánh hai Dòng Chảy của một cụm sao và canh xem STOP dừng ở đâu.";
  }
};

/** The engine's hint in the studio's English, naming pits as the board numbers them. */
const enHint = (h: Hint): string => {
  const t = h.target;
  switch (h.kind) {
    case "vortex":
      return `Watch pit ${t}: an empty pit just before a pile can become a Vortex point.`;
    case "sweep":
      return `When a turn rescues something and only the pile at pit ${t} is left, the Final Tide Sweep takes it to safety.`;
    case "wet-pit":
      return `The wet pit at pit ${t} rescues every starfish the Flow drops into it.`;
    case "setup":
      return t === undefined
        ? "Compare both Flows of a pile and watch where STOP lands."
        : `No rescue is ready yet: think about leaving an empty pit just before the pile at pit ${t}.`;
    case "no-full-rescue":
      return "There are not enough turns left to rescue every starfish from this board: restart and look for another route.";
    case "level-over":
      return h.message;
    default:
      return "Compare both Flows of a pile and watch where STOP lands.";
  }
};

/** The analyzer's hint for the current board, in the player's language. */
export function hintView(attempt: AttemptState, locale: Locale): CoachView {
  const h = hint(attempt);
  return { text: locale === "vi" ? viHint(h) : enHint(h), watch: h.target === undefined ? [] : [h.target] };
}

const pct = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The lose screen's recap from `classifyNearMiss`: the pile(s) still on the board and where the last STOP
 * landed — the target or STOP area to watch next time.
 */
export function recapView(attempt: AttemptState, lastStop: number | null, locale: Locale): CoachView {
  const report = known(classifyNearMiss(attempt));
  if (!report) return { text: "", watch: [], nearMiss: false };
  const piles = report.piles.join(", ");
  const left = report.remainingStarfish;
  const share = pct(report.remainingShare);
  const watch = [...report.piles];
  const nearMiss = report.nearMiss;
  if (locale === "vi") {
    const stop = lastStop === null ? "" : ` STOP cuối cùng dừng ở hố ${lastStop}.`;
    if (report.nearMiss) {
      return {
        nearMiss,
        text: `Chỉ thiếu đúng một mảnh: còn ${left} sao (${share}) ở hố ${piles}, và chỉ cần thêm một lượt là cứu sạch. Lần sau hãy canh STOP sao cho ngay trước cụm này là một ô trống.${stop}`,
        watch,
      };
    }
    return {
      nearMiss,
      text: `Còn ${left} sao (${share}) ở hố ${piles}.${stop} Hãy để ý vùng STOP so với các cụm còn lại.`,
      watch,
    };
  }
  const stop = lastStop === null ? "" : ` Your last STOP landed on pit ${lastStop}.`;
  if (report.nearMiss) {
    return {
      nearMiss,
      text: `Just one piece missing: ${left} starfish (${share}) still on the board at pit${report.piles.length === 1 ? "" : "s"} ${piles}, and one more turn would have cleared the board. Next time, aim the STOP so an empty pit sits just before that target.${stop}`,
      watch,
    };
  }
  return {
    nearMiss,
    text: `${left} starfish (${share}) still on the board at pit${report.piles.length === 1 ? "" : "s"} ${piles}.${stop} Watch where STOP lands relative to the piles that remain.`,
    watch,
  };
}
