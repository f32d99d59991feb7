import type { PreparedBot } from "../bot/prepare-bot.js";

interface Entry {
  bot: Promise<PreparedBot>;
  users: number;
  lastUsed: number;
}

/**
 * A worker's built bots, so a bot is built once per worker rather than once per match: keyed by
 * what the build depends on (source hash and limits), shared by the matches that use it at the
 * same time, and disposed of — least recently used first, never while a match uses it — when
 * more than `capacity` are kept. A build that fails (a machine fault) is not kept.
 */
export class BotCache {
  private readonly entries = new Map<string, Entry>();
  private clock = 0;

  constructor(private readonly capacity: number) {}

  /** The bot for `key`, built by `build` when not kept; give it back with `release(key)`. */
  async acquire(key: string, build: () => Promise<PreparedBot>): Promise<PreparedBot> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { bot: build(), users: 0, lastUsed: 0 };
      this.entries.set(key, entry);
      const created = entry;
      created.bot.catch(() => {
        if (this.entries.get(key) === created) this.entries.delete(key);
      });
    }
    entry.users++;
    entry.lastUsed = ++this.clock;
    try {
      return await entry.bot;
    } catch (error) {
      entry.users--;
      throw error;
    }
  }

  release(key: string): void {
    const entry = this.entries.get(key);
    if (entry) entry.users--;
    this.evict();
  }

  /** Disposes of every kept bot (when the worker stops: no match runs any more). */
  async clear(): Promise<void> {
    const all = [...this.entries.values()];
    this.entries.clear();
    for (const entry of all) {
      try {
        (await entry.bot).dispose();
      } catch {
        // A build that failed left nothing to dispose of.
      }
    }
  }

  private evict(): void {
    while (this.entries.size > this.capacity) {
      const idle = [...this.entries]
        .filter(([, e]) => e.users === 0)
        .sort((a, b) => a[1].lastUsed - b[1].lastUsed);
      const oldest = idle[0];
      if (!oldest) return;
      this.entries.delete(oldest[0]);
      oldest[1].bot.then((bot) => bot.dispose()).catch(() => {});
    }
  }
}
