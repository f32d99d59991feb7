import type { BotRequest, Limits } from "@rulekit/rps-grid";
import type { PreparedBot } from "../bot/prepare-bot.js";
import { PROCESS_LIMITS, SANDBOX_ENV } from "../drivers/run-plan.js";
import { newBoxIdentity } from "../sandbox/box-identity.js";
import { SandboxSession } from "../sandbox/session.js";
import { classifyRun, type MoveBudget, type MoveVerdict } from "./classify-run.js";

const MIB = 1024 * 1024;
/** The private /tmp of a bot's move (a fresh tmpfs for each move), and the largest file it may write. */
export const MOVE_TMP_BYTES = 16 * MIB;
/** How long after its wall limit the runner kills a sandbox whose supervisor did not answer. */
const BACKSTOP_GRACE_MS = 2000;

/**
 * A bot's sandbox for a match (the protocol's container per side): bubblewrap starts once, and
 * each move is a fresh process inside it.
 */
export function openBotSession(bot: PreparedBot, limits: Limits): SandboxSession {
  const plan = bot.plan;
  if (!plan) throw new Error(`bot ${bot.name} did not build`);
  return new SandboxSession(
    {
      supervisor: bot.supervisor,
      mounts: plan.mounts,
      copies: plan.copies,
      tmpBytes: MOVE_TMP_BYTES,
      cwd: plan.cwd,
      env: SANDBOX_ENV,
      argv: plan.argv(limits),
      profile: plan.profile,
      limits: {
        addressSpaceBytes: plan.addressSpaceBytes(limits),
        fileSizeBytes: MOVE_TMP_BYTES,
        maxOpenFiles: 256,
        maxProcesses: PROCESS_LIMITS[plan.profile],
      },
      identity: newBoxIdentity(),
      prestart: plan.prestart ? { cpuSeconds: prestartCpuSeconds(limits) } : undefined,
    },
    bot.bwrap,
  );
}

/**
 * RLIMIT_CPU of a prestarted box (a backstop: the supervisor stops a move at its CPU budget): the
 * per-move limit rounded up, a second as for every box, and one more for the runtime's own start.
 */
export function prestartCpuSeconds(limits: Limits): number {
  return Math.ceil(limits.moveCpuMs / 1000) + 2;
}

/**
 * Plays one move: a fresh process in the bot's sandbox gets the request as one JSON line on stdin,
 * and the run is classified into a move or a fault. Without a session, a sandbox is started for
 * this move alone. Never throws.
 */
export async function runBotMove(
  bot: PreparedBot,
  request: BotRequest,
  limits: Limits,
  budget: MoveBudget,
  session?: SandboxSession,
): Promise<MoveVerdict> {
  const own = session ?? openBotSession(bot, limits);
  try {
    const run = await own.run(`${JSON.stringify(request)}\n`, {
      cpuMs: budget.cpuMs,
      wallMs: budget.wallMs,
      outputBytes: budget.outputBytes,
      backstopMs: budget.wallMs + BACKSTOP_GRACE_MS,
    });
    return classifyRun(run, { requestId: request.request_id, legalMoves: request.legal_moves, budget });
  } finally {
    if (!session) own.close();
  }
}
