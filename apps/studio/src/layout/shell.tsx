import { Suspense, useEffect, useRef } from "react";
import { documentTitle, ENGINES } from "../engines.ts";
import { NavLink, Outlet, useLocation } from "../lib/router.tsx";

/** The shared layout: skip link, top navigation, one <main> per page that receives focus on navigation. */
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
  const nav = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input
  useEffect(() => {
    // On a phone the engine links scroll sideways: keep the current one in sight.
    nav.current?.querySelector("a.active")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [location.pathname]);
  return (
    <div className="app">
      <title>{title}</title>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <NavLink to="/" className="brand" end>
          Rulekit Studio
        </NavLink>
        <nav aria-label="Engines" ref={nav}>
          <ul>
            {ENGINES.map((engine) => (
              <li key={engine.id}>
                <NavLink to={engine.path}>{engine.name}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {/* An engine's pages load on its first visit (route-level code splitting). */}
        <Suspense fallback={<p className="boot">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="footer">Deterministic engines · same seed, same game.</footer>
    </div>
  );
}
