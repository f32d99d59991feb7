import type { RouteObject } from "react-router";
import { EnginePlaceholder } from "../placeholder.tsx";

/** Every /cards page; the app mounts these under the shared layout. */
export const cardsRoutes: RouteObject[] = [{ path: "cards/*", element: <EnginePlaceholder id="cards" /> }];
