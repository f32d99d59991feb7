import { lazyPage } from "../../lib/lazy-page.tsx";
import type { RouteObject } from "../../lib/router.tsx";
import { ArenaLayout } from "./arena-layout.tsx";
import { CompetitorPage } from "./competitor-page.tsx";
import { LeaderboardPage } from "./leaderboard-page.tsx";
import { MePage } from "./me-page.tsx";
import { RoundsRoute } from "./rounds-page.tsx";

// The pages that draw boards or read RuleSets load the engine (and zod) when they are opened, not with the
// leaderboard.
const MatchPage = lazyPage(() => import("./match-page.tsx"), "MatchPage");
const AdminPage = lazyPage(() => import("./admin-page.tsx"), "AdminPage");

/** Every /arena page (the competition's pages over the arena service's API); mounted by the app. */
export const arenaRoutes: RouteObject[] = [
  {
    path: "arena",
    element: <ArenaLayout />,
    children: [
      { index: true, element: <LeaderboardPage /> },
      { path: "rounds/*", element: <RoundsRoute /> },
      { path: "competitors/*", element: <CompetitorPage /> },
      { path: "matches/*", element: <MatchPage /> },
      { path: "me", element: <MePage /> },
      { path: "admin", element: <AdminPage /> },
    ],
  },
];
