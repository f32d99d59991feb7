import { inertReplay, inertText, parseArenaReplay, verifyReplay } from "@rulekit/rps-arena";
import { replayGame } from "@rulekit/rps-grid";
import { ruleFailure } from "../../../io/errors.js";
import { note, printResult } from "../../../io/output.js";
import { expectKind, readJsonInput } from "../../../io/read-input.js";
import { traceStart, traceStep } from "../engine/trace-step.js";
import { inertErrors, shown } from "./inert-output.js";

/** `rulekit rps replay`: re-runs the engine over a replay and checks it against what was recorded. */
export const replayAction = inertErrors(async (path: string | undefined, flags: { json?: boolean }) => {
  const { source, data } = await readJsonInput(path);
  // Strictly: a state hash of the wrong type, or missing on some moves, is a format error (exit 2).
  const parsed = expectKind(source, "replay", parseArenaReplay(data));
  // Whoever wrote the file chose its names and messages: shown inert, here and under --json.
  const replay = inertReplay(parsed);
  const check = verifyReplay(parsed);
  // The boards are the CLI's own run of the same moves: the arena's Games belong to its own copy of
  // @rulekit/rps-grid, which the CLI's (bundled) copy does not read.
  const run = replayGame(parsed);
  for (const line of check.notes) note(`${shown(source)}: ${inertText(line)}`);
  const problems = check.problems.map((p) => inertText(p, { maxChars: 300 }));
  const value = {
    ok: check.ok,
    problems,
    engine: check.engine,
    result: replay.result,
    bots: replay.bots,
    seed: replay.seed,
    moves: replay.moves.length,
    initial: traceStart(run.initial),
    // Like `rps trace`'s steps, with what the replay recorded and whether the state matches it.
    steps: check.steps.map((s, i) => ({
      ply: s.ply,
      player: s.player,
      requestId: inertText(s.requestId, { maxChars: 100 }),
      ...traceStep(run.steps[i]!.game, s.move, s.lastMove),
      stateHash: s.stateHash,
      stateMatches: s.stateMatches,
    })),
  };
  if (!check.ok) {
    throw ruleFailure(`${source}: replay does not verify: ${problems.slice(0, 3).join("; ")}`, value);
  }
  printResult(flags, value, () => {
    const { result } = replay;
    const outcome =
      result.status === "finished"
        ? result.winner === null
          ? `draw (${shown(result.winReason ?? "")})`
          : `${replay.bots[result.winner].name} (player ${result.winner}) wins: ${shown(result.winReason ?? "")}`
        : result.fault
          ? `${replay.bots[result.fault.player].name} (player ${result.fault.player}) lost by ${shown(result.fault.code)}`
          : `no result (${shown(result.winReason ?? "")})`;
    return `${shown(source)}: verified ${replay.moves.length} moves and the result — ${outcome}`;
  });
});
