import type { RouteObject } from "react-router";
import { EnginePlaceholder } from "../placeholder.tsx";

/** Every /shell-tide page; the app mounts these under the shared layout. */
export const shellTideRoutes: RouteObject[] = [
  { path: "shell-tide/*", element: <EnginePlaceholder id="shell-tide" /> },
];
