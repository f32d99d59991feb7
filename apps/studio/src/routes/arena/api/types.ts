/**
 * The shapes of the arena API's answers the studio reads (the service's OpenAPI document at
 * /api/openapi.json is the reference). Only the fields the pages use; dates are ISO strings.
 */

export interface Competition {
  id: number;
  slug: string;
  name: string;
  frozen: boolean;
  frozenAt: string | null;
  registration: "open" | "closed";
  settings: {
    submissions: { maxPerWindow: number; windowSeconds: number; minIntervalSeconds: number };
    scheduling: { roundRobinMax: number; opponents: number; games: number };
    limits: Record<string, number>;
  };
}

export type CompetitorStatus = "active" | "excluded" | "disqualified";

export interface Competitor {
  id: number;
  competitionId: number;
  displayName: string;
  status: CompetitorStatus;
  activeSubmissionId: number | null;
  activeVersion: number | null;
  createdAt: string;
}

export type Me = { kind: "admin" } | { kind: "anonymous" } | { kind: "competitor"; competitor: Competitor };

export interface LeaderboardRow {
  rank: number;
  competitorId: number;
  displayName: string;
  version: number | null;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  faults: number;
  noResult: number;
  pending: number;
  points: number;
  rating: { mu: number; sigma: number; ordinal: number };
  rated: number;
  trend: number;
}

export interface Leaderboard {
  competitionId: number;
  round: { id: number; number: number; name: string; status: string } | null;
  frozen: boolean;
  frozenAt: string | null;
  computedAt: string;
  tieBreak: string;
  rows: LeaderboardRow[];
}

export interface Progress {
  matches: Partial<Record<"queued" | "running" | "dispatched" | "done", number>>;
  submissions: Partial<Record<string, number>>;
  latestRound: { id: number; number: number; kind: string; status: string } | null;
}

/** queued → building → checking → accepted | refused | build_error | check_fault | infrastructure_error */
export type SubmissionStatus =
  | "queued"
  | "building"
  | "checking"
  | "accepted"
  | "refused"
  | "build_error"
  | "check_fault"
  | "infrastructure_error";

export interface CheckGame {
  matchId: number;
  side: 0 | 1;
  status: string;
  outcome: "pending" | "win" | "loss" | "draw" | "no result";
  reason: string | null;
  moves: number | null;
}

export interface Submission {
  id: number;
  competitorId: number;
  competitionId: number;
  version: number;
  status: SubmissionStatus;
  language: string | null;
  sourceHash: string | null;
  checkMatchIds: number[];
  createdAt: string;
  finishedAt: string | null;
  /** The owner's and the admins' view only. */
  sourceKind?: "git" | "archive";
  sourceUrl?: string | null;
  ref?: string | null;
  archiveFormat?: string | null;
  commit?: string | null;
  reason?: string | null;
  buildLog?: string | null;
  files?: string[];
  dropped?: string[];
  /** GET /api/submissions/:id only. */
  checks?: CheckGame[];
}

export interface Fault {
  player: 0 | 1;
  code: string;
  message: string;
}

export interface MatchPlayer {
  name: string;
  sourceHash: string;
  submissionId: number | null;
}

export interface ArenaMatch {
  id: number;
  kind: "check" | "round";
  competitionId: number;
  seed: string;
  rulesHash: string;
  limits: Record<string, number>;
  status: "queued" | "running" | "dispatched" | "done" | "hidden";
  judging: number;
  players: [MatchPlayer, MatchPlayer];
  result: {
    judging: number;
    status: string;
    winner: 0 | 1 | null;
    winReason: string | null;
    moves: number;
    infrastructureError: boolean;
    attempts: number;
    faults: Fault[];
    finishedAt: string;
    reproducibility: Record<string, unknown>;
  } | null;
  hidden: boolean;
  replayUrl: string;
  logsUrl: string;
}

export interface MatchLogs {
  matchId: number;
  judging: number | null;
  sides: (0 | 1)[];
  logs: { ply: number; player: 0 | 1; stderr: string }[];
}

export interface Round {
  id: number;
  competitionId: number;
  number: number;
  kind: "scoring" | "trial";
  name: string;
  status: "running" | "paused" | "finished";
  rulesHash: string;
  limits: Record<string, number>;
  games: number;
  seed: string;
  pairing: "round_robin" | "ladder";
  opponents: number;
  createdBy: string;
  createdAt: string;
  finishedAt: string | null;
}

export interface RoundDetail extends Round {
  rules: unknown;
  rulesName: string | null;
  entrants: number[];
  progress: { matches: number; done: number };
}

export interface Fixture {
  id: number;
  player0: number;
  player1: number;
  game: number;
  seed: string;
  matchId: number;
  status: string;
  finishedAt: string | null;
}

export interface AuditEntry {
  id: number;
  competitionId: number | null;
  actor: string;
  action: string;
  target: string | null;
  details: unknown;
  createdAt: string;
}

export interface StatusEvent {
  id: number;
  competitorId: number;
  status: CompetitorStatus;
  reason: string;
  actor: string;
  createdAt: string;
}

/** A competitor among those that submitted the same graded files, with the versions that have them. */
export interface SharingCompetitor {
  competitorId: number;
  displayName: string;
  status: CompetitorStatus;
  versions: number[];
}

/** Graded files that two or more competitors submitted byte for byte (admin). */
export interface SharedSource {
  sourceHash: string;
  language: string | null;
  withDisqualified: boolean;
  competitors: SharingCompetitor[];
}

export interface SharedSources {
  groups: SharedSource[];
  truncated: boolean;
}
