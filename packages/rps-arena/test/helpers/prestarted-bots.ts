import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildRequest, CLASSIC_V2, type JsonValue, type Limits, newGame } from "@rulekit/rps-grid";
import { expect } from "vitest";
import { type PreparedBot, prepareBot } from "../../src/bot/prepare-bot.js";
import { type BotFaultCode, FAULT } from "../../src/faults.js";
import { runMatch } from "../../src/match/run-match.js";
import type { MoveBudget, MoveVerdict } from "../../src/move/classify-run.js";
import { fullMoveBudget } from "../../src/move/move-budget.js";
import { openBotSession, runBotMove } from "../../src/move/run-move.js";
import { loadSubmission } from "../../src/submission/load-submission.js";
import type { BotLanguage } from "../../src/submission/manifest.js";
import { TEST_LIMITS } from "./real-bots.js";

// Shared by the tests of prestarted bots (javascript-start.test.ts, python-start.test.ts): a bot's
// runtime starts before its move, and these check that it still gets every fault, sees what it saw,
// is charged for its own code and carries nothing from one move to the next.

/** 300 ms of CPU per move, 1 s per match: hogs are stopped fast. */
export const PRESTART_LIMITS: Limits = { ...TEST_LIMITS, totalCpuMs: 1000 };

export const PRESTART_BUDGET: MoveBudget = fullMoveBudget(PRESTART_LIMITS);

/** A fault bot: its name, its body (after the language's preamble), the code it must get, options. */
export type FaultBot = [
  name: string,
  body: string,
  code: BotFaultCode,
  options?: { message?: RegExp; limits?: Partial<Limits> },
];

/**
 * Writes a submission under `root` (`files` relative to its `bot/`, the first one its entry) and
 * prepares it in the real sandbox; the caller disposes of it.
 */
export async function writeBot(
  root: string,
  language: BotLanguage,
  name: string,
  files: Record<string, string>,
  limits: Limits = PRESTART_LIMITS,
): Promise<PreparedBot> {
  const dir = join(root, name);
  const entry = Object.keys(files)[0]!;
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, "bot", path)), { recursive: true });
    writeFileSync(join(dir, "bot", path), text);
  }
  writeFileSync(join(dir, "ott.json"), JSON.stringify({ language, entry, name }));
  return prepareBot(loadSubmission(dir), { limits });
}

/** Plays `moves` moves of the bot in one sandbox (a match's), each on the same request but for userdata. */
export async function playMoves(bot: PreparedBot, moves: number): Promise<MoveVerdict[]> {
  const game = newGame(CLASSIC_V2, "prestart");
  const session = openBotSession(bot, PRESTART_LIMITS);
  const verdicts: MoveVerdict[] = [];
  let userdata: JsonValue | null = null;
  try {
    for (let i = 0; i < moves; i++) {
      const request = buildRequest(game, 0, PRESTART_LIMITS, userdata, `turn-${i}`);
      const verdict = await runBotMove(bot, request, PRESTART_LIMITS, PRESTART_BUDGET, session);
      verdicts.push(verdict);
      if (verdict.kind !== "move") break;
      userdata = (verdict.userdata ?? null) as JsonValue | null;
    }
  } finally {
    session.close();
  }
  return verdicts;
}

/** Plays one move of the bot, which must be a move, and returns the userdata it answered with. */
export async function firstMoveUserdata(bot: PreparedBot): Promise<JsonValue | undefined> {
  const [verdict] = await playMoves(bot, 1);
  expect(verdict).toMatchObject({ kind: "move" });
  return verdict?.kind === "move" ? verdict.userdata : undefined;
}

/**
 * Plays `moves` moves of the bot in one sandbox, each of which must be a move, and returns what it
 * said it saw at each (the `seen` of its userdata).
 */
export async function seenAtEachMove(bot: PreparedBot, moves: number): Promise<unknown[]> {
  const verdicts = await playMoves(bot, moves);
  expect(verdicts.map((v) => v.kind)).toEqual(Array.from({ length: moves }, () => "move"));
  return verdicts.map((v) => (v.kind === "move" ? (v.userdata as { seen: unknown }).seen : null));
}

/**
 * Plays two moves of a bot whose own top-level code burns `cpuMs` of CPU (measured by the bot
 * itself): each must be a move charged at least that, so none of that code ran before the move.
 */
export async function expectOwnCodeCharged(bot: PreparedBot, cpuMs: number): Promise<void> {
  const verdicts = await playMoves(bot, 2);
  for (const verdict of verdicts) {
    expect(verdict.kind).toBe("move");
    expect(verdict.figures.cpuMs).toBeGreaterThanOrEqual(cpuMs);
  }
}

/** Plays a match of `bot` (player 0) against `opponent` and checks it ends with exactly `code`, the bot's. */
export async function expectFault(
  bot: PreparedBot,
  opponent: PreparedBot,
  code: BotFaultCode,
  options: FaultBot[3] = {},
): Promise<void> {
  const limits = { ...PRESTART_LIMITS, ...options.limits };
  const record = await runMatch({ bots: [bot, opponent], rules: CLASSIC_V2, seed: "prestart", limits });
  expect(record.faults.map((f) => [f.player, f.code])).toEqual([[0, code]]);
  if (options.message) expect(record.faults[0]?.message).toMatch(options.message);
  expect(record.attempts).toBe(1);
  if (code === FAULT.totalCpuTimeout) expect(record.totals[0].moves).toBeGreaterThanOrEqual(2);
  else expect(record.replay.moves).toEqual([]);
}
