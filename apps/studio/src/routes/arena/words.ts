import type { ArenaMatch, CompetitorStatus, SubmissionStatus } from "./api/types.ts";

/** A version's status in words, and whether it is still moving. */
export const SUBMISSION_WORDS: Record<SubmissionStatus, { label: string; final: boolean; tone: Tone }> = {
  queued: { label: "Queued", final: false, tone: "busy" },
  building: { label: "Building", final: false, tone: "busy" },
  checking: { label: "Check games", final: false, tone: "busy" },
  accepted: { label: "Accepted", final: true, tone: "ok" },
  refused: { label: "Refused", final: true, tone: "bad" },
  build_error: { label: "Build error", final: true, tone: "bad" },
  check_fault: { label: "Check fault", final: true, tone: "bad" },
  infrastructure_error: { label: "Infrastructure error", final: true, tone: "warn" },
};

export type Tone = "ok" | "bad" | "warn" | "busy" | "plain";

/** The steps a version goes through, for its progress line. */
export const SUBMISSION_STEPS = ["queued", "building", "checking"] as const;

export function submissionWords(status: string): { label: string; final: boolean; tone: Tone } {
  return SUBMISSION_WORDS[status as SubmissionStatus] ?? { label: status, final: true, tone: "plain" };
}

export const COMPETITOR_WORDS: Record<CompetitorStatus, string> = {
  active: "Active",
  excluded: "Excluded",
  disqualified: "Disqualified",
};

export const ROUND_STATUS_WORDS: Record<string, string> = {
  running: "Running",
  paused: "Paused",
  finished: "Finished",
};

export const MATCH_STATUS_WORDS: Record<string, string> = {
  queued: "Queued",
  running: "Playing",
  dispatched: "Playing (worker)",
  done: "Played",
  hidden: "Hidden (frozen)",
};

const WIN_REASONS: Record<string, string> = {
  home: "reached the home",
  capture_all: "captured every piece",
  no_moves: "the other side had no move",
  repetition: "repetition",
  max_moves: "move limit",
};

/** A fault or a win reason in words ("cpu_timeout" → "CPU timeout"). */
export function reasonWords(reason: string | null): string {
  if (!reason) return "";
  if (WIN_REASONS[reason]) return WIN_REASONS[reason];
  return reason.replace(/_/g, " ").replace(/\bcpu\b/i, "CPU");
}

/** A match's result in one line, named by the players ("Alpha v1 wins (reached the home)"). */
export function resultWords(match: ArenaMatch): string {
  if (match.hidden) return "Hidden while the leaderboard is frozen";
  const r = match.result;
  if (!r) return MATCH_STATUS_WORDS[match.status] ?? match.status;
  if (r.infrastructureError) return "No result (infrastructure error)";
  const why = reasonWords(r.winReason);
  if (r.winner === null) return `Draw${why ? ` (${why})` : ""}`;
  return `${match.players[r.winner].name} wins${why ? ` (${why})` : ""}`;
}

/** For one competitor's list: win, loss, draw from its side (`side` 0 or 1), else the status. */
export function outcomeFor(match: ArenaMatch, side: 0 | 1 | null): { label: string; tone: Tone } {
  if (match.hidden) return { label: "Hidden", tone: "plain" };
  const r = match.result;
  if (!r) return { label: MATCH_STATUS_WORDS[match.status] ?? match.status, tone: "busy" };
  if (r.infrastructureError) return { label: "No result", tone: "warn" };
  if (r.winner === null) return { label: "Draw", tone: "plain" };
  if (side === null) return { label: "Played", tone: "plain" };
  return r.winner === side ? { label: "Win", tone: "ok" } : { label: "Loss", tone: "bad" };
}

/** A time as the reader's clock says it (short). */
export function when(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** μ ± σ with one decimal. */
export function ratingWords(rating: { mu: number; sigma: number }): string {
  return `${rating.mu.toFixed(1)} ± ${rating.sigma.toFixed(1)}`;
}

/** The ordinal's move in the latest round, signed (+0.4 / −1.2 / ±0). */
export function trendWords(trend: number): { text: string; label: string; dir: "up" | "down" | "flat" } {
  // Rounded by magnitude, so a rise and a fall of the same size read the same.
  const rounded = (Math.sign(trend) * Math.round(Math.abs(trend) * 10)) / 10;
  if (rounded > 0) return { text: `▲ ${rounded.toFixed(1)}`, label: `up ${rounded.toFixed(1)}`, dir: "up" };
  if (rounded < 0)
    return {
      text: `▼ ${Math.abs(rounded).toFixed(1)}`,
      label: `down ${Math.abs(rounded).toFixed(1)}`,
      dir: "down",
    };
  return { text: "–", label: "no change", dir: "flat" };
}
