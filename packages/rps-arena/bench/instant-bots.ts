import { greedyMove } from "@rulekit/rps-grid";
import type { PreparedBot } from "../src/bot/prepare-bot.js";
import type { MatchOptions } from "../src/match/match-types.js";
import type { Submission } from "../src/submission/load-submission.js";

/**
 * Bots that cost next to nothing, for measuring the queue rather than the bots: never built, and
 * every move is the engine's greedy move, played in-process.
 */
export async function instantBot(submission: Submission): Promise<PreparedBot> {
  return {
    name: submission.name,
    language: submission.manifest.language,
    sourceHash: submission.sourceHash,
    runtime: "in-process",
    dir: submission.dir,
    buildError: null,
    plan: { argv: () => [], mounts: [], cwd: "/", profile: "strict", addressSpaceBytes: () => 0 },
    supervisor: "",
    bwrap: "",
    dispose() {},
  };
}

export const instantMove: NonNullable<MatchOptions["runMove"]> = async (_bot, request) => ({
  kind: "move",
  move: greedyMove(request),
  userdata: undefined,
  figures: { cpuMs: 0, wallMs: 0, hostWallMs: 0, outputBytes: 0, userdataBytes: 0, maxRssKb: 0 },
});
