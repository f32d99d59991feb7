import { type ComponentType, lazy } from "react";
import { Shell } from "./layout/shell.tsx";
import { type RouteObject, Routes, useRoutes } from "./lib/router.tsx";
import { HomePage, NotFoundPage } from "./routes/home.tsx";

/**
 * An engine's routes as a component loaded on first visit, so a page downloads only its own engine. The
 * modules keep exporting their `RouteObject[]` with paths from the root ("rps", "shell-tide/play"); here
 * they are mounted under their first segment, so those paths are made relative to it.
 */
export function underSegment(segment: string, routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.path === segment) {
      const { path: _path, ...rest } = route;
      return route.children
        ? (rest as RouteObject)
        : ({ ...rest, index: true, children: undefined } as RouteObject);
    }
    if (route.path?.startsWith(`${segment}/`))
      return { ...route, path: route.path.slice(segment.length + 1) } as RouteObject;
    return route;
  });
}

function engine(segment: string, load: () => Promise<RouteObject[]>): ComponentType {
  return lazy(async () => {
    const routes = underSegment(segment, await load());
    return { default: () => useRoutes(routes) };
  });
}

const ShellTide = engine("shell-tide", () =>
  import("./routes/shell-tide/index.tsx").then((m) => m.shellTideRoutes),
);
const Cards = engine("cards", () => import("./routes/cards/index.tsx").then((m) => m.cardsRoutes));
const Rps = engine("rps", () => import("./routes/rps/index.tsx").then((m) => m.rpsRoutes));
const Reactor = engine("reactor", () => import("./routes/reactor/index.tsx").then((m) => m.reactorRoutes));

const APP_ROUTES: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "shell-tide/*", element: <ShellTide /> },
      { path: "cards/*", element: <Cards /> },
      { path: "rps/*", element: <Rps /> },
      { path: "reactor/*", element: <Reactor /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function App() {
  return <Routes routes={APP_ROUTES} />;
}
