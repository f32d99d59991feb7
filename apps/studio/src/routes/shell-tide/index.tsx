import type { RouteObject } from "react-router";
import { LevelsPage } from "./levels/levels-page.tsx";
import { PlayPage } from "./play/play-page.tsx";
import { ShellTideHome } from "./shell-tide-home.tsx";

/** Every /shell-tide page; the app mounts these under the shared layout. */
export const shellTideRoutes: RouteObject[] = [
  { path: "shell-tide", element: <ShellTideHome /> },
  { path: "shell-tide/play", element: <PlayPage /> },
  { path: "shell-tide/levels", element: <LevelsPage /> },
];
