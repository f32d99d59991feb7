import type { Engine } from "@rulekit/core";
import type { CheckEngineOptions, EngineCheckReport } from "@rulekit/core/testing";
import type { Command } from "commander";
import { jsonCommand, parseIntOption } from "./command.js";
import { ruleFailure } from "./errors.js";
import { type JsonFlag, printResult, writeText } from "./output.js";

/** The options every `rulekit <engine> check` takes: a seed and a budget. */
export interface CheckFlags extends JsonFlag {
  seed: number;
  runs: number;
  maxSteps: number;
}

/**
 * A `check <what>` subcommand: the conformance kit of @rulekit/core/testing on the given content.
 * Defaults are per engine (a card run is hundreds of actions, a Shell Tide attempt a handful).
 */
export function checkCommand(
  group: Command,
  nameAndArgs: string,
  description: string,
  defaults: { runs: number; maxSteps: number },
): Command {
  return jsonCommand(group, nameAndArgs, description)
    .option(
      "--seed <n>",
      "fast-check seed: the same seed plays the same playouts",
      parseIntOption("--seed"),
      1,
    )
    .option(
      "--runs <n>",
      "how many playouts (the budget)",
      parseIntOption("--runs", 1, 100_000),
      defaults.runs,
    )
    .option(
      "--max-steps <n>",
      "most actions in one playout",
      parseIntOption("--max-steps", 1, 100_000),
      defaults.maxSteps,
    )
    .addHelpText(
      "after",
      "\nPlays random playouts through the engine's legal actions and holds every step to the engine contract\n" +
        "(legal actions accepted, refusals change nothing, nothing else accepted, inputs never written, plain JSON,\n" +
        "replay and mid-game JSON continuation byte for byte, a finished game refuses everything).\n" +
        "Exit 0 when no playout breaks it; 1 with the broken promise and the shortest action log that shows it\n" +
        "(shrunk by fast-check; --seed reproduces it); 2 when the input cannot be read.",
    );
}

/**
 * Runs the kit and prints the report; a violation is a rule failure (exit 1) carrying the report.
 * The kit (and fast-check under it) is loaded here, by the `check` commands alone: every other
 * command of a group starts without it.
 */
export async function runEngineCheck<State, Action, Event>(
  source: string,
  flags: CheckFlags,
  engine: Engine<State, Action, Event>,
  options: Omit<CheckEngineOptions<State, Action>, "runs" | "maxSteps" | "seed">,
): Promise<void> {
  const { checkEngine } = await import("@rulekit/core/testing");
  const report: EngineCheckReport<Action> = checkEngine(engine, {
    ...options,
    runs: flags.runs,
    maxSteps: flags.maxSteps,
    seed: flags.seed,
  });
  if (report.ok) {
    printResult(
      flags,
      { source, ...report },
      (r) =>
        `${r.source}: the engine contract holds over ${r.runs} playouts, ${r.steps} actions (seed ${r.seed})`,
    );
    return;
  }
  if (!flags.json) {
    writeText(process.stdout, `${source}: ${report.check}: ${report.message}\n`);
    const lines = report.actions.map((a, i) => `  ${i + 1}. ${JSON.stringify(a)}\n`);
    writeText(process.stdout, lines.join(""));
  }
  const from = report.playoutSeed === null ? "its start state" : `playout seed ${report.playoutSeed}`;
  throw ruleFailure(
    `${source}: engine contract broken: ${report.check}: ${report.message} (${report.actions.length} action(s) from ${from}; --seed ${report.seed})`,
    { source, ...report },
    { code: "contract_violation", path: source },
  );
}
