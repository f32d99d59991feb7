import type { ArenaContext } from "../context.js";
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

  private async fill(): Promise<void> {
    while (!this.stopped) {
      const match = await claimNextMatch(this.ctx.db, this.ctx.instance, "running");
      if (!match) return;
      let inputs: MatchInputs | null = null;
      let record: Awaited<ReturnType<LocalExecutor["play"]>>;
      try {
        inputs = await matchInputs(this.ctx, match);
        record = await this.executor.play({ ...inputs, seed: match.seed });
      } catch (error) {
        record = noResultRecord(match, inputs, `the match could not be played: ${(error as Error).message}`);
      }
      const meta = resultMeta(this.ctx, match, record, toolchainDigests());
      if (await recordResult(this.ctx.db, match, record, meta, `local:${this.ctx.instance}`)) {
        await afterResult(this.ctx, match);
      }
    }
  }

  /** Stops claiming new matches; the running ones finish and are recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.active]);
    await this.executor.close();
  }
}
