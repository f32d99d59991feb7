import { useSyncExternalStore } from "react";
import { browserStorage } from "../../lib/storage.ts";

/**
 * Who uses the arena pages in this browser: a competitor (its token, kept from registration or typed in
 * to sign in) and/or an admin (the admin token). Kept in local storage so a reload stays signed in; a
 * token the service stops accepting is dropped and the pages say so ("signed out: the token is no longer
 * accepted").
 */
export interface CompetitorSession {
  token: string;
  id: number;
  name: string;
  competitionId: number;
}

export interface ArenaSession {
  competitor: CompetitorSession | null;
  admin: { token: string } | null;
  /** Set when a stored token was refused (401): which one, for the page to say. */
  expired: "competitor" | "admin" | null;
}

const KEY = "rulekit.arena.session";
const storage = browserStorage();
const listeners = new Set<() => void>();

function load(): ArenaSession {
  const saved = storage.getJson<Partial<ArenaSession>>(KEY);
  const competitor = saved?.competitor;
  const admin = saved?.admin;
  return {
    competitor:
      competitor && typeof competitor.token === "string" && typeof competitor.id === "number"
        ? {
            token: competitor.token,
            id: competitor.id,
            name: String(competitor.name ?? ""),
            competitionId: Number(competitor.competitionId),
          }
        : null,
    admin: admin && typeof admin.token === "string" ? { token: admin.token } : null,
    expired: null,
  };
}

let current: ArenaSession = load();

function save(next: ArenaSession): void {
  current = next;
  storage.setJson(KEY, { competitor: next.competitor, admin: next.admin });
  for (const listener of listeners) listener();
}

export const session = {
  get(): ArenaSession {
    return current;
  },
  signInCompetitor(competitor: CompetitorSession): void {
    save({ ...current, competitor, expired: null });
  },
  signInAdmin(token: string): void {
    save({ ...current, admin: { token }, expired: null });
  },
  signOut(who: "competitor" | "admin"): void {
    save({ ...current, [who]: null, expired: null });
  },
  /** The service refused this token (401): drop it if it is still the stored one. */
  refused(token: string): void {
    if (current.admin?.token === token) save({ ...current, admin: null, expired: "admin" });
    else if (current.competitor?.token === token)
      save({ ...current, competitor: null, expired: "competitor" });
  },
  dismissExpired(): void {
    if (current.expired) save({ ...current, expired: null });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== KEY) return;
      current = load();
      listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  },
};

export function useSession(): ArenaSession {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/**
 * The token a page reads with: the admin's if signed in as one (admins see every result and log), else
 * the competitor's (its own stderr and build logs), else none.
 */
export function viewerToken(s: ArenaSession): string | null {
  return s.admin?.token ?? s.competitor?.token ?? null;
}
