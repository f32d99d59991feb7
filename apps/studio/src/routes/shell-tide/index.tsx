import { lazyPage } from "../../lib/lazy-page.tsx";
import type { RouteObject } from "../../lib/router.tsx";
import { ShellTideHome } from "./shell-tide-home.tsx";

const PlayPage = lazyPage(() => import("./play/play-page.tsx"), "PlayPage");
const LevelsPage = lazyPage(() => import("./levels/levels-page.tsx"), "LevelsPage");

/** Every /shell-tide page; the app mounts these under the shared layout. The playable and the designer's
 * view load on first visit, each with only its own code. */
export const shellTideRoutes: RouteObject[] = [
  { path: "shell-tide", element: <ShellTideHome /> },
  { path: "shell-tide/play", element: <PlayPage /> },
  { path: "shell-tide/levels", element: <LevelsPage /> },
];
