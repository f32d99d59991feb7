import type { ArenaEvents } from "../context.js";
import { JsonAnswer } from "./json-answer.js";

/**
 * Small in-memory caches for what the busiest routes read (a leaderboard page, a replay by URL):
 * a replay of a recorded result never changes, and a competition's row changes only through an
 * action that signals it (freeze, unfreeze, settings: a `leaderboard` event), which drops it. Both
 * are kept serialised (and gzipped on first demand), and so is any object the service keeps between
 * two changes (the leaderboard), by identity.
 */
export class HotCache {
  private readonly replays = new Map<string, JsonAnswer>();
  private readonly answers = new WeakMap<object, JsonAnswer>();
  private readonly competitions = new Map<string, { value: unknown; competitionId: number }>();

  constructor(
    events: ArenaEvents,
    private readonly capacity = 256,
  ) {
    events.on("event", (event) => {
      if (event.type !== "leaderboard") return;
      for (const [key, entry] of this.competitions)
        if (entry.competitionId === event.competitionId) this.competitions.delete(key);
    });
  }

  /** A recorded result's replay as sent to callers who see `sides` (redaction depends on it). */
  async replay(resultId: number, sides: string, make: () => Promise<unknown>): Promise<JsonAnswer> {
    const key = `${resultId}:${sides}`;
    const hit = this.replays.get(key);
    if (hit !== undefined) {
      this.replays.delete(key);
      this.replays.set(key, hit);
      return hit;
    }
    const made = JsonAnswer.of(await make());
    this.replays.set(key, made);
    if (this.replays.size > this.capacity) this.replays.delete(this.replays.keys().next().value!);
    return made;
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
    const row = await load();
    this.competitions.set(slug, { value: row, competitionId: row.id });
    return row;
  }
}
