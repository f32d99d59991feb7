import { type Game, type ProtocolMove, play } from "@rulekit/rps-grid";
import type { Command } from "commander";
import { jsonCommand } from "../../../io/command.js";
import { ruleFailure, usageError } from "../../../io/errors.js";
import { INPUT_FORMATS } from "../../../io/input-limits.js";
import { printResult, writeText } from "../../../io/output.js";
import { pathOf, readJsonInput } from "../../../io/read-input.js";
import { moveText, outcomeText } from "./board-text.js";
import { inlineRules, startGame } from "./load-rules.js";
import { type MoveArray, type TraceStep, traceStart, traceStep } from "./trace-step.js";

/**
 * `rulekit rps trace [file]`: plays `{ rules, state?, seed?, moves: [[fr, fc, tr, tc], …] }` and
 * prints every step. An illegal move stops the trace with exit 1 and the reason.
 */
export function registerTraceCommand(group: Command): void {
  jsonCommand(
    group,
    "trace [file]",
    "play a list of moves from a seed or a state and print every step (file or stdin)",
  )
    .addHelpText(
      "after",
      `
Input: { "rules"?: RuleSet | "classic" (default), "seed"?: string, "state"?: protocol state,
         "moves": [[fromRow, fromCol, toRow, toCol], ...] }   (state absent → new game from seed)`,
    )
    .action(async (file: string | undefined, options: { json?: boolean }) => {
      const { source, data } = await readJsonInput(file, INPUT_FORMATS.rpsTrace);
      if (typeof data !== "object" || data === null || Array.isArray(data)) {
        throw usageError(`${source}: expected an object { rules, seed?, state?, moves }`, undefined, {
          code: "invalid_input",
          path: pathOf(source),
        });
      }
      const input = data as Record<string, unknown>;
      const rules = inlineRules(source, input.rules);
      const moves = parseMoves(source, input.moves);
      const seed = input.seed === undefined ? undefined : seedOf(source, input.seed);
      let game = startGame(source, rules, { seed, state: input.state });
      const initial = traceStart(game);
      const steps: TraceStep[] = [];
      for (let i = 0; i < moves.length; i++) {
        const [fromRow, fromCol, toRow, toCol] = moves[i]!;
        const move: ProtocolMove = { fromRow, fromCol, toRow, toCol };
        const result = play(game, move);
        if (!result.ok) {
          const trace = { initial, steps };
          if (!options.json) writeText(process.stdout, humanTrace(trace, game));
          throw ruleFailure(
            `${source}: moves[${i}] ${moveText(move)}: ${result.code}: ${result.message}`,
            { ...trace, failure: { index: i, move: moves[i], code: result.code, message: result.message } },
            { code: "refused", path: pathOf(source) },
          );
        }
        game = result.game;
        steps.push(traceStep(game, move, result.lastMove));
      }
      printResult(options, { initial, steps }, (trace) => humanTrace(trace, game));
    });
}

/**
 * Most moves a trace input may list: every step of the trace carries the whole board, so the output
 * grows with the moves times the board (10 000 moves of a 64 × 64 board is already ~100 MB of JSON).
 */
export const MAX_TRACE_MOVES = 10_000;

function parseMoves(source: string, value: unknown): MoveArray[] {
  const bad = (message: string) =>
    usageError(`${source}: ${message}`, undefined, { code: "invalid_input", path: pathOf(source) });
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw bad("$.moves: expected an array of [fromRow, fromCol, toRow, toCol]");
  if (value.length > MAX_TRACE_MOVES)
    throw bad(`$.moves: at most ${MAX_TRACE_MOVES} moves in one trace, got ${value.length}`);
  return value.map((m, i) => {
    if (!Array.isArray(m) || m.length !== 4 || !m.every((x) => Number.isInteger(x))) {
      throw bad(`$.moves[${i}]: expected [fromRow, fromCol, toRow, toCol] (4 integers)`);
    }
    return m as MoveArray;
  });
}

/** A seed as the trace input gives it: a string or a number (anything else is refused). */
function seedOf(source: string, value: unknown): string {
  if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value)))
    return String(value);
  throw usageError(`${source}: $.seed: expected a string or a number`, undefined, {
    code: "invalid_input",
    path: pathOf(source),
  });
}

function humanTrace(trace: { initial: { legalMoves: MoveArray[] }; steps: TraceStep[] }, game: Game): string {
  const lines = [`start: ${trace.initial.legalMoves.length} legal moves`];
  for (const step of trace.steps) {
    const m = step.lastMove;
    const notes = [
      m.captured ? `captures ${m.captured.type}` : "",
      m.blocked ? "blocked by a shield" : "",
      m.bonus_step ? `dashes to (${m.bonus_step.row},${m.bonus_step.col})` : "",
      m.pickedPowerUp ? "picks up a power-up" : "",
      m.pickedEffect ? `picks up ${m.pickedEffect}` : "",
    ].filter(Boolean);
    lines.push(
      `${step.moveCount}. P${m.player} ${m.pieceType} ${moveText(m)}${notes.length ? ` — ${notes.join(", ")}` : ""}`,
    );
  }
  lines.push(`now: ${outcomeText(game)}`);
  return `${lines.join("\n")}\n`;
}
