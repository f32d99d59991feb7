import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Engine } from "@rulekit/core";
import type {
  CheckEngineOptions,
  CheckProgress,
  checkEngine,
  EngineCheckReport,
} from "@rulekit/core/testing";
import { heartbeat } from "./heartbeat.js";
import { runWorkerTask } from "./worker-task.js";

/** The engines a `rulekit <engine> check` runs on the check thread (check-worker.ts knows each setup). */
export type CheckKind = "shell-tide" | "reactor" | "rps" | "cards";

/** The budget of a check: its options on the command line. */
export interface CheckBudget {
  seed: number;
  runs: number;
  maxSteps: number;
}

/**
 * What the check thread is asked: the engine (by kind), the content the command read and validated
 * (plain data: functions cannot cross to a thread, so the engine's check options are built there from
 * it, by the engine's {@link CheckSetup}) and the budget.
 */
export interface CheckTask {
  kind: CheckKind;
  source: string;
  data: unknown;
  budget: CheckBudget;
}

/** The kit's options for an engine, less the budget and the progress (the task's own). */
export type CheckOptions<State, Action> = Omit<
  CheckEngineOptions<State, Action>,
  "runs" | "maxSteps" | "seed" | "onProgress"
>;

/** An engine and its check options, ready to be checked by the kit with a budget. */
export type CheckSubject = (
  kit: typeof checkEngine,
  options: CheckBudget & Pick<CheckEngineOptions<unknown, unknown>, "onProgress">,
) => EngineCheckReport<unknown>;

/** An engine's check, built from the content its command read (`source` names it in errors). */
export type CheckSetup<Data> = (source: string, data: Data) => CheckSubject;

/** `engine` under the kit with `options`: a {@link CheckSubject}. */
export function checkSubject<State, Action, Event>(
  engine: Engine<State, Action, Event>,
  options: CheckOptions<State, Action>,
): CheckSubject {
  return (kit, budget) => kit(engine, { ...options, ...budget });
}

/**
 * The check itself, on whichever thread runs it: the engine's setup on the task's content, then the
 * kit, telling its progress in heartbeats (none for a check done at once).
 */
export function runCheck(
  task: CheckTask,
  setup: CheckSetup<never>,
  kit: typeof checkEngine,
  send: (progress: CheckProgress) => void,
): EngineCheckReport<unknown> {
  const beat = heartbeat(send);
  const subject = (setup as CheckSetup<unknown>)(task.source, task.data);
  return subject(kit, { ...task.budget, onProgress: (progress) => beat(progress) });
}

/**
 * Runs `task` on a worker thread (dist/check-worker.js) so that Ctrl-C is heard while it checks: an
 * abort of `signal` ends it at once and rejects with the signal's reason. Run from its sources (the
 * in-process tests), the CLI has no built thread: the check runs here with `setup`, deaf to Ctrl-C as
 * it always was.
 */
export async function runCheckTask<Data>(
  task: CheckTask & { data: Data },
  setup: CheckSetup<Data>,
  onProgress: (progress: CheckProgress) => void,
  signal: AbortSignal,
): Promise<EngineCheckReport<unknown>> {
  const entry = new URL("./check-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(entry))) return runWorkerTask(entry, task, onProgress, signal);
  const { checkEngine } = await import("@rulekit/core/testing");
  return runCheck(task, setup, checkEngine, onProgress);
}
