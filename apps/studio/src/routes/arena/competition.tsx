import { createContext, useContext } from "react";
import type { Competition } from "./api/types.ts";
import type { Live } from "./live.ts";

export interface ArenaContextValue {
  competition: Competition;
  competitions: Competition[];
  live: Live;
  /** Reads the competition again (after a freeze, say). */
  reload(): void;
}

export const ArenaContext = createContext<ArenaContextValue | null>(null);

/** The competition the arena pages show, and its live updates (from the arena layout). */
export function useArenaContext(): ArenaContextValue {
  const value = useContext(ArenaContext);
  if (!value) throw new Error("the arena pages render inside the arena layout");
  return value;
}

/** `/api/competitions/<slug>` + `rest`. */
export function competitionPath(competition: Competition, rest = ""): string {
  return `/api/competitions/${encodeURIComponent(competition.slug)}${rest}`;
}
