import { type ForecastWarning, forecast, legalActions, MAX_FORECAST_HORIZON, view } from "@rulekit/reactor";
import { z } from "zod";
import { statusText, warningLine } from "../../reactor/render.js";
import type { McpContext } from "../context.js";
import type { ReadOnlyTool } from "../tool.js";
import { ForecastAnswerSchema, GameViewSchema, LegalActionsSchema } from "./schemas.js";
import { REACTOR_STATE_INPUT, type ReactorStateArgs, resolveGame } from "./state.js";

const StateOnly = z.object(REACTOR_STATE_INPUT);

/** `reactor_view`: what the player sees — the underground stays hidden until an all-seeing eye is used. */
export function viewTool(context: McpContext) {
  return {
    name: "reactor_view",
    title: "Reactor: the visible state",
    description:
      "What the player sees of a Reactor level after the actions: surface, props and consumer services, leaks, hazards with bands, reactors, the forecast. The underground layers are null until an all-seeing-eye terminal has been used (diagnosticsUnlocked), as in the game.",
    input: StateOnly,
    result: GameViewSchema,
    run: (args: ReactorStateArgs) => {
      const game = resolveGame(args, context);
      if ("unknown" in game) return game;
      const seen = view(game.state);
      return { result: seen as z.output<typeof GameViewSchema>, text: statusText(seen) };
    },
  } satisfies ReadOnlyTool<typeof StateOnly, typeof GameViewSchema>;
}

/** One warning in a sentence: what happens on which turn if the player only ends turns. */
export function explainWarning(w: ForecastWarning): string {
  const line = warningLine(w);
  switch (w.kind) {
    case "terminal-loss":
      return `${line}: the level would be lost on that turn`;
    case "reactor-ready":
      return `${line}: from then on it can be activated at its reactor control`;
    case "starved-consumer":
      return w.required
        ? `${line}: a starved required consumer keeps its reactor from being ready (it never loses the level by itself)`
        : `${line}: it is not bound to a reactor, so it does not block one`;
    case "hazard-band":
      return `${line}: the ${w.element} on that cell rises into the ${w.band} band`;
    case "rule-event":
      return `${line}: the level's rule event fires`;
  }
}

const ForecastInput = z.object({
  ...REACTOR_STATE_INPUT,
  horizon: z
    .int()
    .min(1)
    .max(MAX_FORECAST_HORIZON)
    .optional()
    .describe("turns to look ahead (default: the level's balance)"),
});

/** `reactor_forecast`: `rulekit reactor forecast --json`, each warning explained. */
export function forecastTool(context: McpContext) {
  return {
    name: "reactor_forecast",
    title: "Reactor: forecast and its warnings",
    description:
      "What the next turns bring if the player only ends turns (the same report as `rulekit reactor forecast --json`), with one sentence explaining each warning. Never changes the game.",
    input: ForecastInput,
    result: ForecastAnswerSchema,
    run: (args: z.output<typeof ForecastInput>) => {
      const game = resolveGame(args, context);
      if ("unknown" in game) return game;
      const report = forecast(game.state, args.horizon);
      const explanations = report.warnings.map(explainWarning);
      const result = { level: game.levelId, levelState: game.state.levelState, ...report, explanations };
      const text = [
        `${game.levelId}: turn ${report.fromTurn}, ${game.state.levelState}; forecast over ${report.horizon} turn(s) if the player only ends turns`,
        ...(explanations.length ? explanations : ["no warnings"]),
      ].join("\n");
      return { result, text };
    },
  } satisfies ReadOnlyTool<typeof ForecastInput, typeof ForecastAnswerSchema>;
}

/** `reactor_legal_actions`: every action the rules accept now, in the engine's order. */
export function legalActionsTool(context: McpContext) {
  return {
    name: "reactor_legal_actions",
    title: "Reactor: legal actions",
    description:
      "Every action the rules accept now (robot moves, interactions, repairs and remedies, heat shield, activation, EndTurn), in the engine's order; empty once the level is won or lost.",
    input: StateOnly,
    result: LegalActionsSchema,
    run: (args: ReactorStateArgs) => {
      const game = resolveGame(args, context);
      if ("unknown" in game) return game;
      const { state } = game;
      const actions = legalActions(state);
      const result = {
        level: game.levelId,
        turn: state.turn,
        actionsLeft: state.actionsLeft,
        levelState: state.levelState,
        legalActions: actions,
      };
      const text = [
        `${game.levelId}: turn ${state.turn}, ${state.actionsLeft} action(s) left, ${state.levelState}; ${actions.length} legal action(s):`,
        ...actions.map((a) => `  ${JSON.stringify(a)}`),
      ].join("\n");
      return { result, text };
    },
  } satisfies ReadOnlyTool<typeof StateOnly, typeof LegalActionsSchema>;
}
