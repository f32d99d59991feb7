import { useEffect, useId, useRef, useState } from "react";
import { NAV_SECTIONS } from "../engines.ts";
import { NavLink, useLocation } from "../lib/router.tsx";

/**
 * The header: the studio's name and its sections. On a wide screen the section names sit in one row (they
 * wrap if they must); on a phone a Menu button opens the full list — every section and every page under
 * it — so nothing is cut off. The list closes when a page is chosen or with Escape.
 */
export function TopBar() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input
  useEffect(() => setOpen(false), [pathname]);
  return (
    <header className="topbar" data-menu-open={open}>
      <NavLink to="/" className="brand" end>
        Rulekit Studio
      </NavLink>
      <nav aria-label="Engines" className="topbar-sections">
        <ul>
          {NAV_SECTIONS.map((section) => (
            <li key={section.id}>
              <NavLink to={section.path}>{section.name}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-testid="menu-button"
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      {open && (
        <nav
          id={menuId}
          aria-label="All pages"
          className="menu-panel"
          data-testid="menu-panel"
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            setOpen(false);
            button.current?.focus();
          }}
        >
          <ul>
            {NAV_SECTIONS.map((section) => (
              <li key={section.id}>
                <NavLink to={section.path} className="menu-section">
                  {section.name}
                </NavLink>
                <ul>
                  {section.links
                    .filter((link) => link.path !== section.path || section.links.length > 1)
                    .map((link) => (
                      <li key={link.path}>
                        <NavLink to={link.path} end>
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
