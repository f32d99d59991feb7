/**
 * The Shell Tide glossary for coach agents, in the project's own words (seed 001's glossary, seed 000,
 * docs/shell-tide/rules.md): one meaning per term across the rules, the previews, the runtime and the
 * solver. `notThis` lists what the term must never be used for — the tests hold every tool's words to it.
 */
export interface GlossaryTerm {
  id: string;
  en: { term: string; meaning: string };
  vi: { term: string; meaning: string };
  /** Things this term does not name (English, as the tests search tool output for them). */
  notThis?: string[];
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    id: "starfish",
    en: { term: "starfish", meaning: "The only token on the board. Every one must be rescued." },
    vi: { term: "Sao biển", meaning: "Token gameplay duy nhất; mọi sao trên board đều cần được cứu." },
  },
  {
    id: "sand-node",
    en: {
      term: "sand node (pit)",
      meaning:
        "A node that can hold starfish. A legal move starts only from a sand node holding at least one.",
    },
    vi: {
      term: "Hố cát · Sand node",
      meaning: 'Node type "sand". Chỉ sand node có ít nhất một sao mới là nguồn của legal move.',
    },
  },
  {
    id: "wet-pit",
    en: {
      term: "wet pit",
      meaning:
        "A node that is always empty and never selectable; a starfish whose FLOW enters it is rescued at once. A rescue path of its own, not a Vortex.",
    },
    vi: {
      term: "Wet pit",
      meaning:
        'Node type "wet_pit": luôn rỗng, không thể chọn; sao đi vào được cứu ngay. Wet pit không phải Xoáy: đây là hai đường rescue khác nhau.',
    },
    notThis: ["Vortex"],
  },
  {
    id: "center-lake",
    en: {
      term: "Center Lake",
      meaning:
        "Layout and decoration only: not a node, no index, holds no starfish, never selectable, absent from the rules, turns and solver. It is not the Safe Water.",
    },
    vi: {
      term: "Hồ trung tâm · Center Lake",
      meaning:
        "Chỉ là layout/VFX: không phải node, không có index, không giữ sao, không thể chọn. Không gọi hồ trung tâm là Vùng Nước An Toàn.",
    },
    notThis: ["Safe Water", "node"],
  },
  {
    id: "safe-water",
    en: {
      term: "Safe Water",
      meaning: "Where rescued starfish go: off the board. Not the Center Lake and not a node.",
    },
    vi: {
      term: "Vùng Nước An Toàn",
      meaning: "Nơi sao được cứu đi về (rời board); không phải hồ trung tâm.",
    },
  },
  {
    id: "direction",
    en: {
      term: "left / right",
      meaning:
        "The two logical directions of the ring (edges.left[i], edges.right[i]); not screen directions. Use the analyzer's node indexes, never screen positions.",
    },
    vi: {
      term: "Topology left/right",
      meaning: "Hai hướng logic quanh graph (edges.left/right), không đồng nghĩa trái/phải trên màn hình.",
    },
  },
  {
    id: "flow",
    en: { term: "FLOW", meaning: "The way a move's starfish travel after a pit and a direction are chosen." },
    vi: { term: "Dòng Chảy · FLOW", meaning: "Đường các sao sẽ đi sau khi player chọn hố và hướng." },
  },
  {
    id: "route",
    en: {
      term: "route",
      meaning: "The preview of one move: the nodes reached, in order ({ index, order, direction }).",
    },
    vi: {
      term: "Route",
      meaning: "Đường preview cụ thể của một nước, danh sách có thứ tự { index, order, direction }.",
    },
  },
  {
    id: "stop",
    en: { term: "STOP", meaning: "The node where the last starfish of the move lands." },
    vi: { term: "STOP", meaning: "Node nơi sao cuối cùng của tay rải kết thúc hành trình." },
  },
  {
    id: "current-arrow",
    en: {
      term: "Current Arrow",
      meaning:
        "A sand node that can only be sown in its arrow's direction when it is the source; a FLOW passing over it keeps its direction.",
    },
    vi: {
      term: "Current Arrow",
      meaning: "Hố rải một chiều khi là nguồn của move; Dòng Chảy đi ngang qua không đổi hướng.",
    },
  },
  {
    id: "vortex",
    en: {
      term: "Vortex (capture)",
      meaning:
        "After STOP, in the direction of travel: an empty sand node followed by a sand node with starfish; that whole pile is rescued.",
    },
    vi: {
      term: "Xoáy Cứu Hộ · Capture",
      meaning: "Ô trống → cụm sao kế tiếp sau STOP: cả cụm bị hút khỏi cát và được cứu.",
    },
  },
  {
    id: "vortex-point",
    en: {
      term: "Vortex point",
      meaning:
        "The empty node of a capture the analyzer recorded (captures[].empty). Not every empty node is one.",
    },
    vi: {
      term: "Điểm Xoáy",
      meaning:
        "Chỉ empty node trong simulation.captures[].empty mới là Điểm Xoáy; không gọi mọi ô trống là xoáy.",
    },
  },
  {
    id: "rich-pile",
    en: {
      term: "rich pile",
      meaning: "The pile just after a Vortex point; it is captured whole, never in part.",
    },
    vi: {
      term: "Cụm giàu sao · Rich cluster",
      meaning: "Cụm sao ngay sau một ô trống hợp lệ; capture cả cụm.",
    },
  },
  {
    id: "capture-chain",
    en: {
      term: "capture chain",
      meaning: "Several Vortex captures in one turn, each checked after the last.",
    },
    vi: { term: "Chuỗi Xoáy · Capture chain", meaning: "Nhiều Xoáy nối tiếp trong cùng một turn." },
  },
  {
    id: "final-tide-sweep",
    en: {
      term: "Final Tide Sweep",
      meaning:
        "On levels that enable it: when a turn rescued at least one starfish and exactly one sand node still holds starfish, that pile is swept to the Safe Water.",
    },
    vi: {
      term: "Final Tide Sweep",
      meaning:
        "Khi level bật: turn vừa có rescue và board còn đúng một sand node có sao thì cụm đó được cuốn về vùng an toàn.",
    },
  },
  {
    id: "full-rescue",
    en: { term: "Full Rescue", meaning: "remainingStarfish === 0: every starfish rescued. The only win." },
    vi: {
      term: "Full Rescue",
      meaning: "remainingStarfish === 0: toàn bộ sao biển đã được cứu; điều kiện thắng duy nhất.",
    },
  },
  {
    id: "turn",
    en: {
      term: "turn",
      meaning:
        "One committed legal move (turnsUsed + 1). Previews, changing the selection, hints and refused moves are not turns.",
    },
    vi: {
      term: "Lượt · Turn",
      meaning:
        "Một legal move đã commit. Xem preview, đổi hố, mở Hint hoặc thao tác invalid không tăng turnsUsed.",
    },
  },
  {
    id: "optimal-turns",
    en: { term: "optimalTurns", meaning: "The fewest turns to Full Rescue, proven by the exact solver." },
    vi: { term: "optimalTurns · O", meaning: "Số turn Full Rescue nhỏ nhất được exact BFS chứng minh." },
  },
  {
    id: "max-turns",
    en: {
      term: "maxTurns",
      meaning: "The attempt's turn limit. Out of turns with starfish left is a lost attempt.",
    },
    vi: { term: "maxTurns", meaning: "Giới hạn commit của một attempt: hết lượt mà còn sao là thua." },
  },
  {
    id: "rating",
    en: {
      term: "rating (stars)",
      meaning:
        "Given only after Full Rescue: 3★ at optimalTurns, 2★ within the first half of the slack, 1★ within maxTurns. Not the number of starfish rescued.",
    },
    vi: {
      term: "Rating stars",
      meaning:
        "Chỉ tính sau Full Rescue: 3★ đúng optimal; 2★ trong nửa đầu slack; 1★ trong maxTurns. Không phải số sao biển đã cứu.",
    },
  },
  {
    id: "near-miss",
    en: {
      term: "near-miss",
      meaning:
        "A lost attempt where 10–30% of the starfish remain in one rescue target (never several scattered piles) and one more turn would show a Full Rescue in its preview.",
    },
    vi: {
      term: "Near-miss",
      meaning:
        "Attempt thất bại khi còn khoảng 10–30% sao trong một rescue target rõ (không phải nhiều cụm rời rạc) và thêm đúng một lượt là cứu sạch.",
    },
  },
];

/** The glossary as a Markdown table in one language. */
export function glossaryMarkdown(locale: "en" | "vi"): string {
  const head =
    locale === "en"
      ? ["# Shell Tide glossary (English)", "", "| term | meaning |", "| --- | --- |"]
      : ["# Thuật ngữ Shell Tide (tiếng Việt)", "", "| thuật ngữ | nghĩa |", "| --- | --- |"];
  return [...head, ...GLOSSARY.map((t) => `| ${t[locale].term} | ${t[locale].meaning} |`), ""].join("\n");
}
