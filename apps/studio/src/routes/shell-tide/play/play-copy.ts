import type { Locale } from "../onboarding/copy.ts";

/** The playable's interface text, Vietnamese (the game's language) and English. */
export interface PlayCopy {
  title: string;
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
    /** Marks the best band a Full Rescue on the next turn would still earn. */
    reachable: string;
  };
  board: string;
  node: (
    i: number,
    type: "sand" | "wet_pit",
    starfish: number,
    arrow: "left" | "right" | undefined,
  ) => string;
  direction: Record<"left" | "right", string>;
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
    commit: (d: string) => string;
    locked: string;
    captures: string;
    chosen: string;
  };
  /** What the polite live region says: the Dual Preview of the selected pit, then each committed move. */
  announce: {
    preview: (
      node: number,
      flows: readonly { direction: string; stop: number; vortices: number; left: number }[],
    ) => string;
    committed: (
      node: number,
      direction: string,
      stop: number,
      rescued: number,
      left: number,
      used: number,
      max: number,
    ) => string;
  };
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

const vi: PlayCopy = {
  title: "Shell Tide — Cứu hộ sao biển",
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
  },
  board: "Bàn chơi: các hố quanh hồ trung tâm",
  node: (i, type, n, arrow) =>
    type === "wet_pit"
      ? `Hố ${i}: wet pit`
      : `Hố ${i}: ${n} sao${arrow ? `, mũi tên Dòng Chảy ${arrow === "left" ? "trái" : "phải"}` : ""}`,
  direction: { left: "Trái", right: "Phải" },
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
    commit: (d) => `Rải hướng ${d}`,
    locked: "Mũi tên Dòng Chảy: hố này chỉ rải theo một hướng.",
    captures: "Xoáy Cứu Hộ",
    chosen: "đang chọn",
  },
  announce: {
    preview: (node, flows) =>
      `Hố ${node}. ${flows
        .map((f) => `${f.direction}: STOP ${f.stop}, ${f.vortices} Điểm Xoáy, còn ${f.left} sao sau lượt`)
        .join(". ")}.`,
    committed: (node, direction, stop, rescued, left, used, max) =>
      `Đã rải hố ${node} hướng ${direction}: STOP ${stop}, cứu ${rescued} sao, còn ${left} sao. Lượt ${used}/${max}.`,
  },
  keys: "Phím: ↑/↓ chọn hố, ←/→ chọn hướng, Enter để rải.",
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

const en: PlayCopy = {
  title: "Shell Tide — Starfish rescue",
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
  },
  board: "Board: the pits around the centre lake",
  node: (i, type, n, arrow) =>
    type === "wet_pit"
      ? `Node ${i}: wet pit`
      : `Node ${i}: ${n} starfish${arrow ? `, Current Arrow ${arrow}` : ""}`,
  direction: { left: "Left", right: "Right" },
  preview: {
    title: "Dual Preview of the Flow",
    pick: "Pick a pit with starfish to preview both directions.",
    route: "Flow",
    stop: "STOP",
    vortex: "Vortex points",
    vortexItem: (empty, rich, count) => `node ${empty} takes ${count} from node ${rich}`,
    none: "none",
    wetPits: "Wet-pit rescues",
    sweep: "Final Tide Sweep",
    sweepYes: (count, node) => `yes: ${count} at node ${node}`,
    remaining: "Left after the move",
    commit: (d) => `Sow ${d.toLowerCase()}`,
    locked: "Current Arrow: this pit sows one way only.",
    captures: "Rescue Vortex",
    chosen: "chosen",
  },
  announce: {
    preview: (node, flows) =>
      `Node ${node}. ${flows
        .map(
          (f) =>
            `${f.direction}: STOP ${f.stop}, ${f.vortices} Vortex point${f.vortices === 1 ? "" : "s"}, ${f.left} left after the move`,
        )
        .join(". ")}.`,
    committed: (node, direction, stop, rescued, left, used, max) =>
      `Sowed node ${node} ${direction.toLowerCase()}: STOP ${stop}, ${rescued} starfish rescued, ${left} left. Turn ${used} of ${max}.`,
  },
  keys: "Keys: ↑/↓ pick a pit, ←/→ choose the direction, Enter sows.",
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
