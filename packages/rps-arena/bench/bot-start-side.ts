import { buildRequest, CLASSIC_V2, DEFAULT_LIMITS, newGame } from "@rulekit/rps-grid";
import { fullMoveBudget } from "../src/move/move-budget.js";

/**
 * One side of the bot start-up comparison (bot-start.bench.ts): imports the arena from `--entry`
 * (the baseline's built dist, or this worktree's src), prepares each bot folder given, plays
 * `--moves` moves of it in one sandbox (as a match does: a fresh process per move) and prints one
 * JSON line per bot with the CPU the supervisor charged for each move.
 */
interface Arena {
  loadSubmission(dir: string): unknown;
  prepareBot(submission: unknown, options: { limits: typeof DEFAULT_LIMITS }): Promise<PreparedBot>;
  openBotSession(bot: PreparedBot, limits: typeof DEFAULT_LIMITS): { close(): void };
  runBotMove(
    bot: PreparedBot,
    request: unknown,
    limits: typeof DEFAULT_LIMITS,
    budget: unknown,
    session: unknown,
  ): Promise<{ kind: string; figures: { cpuMs: number | null; wallMs: number | null }; message?: string }>;
}
interface PreparedBot {
  buildError: string | null;
  dispose(): void;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const entry = option("--entry");
const moves = Number(option("--moves") ?? 30);
if (!entry || args.length === 0)
  throw new Error("usage: bot-start-side --entry <arena index> [--moves N] <bot folder>…");
const arena = (await import(entry)) as Arena;
const limits = { ...DEFAULT_LIMITS };
// The budget is plain data that both sides' runBotMove take, so it comes from this worktree's source
// (the baseline's built arena, side A, does not export it).
const budget = fullMoveBudget(limits);
const request = buildRequest(newGame(CLASSIC_V2, "bot-start"), 0, limits);
for (const dir of args) {
  const bot = await arena.prepareBot(arena.loadSubmission(dir), { limits });
  if (bot.buildError) throw new Error(`${dir}: ${bot.buildError}`);
  const session = arena.openBotSession(bot, limits);
  const cpuMs: number[] = [];
  try {
    // The first move may wait for the sandbox itself: not counted.
    for (let i = 0; i <= moves; i++) {
      const verdict = await arena.runBotMove(bot, request, limits, budget, session);
      if (verdict.kind !== "move") throw new Error(`${dir}: ${verdict.kind} ${verdict.message ?? ""}`);
      if (i > 0) cpuMs.push(verdict.figures.cpuMs ?? Number.NaN);
    }
  } finally {
    session.close();
    bot.dispose();
  }
  process.stdout.write(`${JSON.stringify({ dir, cpuMs })}\n`);
}
