import type { RouteObject } from "react-router";
import { EnginePlaceholder } from "../placeholder.tsx";

/** Every /reactor page; the app mounts these under the shared layout. */
export const reactorRoutes: RouteObject[] = [
  { path: "reactor/*", element: <EnginePlaceholder id="reactor" /> },
];
