import { type Level, LevelSchema } from "../level/schema.js";
import { newGame } from "../state/create.js";
import type { GameState } from "../state/types.js";
import { forecastState } from "./forecast.js";
import type { ForecastReport } from "./types.js";

/**
 * Forecasts a running game or a level's start (`horizon` defaults to the balance's forecast horizon).
 * Deterministic simulations over a copy: the input is never changed. A level must validate.
 */
export function forecast(input: GameState | Level, horizon?: number): ForecastReport {
  if (
    horizon !== undefined &&
    (!Number.isInteger(horizon) || horizon < 1 || horizon > MAX_FORECAST_HORIZON)
  ) {
    throw new RangeError(
      `forecast: the horizon must be an integer from 1 to ${MAX_FORECAST_HORIZON}, got ${horizon}`,
    );
  }
  const state = isLevel(input) ? newGame(input) : input;
  return forecastState(state, horizon ?? state.balance.forecastHorizon);
}

/** The longest forecast (the balance's own `forecastHorizon` has the same bound). */
export const MAX_FORECAST_HORIZON = 50;

function isLevel(input: GameState | Level): input is Level {
  return (
    // Stryker disable next-line StringLiteral: the `in` test is only a shortcut; a key that never matches leaves the decision to LevelSchema (strict), which a game state never passes
    !("balance" in input && "hazards" in input && "turn" in input) && LevelSchema.safeParse(input).success
  );
}
