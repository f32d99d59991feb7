import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { usageError } from "../../io/errors.js";
import { type JsonFlag, printResult } from "../../io/output.js";
import { progressWhen } from "../../io/progress.js";
import { runSearchCommand, SEARCH_HELP } from "./search-task.js";
import { formatMove, LEVEL_ARG_HELP, parseDirection, parseMoves, readLevelInput } from "./shared.js";

interface AnalyzeOptions extends JsonFlag {
  moves?: string;
  select?: string;
  hint?: boolean;
  progress?: boolean;
}

function parseSelection(text: string) {
  const match = /^(\d+)(?::([a-zA-Z]+))?$/.exec(text.trim());
  const direction = match?.[2] === undefined ? null : parseDirection(match[2]);
  if (!match || (match[2] !== undefined && direction === null)) {
    throw usageError(`--select: '${text}' is not node or node:direction`);
  }
  return { node: Number(match[1]), direction };
}

export function registerAnalyze(group: Command): void {
  jsonCommand(group, "analyze [level]", "print the Rule Analyzer's agent snapshot (after optional moves)")
    .option("--moves <list>", "moves to play first, node:direction comma-separated")
    .option("--select <node[:direction]>", "the selected node (and direction) to preview")
    .option("--hint", "also give the hint, the exact distance to Full Rescue and the near-miss check")
    .option("--progress", "show progress on stderr even when it is not a terminal, or under --json")
    .option("--no-progress", "show no progress")
    .addHelpText("after", LEVEL_ARG_HELP)
    .addHelpText("after", SEARCH_HELP("the analysis"))
    .action(async (path: string | undefined, options: AnalyzeOptions) => {
      const moves = options.moves ? parseMoves(options.moves) : [];
      const selection = options.select ? parseSelection(options.select) : {};
      const task = {
        kind: "analyze" as const,
        ...(await readLevelInput(path)),
        moves,
        selection,
        hint: options.hint === true,
      };
      // On a worker thread (the level's optimum, and with --hint two more exact searches), so that a
      // Ctrl-C while it works is heard.
      const { snapshot, output } = await runSearchCommand(
        "analyzing",
        task,
        progressWhen(options.progress),
        "the analysis was stopped",
      );
      printResult(options, output, () =>
        [
          `nodes: ${snapshot.nodes.map((n) => (n.type === "wet_pit" ? `${n.index}:W` : `${n.index}:${n.starfish}`)).join(" ")}`,
          `turns ${snapshot.turnsUsed}/${snapshot.maxTurns} (optimal ${snapshot.optimalTurns}) · remaining ${snapshot.remainingStarfish} · ${snapshot.levelStatus}`,
          `legal moves: ${snapshot.legalMoves.map(formatMove).join(", ") || "none"}`,
          ...(snapshot.selectedNodeIndex === null
            ? []
            : [
                `selected ${snapshot.selectedNodeIndex}${snapshot.direction ? ` ${snapshot.direction}` : ""}: route ${snapshot.previewRoute.map((s) => s.index).join("→") || "-"}, STOP ${snapshot.stopIndex ?? "-"}, captures ${snapshot.captureCandidates.map((c) => `${c.empty}→${c.rich}`).join(", ") || "none"}`,
              ]),
          `Final Tide Sweep available: ${snapshot.finalTideSweepAvailable ? "yes" : "no"}`,
          ...("hint" in output
            ? [
                `hint: ${output.hint.message}`,
                `distance to Full Rescue: ${output.distanceToFullRescue ?? "impossible"}`,
              ]
            : []),
        ].join("\n"),
      );
    });
}
