import { tooManyRequests } from "../errors.js";
import { BoundedLru } from "./bounded-lru.js";

/**
 * Counts what each client did in a sliding window (the times of its last actions), in this
 * process: the one service of its database. Keys are whatever the caller names (a competition and
 * a `clientKey`); at most `maxKeys` are kept, the least recently used forgotten first, so clients
 * that keep changing address cannot grow it without bound.
 */
export class ClientRate {
  private readonly recent: BoundedLru<string, number[]>;

  constructor(maxKeys = 100_000) {
    this.recent = new BoundedLru(maxKeys);
  }

  /**
   * Takes one of the `max` actions `key` may make in any `windowMs`, or throws 429 `rate_limited`
   * (with the seconds to wait) saying `what` is limited. The returned function gives it back (the
   * action did not happen after all: it was refused for another reason).
   */
  take(key: string, max: number, windowMs: number, what: string, now = Date.now()): () => void {
    const times = (this.recent.get(key) ?? []).filter((t) => t > now - windowMs);
    if (times.length >= max) {
      const wait = Math.max(1, Math.ceil(((times[0] as number) + windowMs - now) / 1000));
      this.recent.set(key, times);
      throw tooManyRequests(`${what} (try again in ${wait} s)`, wait);
    }
    times.push(now);
    this.recent.set(key, times);
    return () => {
      const kept = this.recent.get(key);
      const at = kept?.lastIndexOf(now) ?? -1;
      if (kept && at >= 0) kept.splice(at, 1);
    };
  }
}
