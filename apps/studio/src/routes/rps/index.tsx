import type { RouteObject } from "../../lib/router.tsx";
import { PlayPage } from "./play-page.tsx";
import { ReplayPage } from "./replay-page.tsx";
import { RpsLayout } from "./rps-layout.tsx";
import { RulesPage } from "./rules-page.tsx";
import { WatchPage } from "./watch-page.tsx";

/** Every /rps page; the app mounts these under the shared layout. */
export const rpsRoutes: RouteObject[] = [
  {
    path: "rps",
    element: <RpsLayout />,
    children: [
      { index: true, element: <PlayPage /> },
      { path: "watch", element: <WatchPage /> },
      { path: "replay", element: <ReplayPage /> },
      { path: "rules", element: <RulesPage /> },
    ],
  },
];
