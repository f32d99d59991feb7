import { LEVEL_STATES, newGame, replayActions } from "@rulekit/reactor";
import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { ruleFailure, usageError } from "../../io/errors.js";
import { printResult, writeText } from "../../io/output.js";
import { createProgress } from "../../io/progress.js";
import {
  readActions,
  readLevel,
  refusedLine,
  resolveActionsArg,
  resolveLevelArg,
  TUTORIAL_HELP,
} from "./load.js";
import { eventLines } from "./render.js";

interface RunOptions {
  actions?: string;
  expect?: string;
  json?: boolean;
}

export function registerRunCommand(group: Command): void {
  jsonCommand(
    group,
    "run <level>",
    "play a recorded action list: turn-by-turn level state, events and the final result",
  )
    .addHelpText("after", TUTORIAL_HELP)
    .option(
      "--actions <file>",
      "the actions: a JSON array or a reactor-actions file (for a tutorial level by name: solution, lose; default: solution)",
    )
    .option(
      "--expect <state>",
      `fail (exit 1) unless the final level state is this (${LEVEL_STATES.join(", ")}); defaults to the file's "expect"`,
    )
    .addHelpText("after", "\nA refused action stops the run with exit 1 and says which action and why.")
    .action((levelArg: string, opts: RunOptions) => {
      const { path: levelPath, tutorial } = resolveLevelArg(levelArg);
      const { level } = readLevel(levelPath);
      const actionsPath = resolveActionsArg(opts.actions, tutorial);
      const recorded = readActions(actionsPath);
      const expected = opts.expect ?? recorded.expect;
      if (expected !== undefined && !(LEVEL_STATES as readonly string[]).includes(expected)) {
        throw usageError(`--expect must be one of ${LEVEL_STATES.join(", ")}, got '${expected}'`, undefined, {
          code: opts.expect === undefined ? "invalid_input" : "usage",
          path: opts.expect === undefined ? actionsPath : undefined,
        });
      }
      // Every turn runs a simulation and a forecast: a long list takes seconds, so it shows a bar.
      const progress =
        recorded.actions.length >= 500 ? createProgress("actions", recorded.actions.length) : null;
      const outcome = replayActions(newGame(level), recorded.actions, {
        onAction: progress ? () => progress.tick() : undefined,
      });
      progress?.done();
      const final = outcome.state;
      const result = {
        level: level.meta.id,
        result: final.levelState,
        turn: final.turn,
        loss: final.loss,
        reactors: final.reactors,
        actions: recorded.actions.length,
        turns: outcome.turns.map((t) => ({
          turn: t.turn,
          actions: t.actions,
          levelState: t.levelState,
          events: t.log,
        })),
        openActions: outcome.openActions,
        ...(outcome.refused ? { refused: outcome.refused } : {}),
      };
      if (outcome.refused) {
        throw ruleFailure(refusedLine(actionsPath, outcome.refused), result, {
          code: "refused",
          path: actionsPath,
        });
      }
      if (expected !== undefined && final.levelState !== expected) {
        if (!opts.json) writeText(process.stdout, `${humanRun(result)}\n`);
        throw ruleFailure(`${actionsPath}: expected ${expected}, got ${final.levelState}`, result, {
          code: "unexpected_result",
          path: actionsPath,
        });
      }
      printResult(opts, result, humanRun);
    });
}

function humanRun(r: {
  level: string;
  result: string;
  turn: number;
  loss: { message: string } | null;
  turns: { turn: number; actions: unknown[]; levelState: string; events: Parameters<typeof eventLines>[0] }[];
  openActions: unknown[];
}): string {
  const lines = [`${r.level}:`];
  for (const t of r.turns) {
    lines.push(`turn ${t.turn}: ${t.actions.length} action(s) → ${t.levelState}`);
    lines.push(...eventLines(t.events));
  }
  if (r.openActions.length > 0)
    lines.push(`turn ${r.turn}: ${r.openActions.length} action(s) so far, turn not ended`);
  lines.push(`result: ${r.result}${r.loss ? ` — ${r.loss.message}` : ""}`);
  return lines.join("\n");
}
