import { type Level, startGame } from "@rulekit/reactor";
import type { LevelCheck } from "../editor/level-check.ts";

/** Validates the level and, when it has no errors, starts it once for the live forecast (one validation). */
export function checkLevel(level: Level): LevelCheck {
  const started = startGame(level);
  return {
    report: started.report,
    start: started.ok ? { levelState: started.state.levelState, forecast: started.state.forecast } : null,
  };
}
