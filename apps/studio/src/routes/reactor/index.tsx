import { lazyPage } from "../../lib/lazy-page.tsx";
import type { RouteObject } from "../../lib/router.tsx";
import { ReactorWorkspace } from "./workspace.tsx";
import "./reactor.css";

const EditorPage = lazyPage(() => import("./editor/editor-page.tsx"), "EditorPage");
const PlayPage = lazyPage(() => import("./play/play-page.tsx"), "PlayPage");

/** Every /reactor page: the level editor (/reactor) and its gameplay preview (/reactor/play), each
 * loaded on first visit. */
export const reactorRoutes: RouteObject[] = [
  {
    path: "reactor",
    element: <ReactorWorkspace />,
    children: [
      { index: true, element: <EditorPage /> },
      { path: "play", element: <PlayPage /> },
    ],
  },
];
