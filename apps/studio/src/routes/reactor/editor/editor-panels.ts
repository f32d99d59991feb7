/**
 * The editor's panels on a phone: the map stays on screen and one panel at a time opens under it (the
 * switcher's buttons). Which one is open is kept for the tab's session, so a reload keeps it.
 */

/** Narrow screens, where the panels fold into the switcher (the desktop grid shows them all). */
export const PHONE_QUERY = "(max-width: 700px)";

/** The panels, in the switcher's order. */
export const EDITOR_PANELS = [
  { id: "tools", label: "Tools" },
  { id: "issues", label: "Problems" },
  { id: "inspector", label: "Inspector" },
  { id: "layers", label: "Layers" },
  { id: "forecast", label: "Forecast" },
  { id: "prove", label: "Prove" },
  { id: "events", label: "Events" },
  { id: "level", label: "Level" },
  { id: "balance", label: "Balance" },
] as const;

export type PanelId = (typeof EDITOR_PANELS)[number]["id"];

/** The open panel, or null when all are folded. */
export type OpenPanel = PanelId | null;

/**
 * Open on a first visit: the validation list, so the level's state (and what blocks Save and Run) is on
 * the first screen's scroll; the Problems button then counts the issues from anywhere on the page.
 */
export const DEFAULT_PANEL: PanelId = "issues";

/** sessionStorage key of the open panel ("none" when all are folded). */
export const PANEL_STORAGE_KEY = "rulekit.reactor.editor.panel";

const NONE = "none";

/** The open panel a stored value names; anything unknown (or nothing stored) gives the default. */
export function parseOpenPanel(stored: string | null): OpenPanel {
  if (stored === NONE) return null;
  return EDITOR_PANELS.find((p) => p.id === stored)?.id ?? DEFAULT_PANEL;
}

/** The stored form of an open panel. */
export const storedOpenPanel = (open: OpenPanel): string => open ?? NONE;

/** Pressing a panel's button: it opens (closing the other), or folds if it was the open one. */
export const togglePanel = (open: OpenPanel, pressed: PanelId): OpenPanel =>
  open === pressed ? null : pressed;

/** The element id of a panel's slot (its button's aria-controls). */
export const panelSlotId = (id: PanelId): string => `rx-panel-${id}`;

/** Reads the stored open panel; blocked storage gives the default. */
export function readOpenPanel(storage: Pick<Storage, "getItem"> | null): OpenPanel {
  try {
    return parseOpenPanel(storage?.getItem(PANEL_STORAGE_KEY) ?? null);
  } catch {
    return DEFAULT_PANEL;
  }
}

/** Stores the open panel; blocked storage only means a reload opens the default again. */
export function writeOpenPanel(storage: Pick<Storage, "setItem"> | null, open: OpenPanel): void {
  try {
    storage?.setItem(PANEL_STORAGE_KEY, storedOpenPanel(open));
  } catch {
    // Storage blocked or full: nothing to keep.
  }
}

/** The tab's sessionStorage, or null where reading it throws (blocked by the browser's settings). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
