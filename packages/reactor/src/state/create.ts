import { type ParseResult, RulekitValidationError } from "@rulekit/core";
import { resolveBalance } from "../balance/resolve.js";
import type { Balance } from "../balance/schema.js";
import { forecastState } from "../forecast/forecast.js";
import type { Level } from "../level/schema.js";
import type { Issue, ValidationReport } from "../validation/types.js";
import { validateLevel } from "../validation/validate.js";
import { initialState } from "./initial-state.js";
import { trustState } from "./state-check.js";
import type { GameState } from "./types.js";

/** A started game, or why the level cannot run; either way with the whole validation report (warnings too). */
export type StartResult =
  | { ok: true; state: GameState; report: ValidationReport }
  | { ok: false; errors: Issue[]; report: ValidationReport };

/** Validates the level and starts it (with its first forecast); validation errors block running. */
export function startGame(level: Level): StartResult {
  const report = validateLevel(level);
  if (!report.ok) return { ok: false, errors: report.errors, report };
  // validateLevel refuses a level whose balance does not resolve (balance-invalid), so this one resolves.
  const balance = (resolveBalance(level.balance) as Extract<ParseResult<Balance>, { ok: true }>).value;
  // The game keeps its own copy: the caller may go on editing its level object.
  const state = initialState(structuredClone(level), balance);
  state.forecast = forecastState(state, balance.forecastHorizon);
  // Step 16's rule: a forecast loss turns a Stable or Caution level Critical.
  const calm =
    state.levelState === "Caution" ||
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: a new game is never Stable (a bound consumer is not producing before the first simulation: Caution at least), and a forecast loss finds it Caution or Critical, so this test cannot change the result
    state.levelState === "Stable";
  if (state.forecast.lossTurn !== null && calm) state.levelState = "Critical";
  return { ok: true, state: trustState(state), report };
}

/** Like startGame, but throws a RulekitValidationError listing the errors of an invalid level. */
export function newGame(level: Level): GameState {
  const started = startGame(level);
  if (started.ok) return started.state;
  throw new RulekitValidationError(
    "reactor level",
    started.errors.map((e) => ({ path: e.location.path, code: e.code, message: e.message })),
  );
}
