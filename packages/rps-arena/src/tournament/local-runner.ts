import type { PreparedBot } from "../bot/prepare-bot.js";
import { runMatch } from "../match/run-match.js";
import { inertRecord } from "../replay/inert-record.js";
import type { MatchRunner, RunnerContext } from "./match-runner.js";
import { prepareEntrant } from "./prepare-entrant.js";

/**
 * The embedded runner: every bot is built once in this process (when the first match is to be
 * played), and `concurrency` matches are played at a time, each in fresh sandboxes.
 */
export function localRunner(context: RunnerContext): MatchRunner {
  let bots: PreparedBot[] | null = null;
  return {
    async play(matches, done, signal) {
      if (matches.length === 0) return;
      bots ??= await prepareAll(context);
      const prepared = bots;
      let next = 0;
      const lane = async () => {
        while (next < matches.length && !signal?.aborted) {
          const match = matches[next++]!;
          const record = await runMatch({
            bots: [prepared[match.players[0]]!, prepared[match.players[1]]!],
            rules: context.rules,
            seed: match.seed,
            limits: context.limits,
            runMove: context.runMove,
          });
          done(match, inertRecord(record));
        }
      };
      const lanes = Math.max(1, Math.min(context.concurrency, matches.length));
      await Promise.all(Array.from({ length: lanes }, lane));
    },
    async close() {
      for (const bot of bots ?? []) bot.dispose();
      bots = null;
    },
  };
}

async function prepareAll(context: RunnerContext): Promise<PreparedBot[]> {
  const bots: PreparedBot[] = [];
  try {
    for (const entrant of context.submissions) {
      bots.push(
        await prepareEntrant(entrant, { ...context.prepare, limits: context.limits }, context.prepareBot),
      );
    }
    return bots;
  } catch (error) {
    for (const bot of bots) bot.dispose();
    throw error;
  }
}
