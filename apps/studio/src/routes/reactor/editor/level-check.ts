import type { ForecastReport, Issue, Level, LevelState, ValidationReport } from "@rulekit/reactor";

/** What the editor shows about the level being authored: its validation and, when it can run, its start. */
export interface LevelCheck {
  report: ValidationReport;
  /** The level state at the start and the forecast from there (null while the level has errors). */
  start: { levelState: LevelState; forecast: ForecastReport | null } | null;
}

/** The check of a level that could not be checked: one error saying why (it blocks Save and Run). */
export function failedCheck(reason: string): LevelCheck {
  const error: Issue = {
    code: "malformed",
    severity: "error",
    message: `the level could not be checked (${reason}); reload the page to try again`,
    location: { path: "$" },
  };
  return { report: { ok: false, errors: [error], warnings: [] }, start: null };
}

export type CheckRunner = (level: Level) => Promise<LevelCheck>;

export interface CheckQueue {
  /** Asks for a check of `level`; while a check runs, only the newest level asked for waits its turn. */
  submit(level: Level): void;
  /** Drops what waits and ignores the result of what runs. */
  dispose(): void;
}

/**
 * Runs checks one at a time, always on the newest level: a paint stroke over many cells asks for a check
 * per cell, but at most one runs and one waits, so the result is never more than one check behind.
 * A runner that fails (a broken worker) gives a check with that one error, so Save and Run stay blocked.
 */
export function createCheckQueue(
  run: CheckRunner,
  onResult: (level: Level, check: LevelCheck) => void,
): CheckQueue {
  let running = false;
  let waiting: Level | null = null;
  let disposed = false;
  const start = (level: Level) => {
    running = true;
    run(level)
      .catch((error: Error) => failedCheck(error.message))
      .then((check) => {
        if (!disposed) onResult(level, check);
      })
      .finally(() => {
        running = false;
        const next = waiting;
        waiting = null;
        if (next && !disposed) start(next);
      });
  };
  return {
    submit(level) {
      if (running) waiting = level;
      else start(level);
    },
    dispose() {
      disposed = true;
      waiting = null;
    },
  };
}
