/** The four engines as the studio lists them (home page cards and the navigation). */
export interface EngineEntry {
  id: "shell-tide" | "cards" | "rps" | "reactor";
  name: string;
  path: string;
  blurb: string;
  links: { label: string; path: string }[];
}

export const ENGINES: EngineEntry[] = [
  {
    id: "shell-tide",
    name: "Shell Tide",
    path: "/shell-tide",
    blurb:
      "Full Rescue v2: a mancala-like rescue puzzle on a ring of 8 or 12 nodes, with a proven optimum per level.",
    links: [
      { label: "Play", path: "/shell-tide/play" },
      { label: "Levels & proofs", path: "/shell-tide/levels" },
    ],
  },
  {
    id: "cards",
    name: "Card Combat",
    path: "/cards",
    blurb: "Two sides, one shared board, a closed 11-verb effect grammar and exact seeded replay.",
    links: [{ label: "Combat sandbox", path: "/cards" }],
  },
  {
    id: "rps",
    name: "RPS Grid",
    path: "/rps",
    blurb:
      "OTTv2 rock-paper-scissors chess on configurable boards, against a greedy bot or from arena replays.",
    links: [
      { label: "Play the bot", path: "/rps" },
      { label: "Replays", path: "/rps/replay" },
      { label: "Rule sets", path: "/rps/rules" },
    ],
  },
  {
    id: "reactor",
    name: "Reactor Maintenance",
    path: "/reactor",
    blurb:
      "Underground fuel, coolant and power networks, leaks and hazards: a level editor and a gameplay preview.",
    links: [
      { label: "Level editor", path: "/reactor" },
      { label: "Gameplay preview", path: "/reactor/play" },
    ],
  },
];
