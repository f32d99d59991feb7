import type { Command } from "commander";
import { placeholderGroup } from "../../io/command.js";

export function registerCards(program: Command): void {
  placeholderGroup(program, "cards", "Card combat: full runs, replays, simulations, content validation");
}
