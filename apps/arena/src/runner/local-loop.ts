import type { ArenaContext } from "../context.js";
import { whileDatabaseAway } from "../db/retry.js";
import { claimNextMatch, recordResult } from "../matches/match-store.js";
import { afterResult } from "./after-result.js";
import { LocalExecutor, type LocalExecutorOptions } from "./local-executor.js";
import { type MatchInputs, matchInputs, noResultRecord, resultMeta } from "./play-stored.js";
import { toolchainDigests } from "./toolchain-digest.js";

/**
 * Plays the queued matches in this process, `concurrency` at a time, highest priority first (check
 * games, then placement matches, then rounds). A match is claimed in a transaction, played, and its
 * result written exactly once; if the process dies meanwhile, the match is still `running` in the
 * database and goes back to the queue at the next start.
 */
export class LocalLoop {
  private readonly executor: LocalExecutor;
  private running = 0;
  private stopped = false;
  private readonly active = new Set<Promise<void>>();

  constructor(
    private readonly ctx: ArenaContext,
    private readonly concurrency: number,
    options: LocalExecutorOptions,
  ) {
    this.executor = new LocalExecutor(options);
  }

  /** Starts as many matches as there is room for. */
  kick(): void {
    while (!this.stopped && this.running < this.concurrency) {
      this.running++;
      const slot = this.fill().finally(() => {
        this.running--;
        this.active.delete(slot);
      });
      this.active.add(slot);
    }
  }

  get busy(): boolean {
    return this.running > 0;
  }

  /** Matches this process is playing now (the rest of its `running` ones were lost: see heal). */
  readonly playing = new Set<number>();

  private async fill(): Promise<void> {
    while (!this.stopped) {
      let match: Awaited<ReturnType<typeof claimNextMatch>>;
      try {
        match = await claimNextMatch(this.ctx.db, this.ctx.instance, "running");
      } catch {
        // The database is away: this slot ends; the service's heal sweep wakes the loop again.
        return;
      }
      if (!match) return;
      this.playing.add(match.id);
      try {
        await this.playOne(match);
      } catch {
        // Not recorded (the database stayed away): the heal sweep puts it back in the queue.
      } finally {
        this.playing.delete(match.id);
      }
    }
  }

  private async playOne(match: NonNullable<Awaited<ReturnType<typeof claimNextMatch>>>): Promise<void> {
    let inputs: MatchInputs | null = null;
    let record: Awaited<ReturnType<LocalExecutor["play"]>>;
    try {
      inputs = await whileDatabaseAway(() => matchInputs(this.ctx, match));
      record = await this.executor.play({ ...inputs, seed: match.seed });
    } catch (error) {
      record = noResultRecord(match, inputs, `the match could not be played: ${(error as Error).message}`);
    }
    const meta = resultMeta(this.ctx, match, record, toolchainDigests());
    // A played match is worth waiting for the database: its result is written once it is back.
    const written = await whileDatabaseAway(() =>
      recordResult(this.ctx.db, match, record, meta, `local:${this.ctx.instance}`),
    );
    if (written) await whileDatabaseAway(() => afterResult(this.ctx, match));
  }

  /** Stops claiming new matches; the running ones finish and are recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.active]);
    await this.executor.close();
  }
}
