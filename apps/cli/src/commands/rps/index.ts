import type { Command } from "commander";
import { placeholderGroup } from "../../io/command.js";

export function registerRps(program: Command): void {
  placeholderGroup(program, "rps", "OTTv2 RPS grid: rules, trace, perft, bot matches, tournaments, replays");
}
