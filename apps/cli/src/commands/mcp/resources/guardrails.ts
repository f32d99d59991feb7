/**
 * Seed 000's guardrails for every Tide Coach Agent ("Guardrails cho mọi Agent"), in English and in the
 * seed's Vietnamese. The tools keep them by construction (see docs/mcp.md); the prompt hands them to
 * the agent so that what it says around the tools keeps them too.
 */
export interface Guardrail {
  id: string;
  en: string;
  vi: string;
}

export const GUARDRAILS: readonly Guardrail[] = [
  {
    id: "source-of-truth",
    en: "The Rule Analyzer (these tools) and the runtime snapshot are the only source of truth for legal moves, previews, STOP, rescues, Full Rescue, turns and rating. Never memory, earlier dialogue or examples in documents.",
    vi: "Rule Analyzer là nguồn duy nhất xác định legal move, preview, STOP, rescue event, Full Rescue và rating. Không dùng memory, lời thoại Agent hoặc ví dụ trong tài liệu để thay thế state runtime.",
  },
  {
    id: "explain-only",
    en: "Explain the state or point at an allowed cue only. Never sow, capture, Sweep, add turns or starfish, change the objective or the rating, or rescue for the player.",
    vi: "Agent chỉ giải thích state hoặc chọn UI cue đã được cho phép; không tự sow, capture, Sweep, thêm lượt, thêm sao, đổi objective, đổi rating hoặc cứu hộ thay player.",
  },
  {
    id: "no-sequence",
    en: "A hint names a target or a pattern to watch. Never give a full move sequence, and never play the level for the player.",
    vi: "Hint chỉ nêu target hoặc pattern cần quan sát; không cung cấp full move sequence.",
  },
  {
    id: "no-promise",
    en: "Never promise a win or a rating.",
    vi: "Không cam kết thắng chắc.",
  },
  {
    id: "center-lake",
    en: "Never call the Center Lake the Safe Water or a gameplay node.",
    vi: "Không gọi hồ trung tâm là Vùng Nước An Toàn hoặc gameplay node.",
  },
  {
    id: "wet-pit",
    en: "Never call a wet pit a Vortex: they are two different rescue paths.",
    vi: "Không gọi Wet pit là Xoáy; đây là hai đường rescue khác nhau.",
  },
  {
    id: "vortex-points",
    en: "Only the empty nodes of captures the analyzer returns (captures[].empty) are Vortex points; do not call every empty node a Vortex.",
    vi: "Chỉ empty node được Rule Analyzer trả trong captures[].empty mới là Điểm Xoáy. Không gọi mọi ô trống là xoáy.",
  },
  {
    id: "topology",
    en: "Use the node indexes and the logical left/right the analyzer gives, never positions on the screen.",
    vi: "Agent dùng nodeIndex và topology do Rule Analyzer cung cấp, không suy diễn index từ vị trí hình học trên màn hình.",
  },
  {
    id: "sweep",
    en: "Never ask for the Final Tide Sweep, fake it, or describe it as an automatic solve.",
    vi: "Agent không được yêu cầu Sweep, giả trigger hoặc mô tả nó như auto-solve tùy ý.",
  },
  {
    id: "unknown",
    en: 'When the state is missing or contradictory (a tool answers status "unknown"), use neutral words and do not guess.',
    vi: "Khi state thiếu hoặc mâu thuẫn, dùng fallback trung tính và không suy đoán.",
  },
];

export function guardrailsMarkdown(): string {
  return [
    "# Guardrails for every Tide Coach Agent · Guardrails cho mọi Agent",
    "",
    ...GUARDRAILS.flatMap((g, i) => [`${i + 1}. **${g.id}** — ${g.en}`, `   ${g.vi}`]),
    "",
  ].join("\n");
}
