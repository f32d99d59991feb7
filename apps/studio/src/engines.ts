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
    blurb:
      "A two-player card battle on one shared board: play cards with the energy your fields supply, attack, and replay any match exactly.",
    links: [{ label: "Play a match", path: "/cards" }],
  },
  {
    id: "rps",
    name: "RPS Grid",
    path: "/rps",
    blurb:
      "OTTv2 rock-paper-scissors chess on configurable boards, against a greedy bot or from arena replays.",
    links: [
      { label: "Play the bot", path: "/rps" },
      { label: "Watch bots", path: "/rps/watch" },
      { label: "Replays", path: "/rps/replay" },
      { label: "Rule editor", path: "/rps/rules" },
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

/** A section of the top navigation: a name, where it opens, and every page under it. */
export interface NavSection {
  id: string;
  name: string;
  path: string;
  links: readonly { label: string; path: string }[];
}

/**
 * Every section of the top navigation, in order; the phone menu lists each with all its pages. Adding a
 * section (a new route tree) is one entry here.
 */
export const NAV_SECTIONS: readonly NavSection[] = [
  ...ENGINES,
  {
    id: "arena",
    name: "Arena",
    path: "/arena",
    links: [
      { label: "Leaderboard", path: "/arena" },
      { label: "Rounds", path: "/arena/rounds" },
      { label: "My bot", path: "/arena/me" },
      { label: "Admin", path: "/arena/admin" },
    ],
  },
];

const STUDIO = "Rulekit Studio";

/**
 * The document title of a page: the section link the path is (`Play · Shell Tide · Rulekit Studio`), else
 * the section it is under; any other path but the home page is the not-found page.
 */
export function documentTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/") return STUDIO;
  for (const section of NAV_SECTIONS) {
    const link = section.links.find((l) => l.path === path);
    if (link) return `${link.label} · ${section.name} · ${STUDIO}`;
  }
  const section = NAV_SECTIONS.find((e) => path === e.path || path.startsWith(`${e.path}/`));
  return `${section ? section.name : "Page not found"} · ${STUDIO}`;
}
