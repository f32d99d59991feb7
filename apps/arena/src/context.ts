import { EventEmitter } from "node:events";
import type { Db } from "./db/connect.js";
import type { GitSourcePolicy } from "./submissions/git-source.js";

/** What changed, for live pages (server-sent events) and the service's own loops. Nothing secret. */
export type ArenaEvent =
  | { type: "submission"; competitionId: number; competitorId: number; submissionId: number; status: string }
  | { type: "match"; competitionId: number; matchId: number; kind: string; status: string }
  | { type: "round"; competitionId: number; roundId: number; status: string }
  | { type: "leaderboard"; competitionId: number }
  | { type: "competitor"; competitionId: number; competitorId: number; status: string };

export class ArenaEvents extends EventEmitter<{ event: [ArenaEvent] }> {
  emitEvent(event: ArenaEvent): void {
    this.emit("event", event);
  }
}

/** What every part of the service shares: the database, the events, this process's identity. */
export interface ArenaContext {
  db: Db;
  /** This process (leases of matches and submissions it is working on). */
  instance: string;
  /** @rulekit/arena's version, recorded with every result. */
  version: string;
  events: ArenaEvents;
  gitPolicy: GitSourcePolicy;
  /** The reference bot of the check games, by source hash (its snapshot is stored like any version). */
  reference: { sourceHash: string; name: string };
  /** Something the leaderboard depends on changed (a result, a status, a version, a freeze). */
  changed(competitionId: number): void;
  /** New work: wake the loops. */
  wake(): void;
}
