import {
  type AttemptState,
  boardHint,
  canStillFullRescue,
  classifyNearMiss,
  commit,
  hint,
  isAnalyzerUnknown,
  newAttempt,
  ratingBands,
} from "@rulekit/shell-tide";
import { z } from "zod";
import { unknownAnswer } from "../answer.js";
import type { McpContext } from "../context.js";
import type { ReadOnlyTool } from "../tool.js";
import { STATE_INPUT } from "./inputs.js";
import { HintAnswerSchema, RatingBandsSchema, RecapSchema } from "./schemas.js";
import { resolveState } from "./state.js";
import { hintWords, recapWords } from "./words.js";

const StateOnly = z.object(STATE_INPUT);
type StateArgs = z.output<typeof StateOnly>;

/**
 * `shell_tide_hint`: a target or pattern to watch — never a move, a direction or a sequence. About a
 * state the agent names (level and moves, an attempt) it answers from the rules alone (`boardHint`: what
 * the board's previews show); only about the game host's session does it answer from the solver (`hint`:
 * what the shortest route hinges on, and whether Full Rescue still fits the turns left). An agent that
 * asks about board after board therefore learns nothing a search over the rules would not (docs/mcp.md).
 */
export function hintTool(context: McpContext) {
  return {
    name: "shell_tide_hint",
    title: "Shell Tide: hint",
    description:
      "A hint: a node to watch (a Vortex point, the Final Tide Sweep's last pile, a wet pit, a pile to set up) or a pattern — never a move, a direction or a sequence. Without state arguments it answers about the game host's session (the attempt in play) from the exact solver, with whether Full Rescue still fits the turns left; about a level and moves or an attempt the agent names, it answers from the rules alone (what the legal previews show).",
    input: StateOnly,
    result: HintAnswerSchema,
    run: (args: StateArgs) => {
      const resolved = resolveState(args, context);
      if ("unknown" in resolved) return resolved;
      const { state, fromSession } = resolved;
      const locale = args.locale ?? "en";
      const h = fromSession ? hint(state) : boardHint(state);
      const still = fromSession ? canStillFullRescue(state) : null;
      if (h.kind === "unknown") return unknownAnswer(h.code, h.reason, locale);
      if (isAnalyzerUnknown(still)) return unknownAnswer(still.unknown.code, still.unknown.reason, locale);
      const text = hintWords(h, state.levelStatus, locale);
      const result = {
        hint: h,
        text,
        locale,
        watch: h.target === undefined ? [] : [h.target],
        knowledge: fromSession ? ("solver" as const) : ("rules" as const),
        fullRescueStillPossible: still,
        turnsLeft: Math.max(0, state.maxTurns - state.turnsUsed),
      };
      return { result, text };
    },
  } satisfies ReadOnlyTool<typeof StateOnly, typeof HintAnswerSchema>;
}

/** Where the STOP of the attempt's last move landed (replayed from the level's start), if any. */
function lastStopOf(state: AttemptState): number | null {
  let replay = newAttempt(state.level, { optimalTurns: state.optimalTurns, maxTurns: state.maxTurns });
  let stop: number | null = null;
  for (const move of state.moves) {
    const result = commit(replay, move);
    if (!result.ok) return null;
    const sow = result.events.find((e) => e.type === "sow");
    stop = sow?.type === "sow" ? sow.stop : null;
    replay = result.state;
  }
  return stop;
}

/** `shell_tide_near_miss`: the recap of a failed attempt — the piles left and the STOP to watch. */
export function nearMissTool(context: McpContext) {
  return {
    name: "shell_tide_near_miss",
    title: "Shell Tide: near-miss recap",
    description:
      "The near-miss recap of an attempt (seed 000): whether it is a near-miss (lost, 10–30% left in one rescue target — never several scattered piles — and one more turn would show a Full Rescue), the piles left, the target and where the last STOP landed. Names a target to watch, never a move sequence.",
    input: StateOnly,
    result: RecapSchema,
    run: (args: StateArgs) => {
      const resolved = resolveState(args, context);
      if ("unknown" in resolved) return resolved;
      const { state } = resolved;
      const locale = args.locale ?? "en";
      const report = classifyNearMiss(state);
      if (isAnalyzerUnknown(report)) return unknownAnswer(report.unknown.code, report.unknown.reason, locale);
      const lastStop = lastStopOf(state);
      const text = recapWords(report, lastStop, locale);
      const watch = report.nearMiss && report.rescueTarget !== null ? [report.rescueTarget] : report.piles;
      return { result: { report, text, locale, watch, lastStop }, text };
    },
  } satisfies ReadOnlyTool<typeof StateOnly, typeof RecapSchema>;
}

/** `shell_tide_rating_bands`: the turn ranges of 3★, 2★ and 1★ and which are still ahead. */
export function ratingBandsTool(context: McpContext) {
  return {
    name: "shell_tide_rating_bands",
    title: "Shell Tide: rating bands",
    description:
      "The rating bands of the level (turns for 3★, 2★, 1★ after Full Rescue; 0★ without it) and, after the moves, which bands are still ahead. Stars are never a promise: they come only with a Full Rescue.",
    input: StateOnly,
    result: RatingBandsSchema,
    run: (args: StateArgs) => {
      const resolved = resolveState(args, context);
      if ("unknown" in resolved) return resolved;
      const { state } = resolved;
      const o = state.optimalTurns;
      const playing = state.levelStatus === "playing";
      const bands =
        o === null
          ? []
          : ([3, 2, 1] as const)
              .map((stars) => {
                const [fromTurn, toTurn] = ratingBands(o, state.maxTurns)[stars];
                return { stars, fromTurn, toTurn, open: playing && state.turnsUsed < toTurn };
              })
              .filter((band) => band.fromTurn <= band.toTurn);
      const result = {
        optimalTurns: o,
        maxTurns: state.maxTurns,
        turnsUsed: state.turnsUsed,
        levelStatus: state.levelStatus,
        rating: state.rating,
        bands,
      };
      const range = (b: (typeof bands)[number]) =>
        b.fromTurn === b.toTurn ? `turn ${b.fromTurn}` : `turns ${b.fromTurn}–${b.toTurn}`;
      const text =
        bands.length === 0
          ? "This level has no Full Rescue, so it has no rating bands."
          : [
              `${bands.map((b) => `${b.stars}★ ${range(b)}`).join(" · ")} (stars only after Full Rescue)`,
              `${state.turnsUsed} turn(s) used, ${state.levelStatus}${state.rating === null ? "" : `, rating ${state.rating}★`}; bands still ahead: ${
                bands
                  .filter((b) => b.open)
                  .map((b) => `${b.stars}★`)
                  .join(", ") || "none"
              }`,
            ].join("\n");
      return { result, text };
    },
  } satisfies ReadOnlyTool<typeof StateOnly, typeof RatingBandsSchema>;
}
