import { type Move, newAttempt, shellTideEngine } from "@rulekit/shell-tide";
import type { Command } from "commander";
import { type CheckFlags, checkCommand, runEngineCheck } from "../../io/engine-check.js";
import { LEVEL_ARG_HELP, loadLevel, withLimits } from "./shared.js";

/** `rulekit shell-tide check [level]`: the conformance kit over random attempts at a level. */
export function registerCheck(group: Command): void {
  checkCommand(group, "check [level]", "check the engine contract on random attempts at a level", {
    runs: 200,
    maxSteps: 40,
  })
    .addHelpText("after", LEVEL_ARG_HELP)
    .action(async (path: string | undefined, flags: CheckFlags) => {
      const { source, level } = await loadLevel(path);
      const start = withLimits(source, () => newAttempt(level));
      // Every node (and one past each end) in both directions: the near misses of the legal moves.
      const probes = (): Move[] =>
        Array.from({ length: level.nodes.length + 2 }, (_, i) => i - 1).flatMap((node) =>
          (["left", "right"] as const).map((direction) => ({ node, direction })),
        );
      await runEngineCheck(source, flags, shellTideEngine, {
        initial: () => start,
        isTerminal: (s) => s.levelStatus !== "playing",
        probes,
      });
    });
}
