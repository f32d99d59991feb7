import type { RouteObject } from "react-router";
import { EditorPage } from "./editor/editor-page.tsx";
import { PlayPage } from "./play/play-page.tsx";
import { ReactorWorkspace } from "./workspace.tsx";
import "./reactor.css";

/** Every /reactor page: the level editor (/reactor) and its gameplay preview (/reactor/play). */
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
