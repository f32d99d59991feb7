import { stableHash } from "@rulekit/core";
import type { Submission } from "@rulekit/rps-arena";
import {
  BotCache,
  inertRecord,
  type MatchOptions,
  type MatchRecord,
  type PrepareBot,
  type PreparedBot,
  type PrepareOptions,
  prepareEntrant,
  runMatch,
} from "@rulekit/rps-arena";
import type { Limits, RuleSet } from "@rulekit/rps-grid";

export interface LocalExecutorOptions {
  prepare?: PrepareOptions;
  /** Injected by tests and benchmarks (rps-arena's hooks): how a bot is built and a move played. */
  prepareBot?: PrepareBot;
  runMove?: MatchOptions["runMove"];
  botCacheSize?: number;
}

/**
 * Plays matches in this process with rps-arena's runner, as `rps tournament` does without
 * `--redis`: each bot built once (kept while matches use it), every move in a fresh sandboxed
 * process, infrastructure failures replayed from the start (at most twice more).
 */
export class LocalExecutor {
  private readonly bots: BotCache;

  constructor(private readonly options: LocalExecutorOptions = {}) {
    this.bots = new BotCache(options.botCacheSize ?? 32);
  }

  async play(input: {
    sides: readonly [Submission, Submission];
    names: readonly [string, string];
    rules: RuleSet;
    seed: string;
    limits: Limits;
  }): Promise<MatchRecord> {
    const acquired: { key: string; bot: PreparedBot }[] = [];
    try {
      for (const [i, submission] of input.sides.entries()) {
        const key = `${submission.sourceHash}|${stableHash(input.limits)}`;
        const built = await this.bots.acquire(key, () =>
          prepareEntrant(
            submission,
            { ...this.options.prepare, limits: input.limits },
            this.options.prepareBot,
          ),
        );
        acquired.push({ key, bot: { ...built, name: input.names[i]! } });
      }
      return inertRecord(
        await runMatch({
          bots: [acquired[0]!.bot, acquired[1]!.bot],
          rules: input.rules,
          seed: input.seed,
          limits: input.limits,
          runMove: this.options.runMove,
        }),
      );
    } finally {
      for (const { key } of acquired) this.bots.release(key);
    }
  }

  close(): Promise<void> {
    return this.bots.clear();
  }
}
