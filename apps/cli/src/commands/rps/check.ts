import {
  fromState,
  type Game,
  newGame,
  type ProtocolState,
  type RuleSet,
  rpsGridEngine,
  toProtocolState,
} from "@rulekit/rps-grid";
import type { Command } from "commander";
import { type CheckSetup, checkSubject } from "../../io/check-task.js";
import { type CheckFlags, checkCommand, runCheckCommand } from "../../io/engine-check.js";
import { loadRules, SHIPPED_RULES_HELP } from "./engine/load-rules.js";

/** The check of a loaded RuleSet: seeded games with repetitionLimit lifted (see the help). */
export const rpsCheck: CheckSetup<RuleSet> = (_source, rules) => {
  const played: RuleSet = { ...rules, repetitionLimit: Math.max(rules.repetitionLimit, 100_000) };
  return checkSubject(rpsGridEngine, {
    initial: (seed: number) => newGame(played, seed),
    isTerminal: (g) => g.status === "finished",
    serialize: (g: Game) => ({ rules: g.rules, seed: g.seed, state: toProtocolState(g) }),
    revive: (json) => {
      const { rules: r, seed, state } = json as { rules: RuleSet; seed: string | null; state: ProtocolState };
      return fromState(r, state, seed === null ? {} : { seed });
    },
  });
};

/** `rulekit rps check [ruleset]`: the conformance kit over seeded games of a RuleSet. */
export function registerCheckCommand(group: Command): void {
  checkCommand(group, "check [ruleset]", "check the engine contract on random games of a RuleSet", {
    runs: 50,
    maxSteps: 300,
  })
    .addHelpText(
      "after",
      `\nThe RuleSet is a file or a shipped one by name (${SHIPPED_RULES_HELP}; default classic). A game's JSON form is\n` +
        "its RuleSet, seed and protocol state; the protocol state carries no repetition count, so the playouts\n" +
        "lift repetitionLimit (repetition draws are pinned by the engine's decision tests).",
    )
    .action(async (spec: string | undefined, flags: CheckFlags) => {
      const { source, rules } = loadRules(spec ?? "classic");
      await runCheckCommand("rps", source, rules, rpsCheck, flags);
    });
}
