/**
 * Worker-thread entry of every `rulekit <engine> check` (built as dist/check-worker.js): the engine's
 * check options are rebuilt here from the content its command read, and the kit runs here, so that the
 * main thread hears Ctrl-C (see check-task.ts and worker-task.ts).
 */
import { type CheckProgress, checkEngine, type EngineCheckReport } from "@rulekit/core/testing";
import { cardsCheck } from "../commands/cards/check.js";
import { reactorCheck } from "../commands/reactor/check.js";
import { rpsCheck } from "../commands/rps/check.js";
import { shellTideCheck } from "../commands/shell-tide/check.js";
import type { CheckKind, CheckSetup, CheckTask } from "./check-task.js";
import { runCheck } from "./check-task.js";
import { serveTask } from "./worker-task.js";

const SETUPS: Record<CheckKind, CheckSetup<never>> = {
  "shell-tide": shellTideCheck,
  reactor: reactorCheck,
  rps: rpsCheck,
  cards: cardsCheck,
};

serveTask<CheckTask, CheckProgress, EngineCheckReport<unknown>>((task, send) =>
  runCheck(task, SETUPS[task.kind], checkEngine, send),
);
