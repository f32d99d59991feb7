import { Suspense, useEffect, useRef } from "react";
import { documentTitle } from "../engines.ts";
import { ErrorBoundary, PageError } from "../lib/error-boundary.tsx";
import { Outlet, useLocation } from "../lib/router.tsx";
import { TopBar } from "./top-bar.tsx";

/**
 * The shared layout: skip link, top navigation, one <main> per page that receives focus on navigation. A
 * page that fails (throws while it renders, or its code cannot be downloaded) is replaced by its error
 * screen inside <main>: the header and the navigation stay, and the next address tries again.
 */
export function Shell() {
  const location = useLocation();
  const title = documentTitle(location.pathname);
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input
  useEffect(() => {
    // Move focus to the page on client-side navigation so keyboard and screen-reader users land on it.
    if (first.current) {
      first.current = false;
      return;
    }
    // A page that already put the focus somewhere of its own (a board, a dialog) keeps it.
    if (main.current?.contains(document.activeElement) && document.activeElement !== main.current) return;
    main.current?.focus();
  }, [location.pathname]);
  return (
    <div className="app">
      <title>{title}</title>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" ref={main} tabIndex={-1}>
        <ErrorBoundary
          resetKey={location.pathname}
          fallback={(error, retry) => <PageError error={error} retry={retry} />}
        >
          {/* An engine's pages load on its first visit (route-level code splitting). */}
          <Suspense fallback={<p className="boot">Loading…</p>}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer className="footer">Deterministic engines · same seed, same game.</footer>
    </div>
  );
}
