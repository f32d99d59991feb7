import {
  type ForecastReport,
  type Level,
  type LevelState,
  startGame,
  type ValidationReport,
} from "@rulekit/reactor";

/** What the editor shows about the level being authored: its validation and, when it can run, its start. */
export interface LevelCheck {
  report: ValidationReport;
  /** The level state at the start and the forecast from there (null while the level has errors). */
  start: { levelState: LevelState; forecast: ForecastReport | null } | null;
}

/** Validates the level and, when it has no errors, starts it once for the live forecast (one validation). */
export function checkLevel(level: Level): LevelCheck {
  const started = startGame(level);
  return {
    report: started.report,
    start: started.ok ? { levelState: started.state.levelState, forecast: started.state.forecast } : null,
  };
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
 * A runner that fails (a broken worker) is replaced by checking on the calling thread.
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
      .catch(() => checkLevel(level))
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

export type CheckReply = { ok: true; check: LevelCheck } | { ok: false; error: string };

/**
 * Checks in a Web Worker so validation and the 5-turn forecast of a big level never block editing.
 * Null where workers do not exist (unit tests run on the calling thread instead).
 */
export function workerRunner(): (CheckRunner & { terminate(): void }) | null {
  if (typeof Worker === "undefined") return null;
  const worker = new Worker(new URL("./check-worker.ts", import.meta.url), { type: "module" });
  // The queue keeps one check in flight, so one pending promise is enough.
  let pending: { resolve: (c: LevelCheck) => void; reject: (e: Error) => void } | null = null;
  worker.onmessage = (event: MessageEvent<CheckReply>) => {
    const reply = event.data;
    if (reply.ok) pending?.resolve(reply.check);
    else pending?.reject(new Error(reply.error));
    pending = null;
  };
  worker.onerror = (event) => {
    event.preventDefault();
    pending?.reject(new Error(event.message || "the check worker failed"));
    pending = null;
  };
  const run = (level: Level) =>
    new Promise<LevelCheck>((resolve, reject) => {
      pending = { resolve, reject };
      worker.postMessage(level);
    });
  return Object.assign(run, { terminate: () => worker.terminate() });
}
