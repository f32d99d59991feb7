import { type PreparedBot, type PrepareOptions, prepareBot } from "../bot/prepare-bot.js";
import { InfrastructureError, MAX_INFRASTRUCTURE_RERUNS } from "../faults.js";
import { type Entrant, isRefused } from "../submission/entrant.js";
import type { Submission } from "../submission/load-submission.js";
import { unbuiltBot } from "./unbuilt-bot.js";

export type PrepareBot = (submission: Submission, options: PrepareOptions) => Promise<PreparedBot>;

/**
 * Prepares one tournament entrant. A refused one becomes an unbuilt bot (`bot_error` in each of its
 * matches). An infrastructure failure is retried and, if it persists, thrown (nothing a bot does
 * may be one). Any other failure is taken as caused by the bot's files: that bot is entered with
 * `bot_error`, so one odd submission cannot stop the others' matches.
 */
export async function prepareEntrant(
  entrant: Entrant,
  options: PrepareOptions,
  prepare: PrepareBot = prepareBot,
): Promise<PreparedBot> {
  if (isRefused(entrant)) return unbuiltBot(entrant, `refused submission: ${entrant.refused}`);
  for (let attempt = 0; ; attempt++) {
    try {
      return await prepare(entrant, options);
    } catch (error) {
      if (!(error instanceof InfrastructureError)) {
        const language = entrant.manifest.language;
        return unbuiltBot(
          { ...entrant, language },
          `cannot be prepared: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (attempt >= MAX_INFRASTRUCTURE_RERUNS) throw error;
    }
  }
}
