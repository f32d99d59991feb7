import { type ComponentType, lazy, type ReactNode } from "react";
import { Shell } from "./layout/shell.tsx";
import { StaticTopBar } from "./layout/static-top-bar.tsx";
import { ErrorBoundary, PageError } from "./lib/error-boundary.tsx";
import { type RouteObject, Routes, useLocation, useRoutes } from "./lib/router.tsx";
import { HomePage, NotFoundPage } from "./routes/home.tsx";

/** A page inside its own error boundary: a failure there leaves its engine's layout (tabs, title) standing. */
function RouteBoundary(props: { children: ReactNode; heading: 1 | 2 }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(error, retry) => <PageError error={error} retry={retry} heading={props.heading} />}
    >
      {props.children}
    </ErrorBoundary>
  );
}

/** Every page (a route without children) wrapped in its own error boundary. */
export function withBoundaries(routes: readonly RouteObject[], inLayout = false): RouteObject[] {
  return routes.map((route) =>
    route.children
      ? { ...route, children: withBoundaries(route.children, true) }
      : { ...route, element: <RouteBoundary heading={inLayout ? 2 : 1}>{route.element}</RouteBoundary> },
  );
}

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
    const routes = withBoundaries(underSegment(segment, await load()));
    return { default: () => useRoutes(routes) };
  });
}

const ShellTide = engine("shell-tide", () =>
  import("./routes/shell-tide/index.tsx").then((m) => m.shellTideRoutes),
);
const Cards = engine("cards", () => import("./routes/cards/index.tsx").then((m) => m.cardsRoutes));
const Rps = engine("rps", () => import("./routes/rps/index.tsx").then((m) => m.rpsRoutes));
const Reactor = engine("reactor", () => import("./routes/reactor/index.tsx").then((m) => m.reactorRoutes));
const Arena = engine("arena", () => import("./routes/arena/index.tsx").then((m) => m.arenaRoutes));

const APP_ROUTES: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "shell-tide/*", element: <ShellTide /> },
      { path: "cards/*", element: <Cards /> },
      { path: "rps/*", element: <Rps /> },
      { path: "reactor/*", element: <Reactor /> },
      { path: "arena/*", element: <Arena /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/**
 * The studio. Pages fail inside their own boundaries; this last one catches a failure of the layout itself
 * and still shows a header with every section, so there is always a way on.
 */
export function App() {
  return (
    <ErrorBoundary
      fallback={(error, retry) => (
        <div className="app">
          <StaticTopBar />
          <main id="main" tabIndex={-1}>
            <PageError error={error} retry={retry} where="The studio" />
          </main>
        </div>
      )}
    >
      <Routes routes={APP_ROUTES} />
    </ErrorBoundary>
  );
}
