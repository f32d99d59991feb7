import { type BotRequest, greedyMove } from "@rulekit/rps-grid";
import type { PreparedBot } from "../../src/bot/prepare-bot.js";
import type { MoveFigures, MoveVerdict } from "../../src/move/classify-run.js";

/** A bot that never touches a sandbox: the match runner calls an injected `runMove` instead. */
export function inProcessBot(name: string, buildError: string | null = null): PreparedBot {
  return {
    name,
    language: "javascript",
    sourceHash: `sha256:${name}`,
    runtime: "in-process",
    dir: `/nowhere/${name}`,
    buildError,
    plan: buildError
      ? null
      : { argv: () => [], mounts: [], cwd: "/", profile: "strict", addressSpaceBytes: () => 0 },
    supervisor: "/nowhere/supervisor",
    bwrap: "bwrap",
    dispose() {},
  };
}

export const FIGURES: MoveFigures = {
  cpuMs: 2,
  wallMs: 3,
  hostWallMs: 5,
  outputBytes: 70,
  userdataBytes: 0,
  maxRssKb: 0,
};

/** Every bot plays the engine's greedy move, in-process. */
export async function greedyRunner(_bot: PreparedBot, request: BotRequest): Promise<MoveVerdict> {
  return { kind: "move", move: greedyMove(request), userdata: undefined, figures: { ...FIGURES } };
}
