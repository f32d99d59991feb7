import type { Command } from "commander";
import { registerRpsArenaCommands } from "./arena.js";
import { registerRpsEngineCommands } from "./engine.js";

/**
 * Commander's own usage errors (missing option, unknown option, bad argument) in the CLI's error
 * shape: one line starting `rulekit: `, the "did you mean" hint on the same line.
 */
export function oneLineCommanderError(text: string, write: (text: string) => void): void {
  const body = text
    .replace(/^error: /, "")
    .trim()
    .replace(/\s*\n\s*/g, " ");
  write(`rulekit: ${body}\n`);
}

/** `rulekit rps …`: engine commands (rules, trace, new, perft) and arena commands (match, tournament, replay). */
export function registerRps(program: Command): void {
  const group = program
    .command("rps")
    .description("OTTv2 RPS grid: rules, trace, perft, bot matches, tournaments, replays")
    // Subcommands copy this setting when they are created below.
    .configureOutput({ outputError: oneLineCommanderError });
  registerRpsEngineCommands(group);
  registerRpsArenaCommands(group);
}
