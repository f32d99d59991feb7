import type { RouteObject } from "react-router";
import { EnginePlaceholder } from "../placeholder.tsx";

/** Every /rps page; the app mounts these under the shared layout. */
export const rpsRoutes: RouteObject[] = [{ path: "rps/*", element: <EnginePlaceholder id="rps" /> }];
