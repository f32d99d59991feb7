import type { Turn } from "../board/screen-turn.ts";
import type { Locale } from "../onboarding/copy.ts";

/**
 * The playable's interface text, Vietnamese (the game's language) and English. Directions are named by
 * how the Flow turns round the lake on screen (↻ / ↺), never by the ring's logical left/right; pits are
 * named by the number drawn on each one.
 */
export interface PlayCopy {
  title: string;
  subtitle: string;
  menuTitle: string;
  menuLead: string;
  level: (n: number) => string;
  starsOf: (n: number) => string;
  notPlayed: string;
  back: string;
  restart: string;
  hint: string;
  language: string;
  hud: {
    turns: string;
    remaining: string;
    bands: string;
    band: (stars: number, from: number, to: number) => string;
    /** Marks the best band a Full Rescue can still earn. */
    reachable: string;
    /** Marks a band no Full Rescue can earn any more. */
    out: string;
    tooFar: (needs: number, left: number) => string;
    impossible: string;
    unknown: string;
  };
  board: string;
  /** A pit as the board labels it, inside a sentence ("pit 4"). */
  pit: (i: number) => string;
  node: (i: number, type: "sand" | "wet_pit", starfish: number, arrow: Turn | undefined) => string;
  turn: Record<Turn, { name: string; short: string; symbol: string }>;
  preview: {
    title: string;
    pick: string;
    route: string;
    stop: string;
    vortex: string;
    vortexItem: (empty: number, rich: number, count: number) => string;
    none: string;
    wetPits: string;
    sweep: string;
    sweepYes: (count: number, node: number) => string;
    remaining: string;
    commit: (turn: Turn) => string;
    locked: (turn: Turn) => string;
    chosen: string;
    /** One line per direction for small screens: STOP, Vortex points and what is left. */
    summary: (stop: number, vortices: number, left: number) => string;
  };
  /** What the polite live region says: the Dual Preview of the selected pit, then each committed move. */
  announce: {
    preview: (
      node: number,
      flows: readonly { turn: Turn; stop: number; vortices: number; left: number }[],
    ) => string;
    committed: (
      node: number,
      turn: Turn,
      stop: number,
      rescued: number,
      left: number,
      used: number,
      max: number,
    ) => string;
  };
  /** The caption under the board once a move has been played (its markers stay drawn, dashed). */
  lastMove: (node: number, turn: Turn, stop: number, rescued: number) => string;
  keys: string;
  animating: string;
  skipAnimation: string;
  won: {
    title: string;
    rating: string;
    used: (used: number, optimal: number | null) => string;
    next: string;
    menu: string;
  };
  lost: { title: string; recap: string; watch: string; again: string };
  persistenceOff: string;
  loadError: string;
  designerLink: string;
}

const VI_TURN = {
  cw: { name: "Theo chiều kim đồng hồ", short: "theo chiều", symbol: "↻" },
  ccw: { name: "Ngược chiều kim đồng hồ", short: "ngược chiều", symbol: "↺" },
} as const;

const vi: PlayCopy = {
  title: "Shell Tide",
  subtitle: "Cứu hộ sao biển",
  menuTitle: "Chọn level",
  menuLead: "Đưa toàn bộ sao biển về Vùng Nước An Toàn. Sao ở mỗi level là thành tích tốt nhất của bạn.",
  level: (n) => `Level ${n}`,
  starsOf: (n) => `${n} / 3 sao`,
  notPlayed: "Chưa hoàn thành",
  back: "Về menu",
  restart: "Chơi lại",
  hint: "Gợi ý",
  language: "Ngôn ngữ",
  hud: {
    turns: "Lượt",
    remaining: "Sao còn lại",
    bands: "Mốc sao",
    band: (stars, from, to) => `${"★".repeat(stars)} ${from === to ? `${from} lượt` : `${from}–${to} lượt`}`,
    reachable: "còn giữ được",
    out: "đã lỡ",
    tooFar: (needs, left) =>
      `Không còn kịp cứu sạch: số sao còn lại cần ít nhất ${needs} lượt nữa, nhưng chỉ còn ${left} lượt.`,
    impossible: "Không thể cứu sạch nữa: không còn cách nào đưa hết số sao còn lại về vùng an toàn.",
    unknown: "Bàn này vượt giới hạn của solver: chỉ biết số lượt còn lại.",
  },
  board: "Bàn chơi: các hố quanh hồ trung tâm",
  pit: (i) => `hố ${i}`,
  node: (i, type, n, arrow) =>
    type === "wet_pit"
      ? `Hố ${i}: wet pit`
      : `Hố ${i}: ${n} sao${arrow ? `, mũi tên Dòng Chảy: chỉ rải ${VI_TURN[arrow].name.toLowerCase()}` : ""}`,
  turn: VI_TURN,
  preview: {
    title: "Xem trước hai Dòng Chảy",
    pick: "Chọn một hố có sao để xem trước hai hướng.",
    route: "Dòng Chảy",
    stop: "STOP",
    vortex: "Điểm Xoáy",
    vortexItem: (empty, rich, count) => `hố ${empty} hút ${count} sao ở hố ${rich}`,
    none: "không có",
    wetPits: "Cứu qua wet pit",
    sweep: "Final Tide Sweep",
    sweepYes: (count, node) => `có: ${count} sao ở hố ${node}`,
    remaining: "Còn lại sau lượt",
    commit: (turn) => `Rải ${VI_TURN[turn].symbol} ${VI_TURN[turn].short}`,
    locked: (turn) =>
      `Mũi tên Dòng Chảy: hố này chỉ rải ${VI_TURN[turn].symbol} ${VI_TURN[turn].name.toLowerCase()}.`,
    chosen: "đang chọn",
    summary: (stop, vortices, left) => `STOP hố ${stop} · ${vortices} Xoáy · còn ${left}`,
  },
  announce: {
    preview: (node, flows) =>
      `Hố ${node}. ${flows
        .map(
          (f) =>
            `${VI_TURN[f.turn].name}: STOP hố ${f.stop}, ${f.vortices} Điểm Xoáy, còn ${f.left} sao sau lượt`,
        )
        .join(". ")}.`,
    committed: (node, turn, stop, rescued, left, used, max) =>
      `Đã rải hố ${node} ${VI_TURN[turn].name.toLowerCase()}: STOP hố ${stop}, cứu ${rescued} sao, còn ${left} sao. Lượt ${used}/${max}.`,
  },
  lastMove: (node, turn, stop, rescued) =>
    `Lượt trước (nét đứt): hố ${node} ${VI_TURN[turn].symbol} ${VI_TURN[turn].short} · STOP hố ${stop} · cứu ${rescued} sao`,
  keys: "Phím: ↑/↓ chọn hố · ← ↺ ngược chiều kim đồng hồ · → ↻ theo chiều kim đồng hồ · Enter để rải",
  animating: "Đang rải sao…",
  skipAnimation: "Bỏ qua hiệu ứng",
  won: {
    title: "Full Rescue!",
    rating: "Xếp hạng",
    used: (used, o) => `Bạn dùng ${used} lượt${o === null ? "" : ` (tối ưu: ${o})`}.`,
    next: "Level tiếp",
    menu: "Về menu",
  },
  lost: { title: "Hết lượt", recap: "Thiếu một mảnh", watch: "Điều cần để ý", again: "Thử lại" },
  persistenceOff: "Trình duyệt đang chặn lưu trữ: sao và hồ sơ chỉ giữ trong phiên này.",
  loadError: "Không tải được level pack",
  designerLink: "Level và bằng chứng solver (cho designer)",
};

const EN_TURN = {
  cw: { name: "Clockwise", short: "clockwise", symbol: "↻" },
  ccw: { name: "Counter-clockwise", short: "counter-clockwise", symbol: "↺" },
} as const;

const en: PlayCopy = {
  title: "Shell Tide",
  subtitle: "Starfish rescue",
  menuTitle: "Choose a level",
  menuLead: "Bring every starfish back to the Safe Water. Each level shows the best rating you earned.",
  level: (n) => `Level ${n}`,
  starsOf: (n) => `${n} of 3 stars`,
  notPlayed: "Not completed yet",
  back: "Back to menu",
  restart: "Restart",
  hint: "Hint",
  language: "Language",
  hud: {
    turns: "Turns",
    remaining: "Starfish left",
    bands: "Star bands",
    band: (stars, from, to) =>
      `${"★".repeat(stars)} ${from === to ? `${from} turn${from === 1 ? "" : "s"}` : `${from}–${to} turns`}`,
    reachable: "still reachable",
    out: "out of reach",
    tooFar: (needs, left) =>
      `Full Rescue is out of reach: the starfish left need at least ${needs} more turns and only ${left} remain.`,
    impossible: "Full Rescue is no longer possible: no moves can bring every starfish left to safety.",
    unknown: "This board is beyond the solver's limit: only the turns left are known.",
  },
  board: "Board: the pits around the centre lake",
  pit: (i) => `pit ${i}`,
  node: (i, type, n, arrow) =>
    type === "wet_pit"
      ? `Pit ${i}: wet pit`
      : `Pit ${i}: ${n} starfish${arrow ? `, Current Arrow: sows ${EN_TURN[arrow].short} only` : ""}`,
  turn: EN_TURN,
  preview: {
    title: "Dual Preview of the Flow",
    pick: "Pick a pit with starfish to preview both directions.",
    route: "Flow",
    stop: "STOP",
    vortex: "Vortex points",
    vortexItem: (empty, rich, count) => `pit ${empty} takes ${count} from pit ${rich}`,
    none: "none",
    wetPits: "Wet-pit rescues",
    sweep: "Final Tide Sweep",
    sweepYes: (count, node) => `yes: ${count} at pit ${node}`,
    remaining: "Left after the move",
    commit: (turn) => `Sow ${EN_TURN[turn].symbol} ${EN_TURN[turn].short}`,
    locked: (turn) => `Current Arrow: this pit sows ${EN_TURN[turn].symbol} ${EN_TURN[turn].short} only.`,
    chosen: "chosen",
    summary: (stop, vortices, left) => `STOP pit ${stop} · ${vortices} Vortex · ${left} left`,
  },
  announce: {
    preview: (node, flows) =>
      `Pit ${node}. ${flows
        .map(
          (f) =>
            `${EN_TURN[f.turn].name}: STOP at pit ${f.stop}, ${f.vortices} Vortex point${f.vortices === 1 ? "" : "s"}, ${f.left} left after the move`,
        )
        .join(". ")}.`,
    committed: (node, turn, stop, rescued, left, used, max) =>
      `Sowed pit ${node} ${EN_TURN[turn].short}: STOP at pit ${stop}, ${rescued} starfish rescued, ${left} left. Turn ${used} of ${max}.`,
  },
  lastMove: (node, turn, stop, rescued) =>
    `Last move (dashed): pit ${node} ${EN_TURN[turn].symbol} ${EN_TURN[turn].short} · STOP pit ${stop} · ${rescued} rescued`,
  keys: "Keys: ↑/↓ pick a pit · ← ↺ counter-clockwise · → ↻ clockwise · Enter sows",
  animating: "Sowing…",
  skipAnimation: "Skip animation",
  won: {
    title: "Full Rescue!",
    rating: "Rating",
    used: (used, o) =>
      `You used ${used} turn${used === 1 ? "" : "s"}${o === null ? "" : ` (optimal: ${o})`}.`,
    next: "Next level",
    menu: "Back to menu",
  },
  lost: { title: "Out of turns", recap: "Missing a piece", watch: "What to watch", again: "Try again" },
  persistenceOff: "Your browser blocks storage: stars and profile are kept for this session only.",
  loadError: "Could not load the level pack",
  designerLink: "Levels & solver proofs (for designers)",
};

export const PLAY_COPY: Record<Locale, PlayCopy> = { vi, en };
