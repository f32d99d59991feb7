import type { ArenaEvents } from "../context.js";
import type { Db } from "../db/connect.js";
import { computeLeaderboard, type Leaderboard } from "./leaderboard.js";
import { recomputeRatings } from "./ratings.js";

/**
 * The leaderboard of each competition, computed when asked after something changed (a result, a
 * status, a version) and served from memory until the next change: reading it costs nothing, and
 * ratings are recomputed at most once per change.
 */
export class LeaderboardCache {
  private readonly entries = new Map<number, { generation: number; board: Promise<Leaderboard> }>();
  private readonly generations = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly events: ArenaEvents,
  ) {}

  invalidate(competitionId: number): void {
    this.generations.set(competitionId, (this.generations.get(competitionId) ?? 0) + 1);
    this.events.emitEvent({ type: "leaderboard", competitionId });
  }

  get(competitionId: number): Promise<Leaderboard> {
    const generation = this.generations.get(competitionId) ?? 0;
    const cached = this.entries.get(competitionId);
    if (cached && cached.generation === generation) return cached.board;
    const board = (async () => {
      const ratings = await recomputeRatings(this.db, competitionId);
      const computed = await computeLeaderboard(this.db, competitionId, ratings);
      return { ...computed, frozen: false, frozenAt: null };
    })();
    board.catch(() => this.entries.delete(competitionId));
    this.entries.set(competitionId, { generation, board });
    return board;
  }
}
