import { NAV_SECTIONS } from "../engines.ts";

/**
 * The header as plain links (full page loads, no router, no state): what the root error screen shows when
 * the studio's own layout has failed, so every section can still be reached.
 */
export function StaticTopBar() {
  return (
    <header className="topbar topbar-static">
      <a href="/" className="brand">
        Rulekit Studio
      </a>
      <nav aria-label="Engines">
        <ul>
          {NAV_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={section.path}>{section.name}</a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
