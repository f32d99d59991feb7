import type { RouteObject } from "../../lib/router.tsx";
import { CardsSandboxPage } from "./sandbox-page.tsx";

/** Every /cards page; the app mounts these under the shared layout. */
export const cardsRoutes: RouteObject[] = [{ path: "cards/*", element: <CardsSandboxPage /> }];
