import type { BotRequest, Limits } from "@rulekit/rps-grid";
import type { PreparedBot } from "../bot/prepare-bot.js";
import { SANDBOX_ENV } from "../drivers/run-plan.js";
import { runSandboxed } from "../sandbox/run-sandboxed.js";
import { classifyRun, type MoveBudget, type MoveVerdict } from "./classify-run.js";

const MIB = 1024 * 1024;
/** The private /tmp of a move, and the largest file a bot may write there. */
export const MOVE_TMP_BYTES = 16 * MIB;
/** How long after its wall limit the runner kills a sandbox whose supervisor did not. */
const BACKSTOP_GRACE_MS = 2000;

/**
 * Plays one move: a fresh sandboxed process gets the request as one JSON line on stdin, and the
 * run is classified into a move or a fault. Never throws.
 */
export async function runBotMove(
  bot: PreparedBot,
  request: BotRequest,
  limits: Limits,
  budget: MoveBudget,
): Promise<MoveVerdict> {
  const plan = bot.plan;
  if (!plan) throw new Error(`bot ${bot.name} did not build`);
  const run = await runSandboxed(
    {
      supervisor: bot.supervisor,
      mounts: plan.mounts,
      tmpBytes: MOVE_TMP_BYTES,
      cwd: plan.cwd,
      env: SANDBOX_ENV,
      argv: plan.argv(limits),
      profile: plan.profile,
      limits: {
        cpuMs: budget.cpuMs,
        wallMs: budget.wallMs,
        addressSpaceBytes: plan.addressSpaceBytes(limits),
        fileSizeBytes: MOVE_TMP_BYTES,
        maxOpenFiles: 256,
      },
    },
    {
      stdin: `${JSON.stringify(request)}\n`,
      outputLimitBytes: budget.outputBytes,
      backstopMs: budget.wallMs + BACKSTOP_GRACE_MS,
      bwrap: bot.bwrap,
    },
  );
  return classifyRun(run, { requestId: request.request_id, legalMoves: request.legal_moves, budget });
}
