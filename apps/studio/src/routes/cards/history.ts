import type { SafeStorage } from "../../lib/storage.ts";

/**
 * The matches played in this browser, newest first: what the match-history panel lists and opens in the
 * replay viewer. Each entry keeps the match's link (its set-up and every command), so it is rebuilt by
 * the engine, never stored as a state.
 */
export interface HistoryEntry {
  /** The link's query (set-up and moves, no step): also what makes two entries the same match. */
  query: string;
  label: string;
  seed: string;
  outcome: "won" | "lost" | "draw";
  turns: number;
  /** ISO time the match ended. */
  endedAt: string;
}

export const HISTORY_KEY = "rulekit.cards.history.v1";
/** The match on screen (its link's query), so a closed tab comes back to it. */
export const CURRENT_KEY = "rulekit.cards.current.v1";
export const HISTORY_LIMIT = 20;

const OUTCOMES = new Set(["won", "lost", "draw"]);

/** What storage holds, keeping only well-formed entries (at most HISTORY_LIMIT). */
export function asHistory(value: unknown): HistoryEntry[] {
  if (!Array.isArray(value)) return [];
  const out: HistoryEntry[] = [];
  for (const raw of value) {
    if (typeof raw !== "object" || raw === null) continue;
    const e = raw as Partial<HistoryEntry>;
    if (
      typeof e.query === "string" &&
      e.query.length < 100_000 &&
      typeof e.label === "string" &&
      typeof e.seed === "string" &&
      typeof e.outcome === "string" &&
      OUTCOMES.has(e.outcome) &&
      Number.isInteger(e.turns) &&
      typeof e.endedAt === "string"
    )
      out.push({
        query: e.query,
        label: e.label.slice(0, 200),
        seed: e.seed.slice(0, 200),
        outcome: e.outcome,
        turns: e.turns as number,
        endedAt: e.endedAt,
      });
    if (out.length === HISTORY_LIMIT) break;
  }
  return out;
}

/** Adds a finished match on top (once: the same match ended again is not a new entry). */
export function recordMatch(storage: SafeStorage, entry: HistoryEntry): HistoryEntry[] {
  const list = asHistory(storage.getJson(HISTORY_KEY));
  if (list.some((e) => e.query === entry.query)) return list;
  const next = [entry, ...list].slice(0, HISTORY_LIMIT);
  storage.setJson(HISTORY_KEY, next);
  return next;
}
