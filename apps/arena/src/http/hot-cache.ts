import type { ArenaEvents } from "../context.js";
import { BoundedLru } from "./bounded-lru.js";
import { JsonAnswer } from "./json-answer.js";

/**
 * What a replay request needs to know of its match before it may be answered: which competition
 * (its freeze), which kind (only round results are hidden by a freeze), the current result and when
 * it was recorded, and the two source hashes (whose sides a competitor owns). Nothing here depends
 * on who asks; each request applies its own rules to it.
 */
export interface ReplayFacts {
  id: number;
  competitionId: number;
  kind: string;
  resultId: number | null;
  /** When the current result was recorded (null: not played yet). */
  finishedAt: Date | null;
  sourceHash0: string;
  sourceHash1: string;
}

export interface HotCacheLimits {
  /** Replay answers kept (one per result and redaction). */
  replays: number;
  /** Their summed JSON length, in characters. */
  replayChars: number;
  /** Matches whose replay facts are kept. */
  matches: number;
}

export const HOT_CACHE_LIMITS: HotCacheLimits = {
  replays: 256,
  replayChars: 64 * 1024 * 1024,
  matches: 4096,
};

/**
 * Small in-memory caches for what the busiest routes read (a leaderboard page, a replay by URL):
 * - a recorded result's replay never changes (results are written once per judging);
 * - a match's replay facts change only when a result is recorded for it or it is rejudged, and both
 *   signal it (a `match` event, emitted right after the write), which drops them;
 * - a competition's row changes only through an action that signals it (freeze, unfreeze, settings,
 *   any result: a `leaderboard` event), which drops it.
 * One service process per database (docs/arena/operations.md), so every write passes here. A load
 * that was under way when its kind of entry was dropped is answered but not kept: it may have read
 * the row before the write. Replays and matches are bounded (HOT_CACHE_LIMITS), least recently used
 * first out; competitions are few (made by admins). Answers are kept serialised (and gzipped on first
 * demand), and so is any object the service keeps between two changes (the leaderboard), by identity.
 */
export class HotCache {
  private readonly replays: BoundedLru<string, JsonAnswer>;
  private readonly matches: BoundedLru<number, ReplayFacts>;
  private readonly answers = new WeakMap<object, JsonAnswer>();
  private readonly competitions = new Map<string, { value: unknown; competitionId: number }>();
  /** Bumped whenever a match's facts / a competition's row are dropped (see load-then-keep above). */
  private matchGeneration = 0;
  private competitionGeneration = 0;

  constructor(events: ArenaEvents, limits: Partial<HotCacheLimits> = {}) {
    const l = { ...HOT_CACHE_LIMITS, ...limits };
    this.replays = new BoundedLru(l.replays, l.replayChars, (answer) => answer.text.length);
    this.matches = new BoundedLru(l.matches);
    events.on("event", (event) => {
      if (event.type === "match") {
        this.matchGeneration++;
        this.matches.delete(event.matchId);
      } else if (event.type === "leaderboard") {
        this.competitionGeneration++;
        for (const [key, entry] of this.competitions)
          if (entry.competitionId === event.competitionId) this.competitions.delete(key);
      }
    });
  }

  /** How many entries each bounded cache holds now, and the replays' summed length. */
  get sizes(): { replays: number; replayChars: number; matches: number } {
    return { replays: this.replays.size, replayChars: this.replays.totalSize, matches: this.matches.size };
  }

  /** A recorded result's replay as sent to callers who see `sides` (redaction depends on it). */
  async replay(resultId: number, sides: string, make: () => Promise<unknown>): Promise<JsonAnswer> {
    const key = `${resultId}:${sides}`;
    const hit = this.replays.get(key);
    if (hit !== undefined) return hit;
    const made = JsonAnswer.of(await make());
    this.replays.set(key, made);
    return made;
  }

  /** A match's replay facts; `load` answers null for a match that does not exist (never kept). */
  async replayFacts(matchId: number, load: () => Promise<ReplayFacts | null>): Promise<ReplayFacts | null> {
    const hit = this.matches.get(matchId);
    if (hit !== undefined) return hit;
    const generation = this.matchGeneration;
    const facts = await load();
    if (facts !== null && generation === this.matchGeneration) this.matches.set(matchId, facts);
    return facts;
  }

  /** `value` serialised, once per object: for objects that are replaced, never changed, on a change. */
  answer(value: object): JsonAnswer {
    let answer = this.answers.get(value);
    if (!answer) {
      answer = JsonAnswer.of(value);
      this.answers.set(value, answer);
    }
    return answer;
  }

  async competition<T extends { id: number }>(slug: string, load: () => Promise<T>): Promise<T> {
    const hit = this.competitions.get(slug);
    if (hit) return hit.value as T;
    const generation = this.competitionGeneration;
    const row = await load();
    if (generation === this.competitionGeneration)
      this.competitions.set(slug, { value: row, competitionId: row.id });
    return row;
  }
}
