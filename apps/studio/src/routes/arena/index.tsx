import { lazyPage } from "../../lib/lazy-page.tsx";
import type { RouteObject } from "../../lib/router.tsx";
import { ArenaLayout } from "./arena-layout.tsx";
import { LeaderboardPage } from "./leaderboard-page.tsx";

// The leaderboard comes with the arena's layout; every other page loads when it is opened, so a page never
// downloads another's code (the match, round and admin pages bring the engine and zod with them).
const RoundsRoute = lazyPage(() => import("./rounds-page.tsx"), "RoundsRoute");
const CompetitorPage = lazyPage(() => import("./competitor-page.tsx"), "CompetitorPage");
const MatchPage = lazyPage(() => import("./match-page.tsx"), "MatchPage");
const MePage = lazyPage(() => import("./me-page.tsx"), "MePage");
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
