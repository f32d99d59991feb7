import { inertText } from "@rulekit/core";
import type { PreparedBot } from "../bot/prepare-bot.js";
import type { BotLanguage } from "../submission/manifest.js";

/**
 * A tournament entrant that cannot play: refused at loading or failed while being prepared. Its
 * `buildError` makes every match it plays a `bot_error` loss before any move (as for a compile
 * error), so the other bots' matches are still played.
 */
export function unbuiltBot(
  bot: { name: string; language: string; sourceHash: string; dir: string },
  message: string,
): PreparedBot {
  return {
    name: bot.name,
    // Not always one of the languages: a refused ott.json may not say which it is.
    language: bot.language as BotLanguage,
    sourceHash: bot.sourceHash,
    runtime: "none (not built)",
    dir: bot.dir,
    buildError: inertText(message, { maxChars: 4000, multiline: true }),
    plan: null,
    supervisor: "",
    bwrap: "",
    dispose() {},
  };
}
