/**
 * Worker-thread entry of every `rulekit <engine> check` (built as dist/check-worker.js): the engine's
 * check options are rebuilt here from the content its command read, and the kit runs here, so that the
 * main thread hears Ctrl-C (see check-task.ts and worker-task.ts). Only the checked engine's setup is
 * loaded (each pulls in its engine): loading all four cost every check about 0.1 s more.
 */
import { workerData } from "node:worker_threads";
import { type CheckProgress, checkEngine, type EngineCheckReport } from "@rulekit/core/testing";
import type { CheckKind, CheckSetup, CheckTask } from "./check-task.js";
import { runCheck } from "./check-task.js";
import { serveTask } from "./worker-task.js";

const SETUPS: Record<CheckKind, () => Promise<CheckSetup<never>>> = {
  "shell-tide": async () => (await import("../commands/shell-tide/check.js")).shellTideCheck,
  reactor: async () => (await import("../commands/reactor/check.js")).reactorCheck,
  rps: async () => (await import("../commands/rps/check.js")).rpsCheck,
  cards: async () => (await import("../commands/cards/check.js")).cardsCheck,
};

const setup = await SETUPS[(workerData as CheckTask).kind]();
serveTask<CheckTask, CheckProgress, EngineCheckReport<unknown>>((task, send) =>
  runCheck(task, setup, checkEngine, send),
);
