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
  /** Takes the last turn back (key U). */
  undo: string;
  hint: string;
  /** The level map's call to play on. */
  next: string;
  continueLevel: (level: number, turn: number, max: number) => string;
  playLevel: (level: number) => string;
  inProgress: (turn: number, max: number) => string;
  /** Every level of the pack completed: the map's banner and the last win's moment. */
  packComplete: { title: string; text: (stars: number, of: number) => string; replay: string };
  /** A link or saved attempt whose moves did not all fit the level. */
  restoredPart: (applied: number, given: number) => string;
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
    /** One line per direction for small screens: STOP and (where the band shows them) Vortex points. */
    summary: (stop: number, vortices: number | null) => string;
    /** What this level leaves for the player to read on the board (a band that hides marks). */
    readYourself: string;
    /** A Vortex point whose pile size the band does not show. */
    vortexWhere: (empty: number, rich: number) => string;
    sweepWhere: (node: number) => string;
  };
  /** What the polite live region says: the Dual Preview of the selected pit, then each committed move. */
  announce: {
    preview: (
      node: number,
      flows: readonly { turn: Turn; stop: number; vortices: number | null }[],
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
    /** The star band this win earned, lit among the three. */
    earned: string;
  };
  lost: { title: string; recap: string; watch: string; again: string; undo: string };
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
  back: "Về bản đồ level",
  restart: "Chơi lại",
  undo: "Đi lại lượt",
  hint: "Gợi ý",
  next: "Tiếp theo",
  continueLevel: (level, turn, max) => `Chơi tiếp Level ${level} · lượt ${turn}/${max}`,
  playLevel: (level) => `Chơi Level ${level}`,
  inProgress: (turn, max) => `Đang chơi: lượt ${turn}/${max}`,
  packComplete: {
    title: "Đã cứu hết cả 10 level!",
    text: (stars, of) => `Mọi sao biển đã về Vùng Nước An Toàn. Bạn có ${stars}/${of} sao.`,
    replay: "Chơi lại để lấy thêm sao",
  },
  restoredPart: (applied, given) =>
    `Chỉ ${applied}/${given} lượt trong đường dẫn khớp với level này; bàn chơi tiếp từ lượt ${applied}.`,
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
    summary: (stop, vortices) => `STOP hố ${stop}${vortices === null ? "" : ` · ${vortices} Xoáy`}`,
    readYourself: "Level này chỉ cho xem Dòng Chảy và STOP: tự đọc bàn để tìm Xoáy, wet pit và Sweep.",
    vortexWhere: (empty, rich) => `hố ${empty} hút cụm sao ở hố ${rich}`,
    sweepWhere: (node) => `có, cuốn cụm ở hố ${node}`,
  },
  announce: {
    preview: (node, flows) =>
      `Hố ${node}. ${flows
        .map(
          (f) =>
            `${VI_TURN[f.turn].name}: STOP hố ${f.stop}${f.vortices === null ? "" : `, ${f.vortices} Điểm Xoáy`}`,
        )
        .join(". ")}.`,
    committed: (node, turn, stop, rescued, left, used, max) =>
      `Đã rải hố ${node} ${VI_TURN[turn].name.toLowerCase()}: STOP hố ${stop}, cứu ${rescued} sao, còn ${left} sao. Lượt ${used}/${max}.`,
  },
  lastMove: (node, turn, stop, rescued) =>
    `Lượt trước (nét đứt): hố ${node} ${VI_TURN[turn].symbol} ${VI_TURN[turn].short} · STOP hố ${stop} · cứu ${rescued} sao`,
  keys: "Phím: ↑/↓ chọn hố · ← ↺ ngược chiều kim đồng hồ · → ↻ theo chiều kim đồng hồ · Enter để rải · U đi lại · R chơi lại",
  animating: "Đang rải sao…",
  skipAnimation: "Bỏ qua hiệu ứng",
  won: {
    title: "Full Rescue!",
    rating: "Xếp hạng",
    used: (used, o) => `Bạn dùng ${used} lượt${o === null ? "" : ` (tối ưu: ${o})`}.`,
    next: "Level tiếp",
    menu: "Về bản đồ level",
    earned: "đạt được",
  },
  lost: {
    title: "Hết lượt",
    recap: "Thiếu một mảnh",
    watch: "Điều cần để ý",
    again: "Thử lại",
    undo: "Đi lại lượt cuối",
  },
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
  back: "Level map",
  restart: "Restart",
  undo: "Undo turn",
  hint: "Hint",
  next: "Next",
  continueLevel: (level, turn, max) => `Continue Level ${level} · turn ${turn} of ${max}`,
  playLevel: (level) => `Play Level ${level}`,
  inProgress: (turn, max) => `In progress: turn ${turn} of ${max}`,
  packComplete: {
    title: "Pack complete: all 10 levels rescued!",
    text: (stars, of) => `Every starfish is back in the Safe Water. You hold ${stars} of ${of} stars.`,
    replay: "Replay a level for more stars",
  },
  restoredPart: (applied, given) =>
    `Only ${applied} of the ${given} moves in the link fit this level; the board goes on from move ${applied}.`,
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
    summary: (stop, vortices) => `STOP pit ${stop}${vortices === null ? "" : ` · ${vortices} Vortex`}`,
    readYourself:
      "This level previews the Flow and STOP only: read the board for Vortex points, wet pits and the Sweep.",
    vortexWhere: (empty, rich) => `pit ${empty} takes the pile at pit ${rich}`,
    sweepWhere: (node) => `yes, the pile at pit ${node}`,
  },
  announce: {
    preview: (node, flows) =>
      `Pit ${node}. ${flows
        .map(
          (f) =>
            `${EN_TURN[f.turn].name}: STOP at pit ${f.stop}${f.vortices === null ? "" : `, ${f.vortices} Vortex point${f.vortices === 1 ? "" : "s"}`}`,
        )
        .join(". ")}.`,
    committed: (node, turn, stop, rescued, left, used, max) =>
      `Sowed pit ${node} ${EN_TURN[turn].short}: STOP at pit ${stop}, ${rescued} starfish rescued, ${left} left. Turn ${used} of ${max}.`,
  },
  lastMove: (node, turn, stop, rescued) =>
    `Last move (dashed): pit ${node} ${EN_TURN[turn].symbol} ${EN_TURN[turn].short} · STOP pit ${stop} · ${rescued} rescued`,
  keys: "Keys: ↑/↓ pick a pit · ← ↺ counter-clockwise · → ↻ clockwise · Enter sows · U undo · R restart",
  animating: "Sowing…",
  skipAnimation: "Skip animation",
  won: {
    title: "Full Rescue!",
    rating: "Rating",
    used: (used, o) =>
      `You used ${used} turn${used === 1 ? "" : "s"}${o === null ? "" : ` (optimal: ${o})`}.`,
    next: "Next level",
    menu: "Level map",
    earned: "earned",
  },
  lost: {
    title: "Out of turns",
    recap: "Missing a piece",
    watch: "What to watch",
    again: "Try again",
    undo: "Undo the last turn",
  },
  persistenceOff: "Your browser blocks storage: stars and profile are kept for this session only.",
  loadError: "Could not load the level pack",
  designerLink: "Levels & solver proofs (for designers)",
};

export const PLAY_COPY: Record<Locale, PlayCopy> = { vi, en };
