import {
  analyze,
  classifyNearMiss,
  commit,
  distanceToFullRescue,
  hint,
  isAnalyzerUnknown,
  newAttempt,
} from "@rulekit/shell-tide";
import type { Command } from "commander";
import { jsonCommand } from "../../io/command.js";
import { usageError } from "../../io/errors.js";
import { type JsonFlag, printResult } from "../../io/output.js";
import {
  formatMove,
  LEVEL_ARG_HELP,
  loadLevel,
  parseDirection,
  parseMoves,
  refusedMoveError,
  withLimits,
} from "./shared.js";

interface AnalyzeOptions extends JsonFlag {
  moves?: string;
  select?: string;
  hint?: boolean;
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
    .addHelpText("after", LEVEL_ARG_HELP)
    .action(async (path: string | undefined, options: AnalyzeOptions) => {
      const moves = options.moves ? parseMoves(options.moves) : [];
      const selection = options.select ? parseSelection(options.select) : {};
      const { source, level } = await loadLevel(path);
      let state = withLimits(source, () => newAttempt(level));
      for (const [index, move] of moves.entries()) {
        const result = commit(state, move);
        if (!result.ok) {
          throw refusedMoveError(source, index, move, result);
        }
        state = result.state;
      }
      const snapshot = withLimits(source, () => analyze(state, selection));
      // The state was built here from a parsed level and accepted moves: the analyzer reads it.
      if (isAnalyzerUnknown(snapshot)) throw usageError(`${source}: ${snapshot.unknown.reason}`);
      const output = withLimits(source, () =>
        options.hint
          ? {
              snapshot,
              hint: hint(state),
              distanceToFullRescue: distanceToFullRescue(state),
              nearMiss: classifyNearMiss(state),
            }
          : snapshot,
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
