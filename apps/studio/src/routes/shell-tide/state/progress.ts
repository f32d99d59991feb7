/**
 * Per-level progress: best stars, completion and a count of what the player did (the activity log the
 * Level 1 briefing guard reads). Pure functions over plain JSON; the page persists the result.
 */
export type Stars = 0 | 1 | 2 | 3;

/** `level_start` is logged for completeness but never counts as having played (seed 001). */
export type LevelActivity =
  | "level_start"
  | "preview"
  | "commit"
  | "win"
  | "fail"
  | "reward"
  | "briefing_done"
  /** The player went through a new mechanic's Dolphin beat to its start button. */
  | "intro_done";

export interface LevelProgress {
  bestStars: Stars;
  completed: boolean;
  activity: Partial<Record<LevelActivity, number>>;
}

export interface Progress {
  version: 1;
  levels: Record<string, LevelProgress>;
}

export const emptyProgress = (): Progress => ({ version: 1, levels: {} });

const EMPTY_LEVEL: LevelProgress = { bestStars: 0, completed: false, activity: {} };

export function levelProgress(progress: Progress, level: number): LevelProgress {
  return progress.levels[String(level)] ?? EMPTY_LEVEL;
}

export function starsFor(progress: Progress, level: number): Stars {
  return levelProgress(progress, level).bestStars;
}

export function recordActivity(progress: Progress, level: number, activity: LevelActivity): Progress {
  const current = levelProgress(progress, level);
  const next: LevelProgress = {
    ...current,
    activity: { ...current.activity, [activity]: (current.activity[activity] ?? 0) + 1 },
  };
  return { version: 1, levels: { ...progress.levels, [String(level)]: next } };
}

/** A Full Rescue: keeps the best rating ever earned and marks the level completed. */
export function recordWin(progress: Progress, level: number, stars: Stars): Progress {
  let next = recordActivity(progress, level, "win");
  if (stars > 0) next = recordActivity(next, level, "reward");
  const current = levelProgress(next, level);
  const bestStars = Math.max(current.bestStars, stars) as Stars;
  return {
    version: 1,
    levels: { ...next.levels, [String(level)]: { ...current, bestStars, completed: true } },
  };
}

/**
 * Spec §7: the Dolphin's briefing only when the level has no preview, commit, win, fail or reward yet and is
 * not completed; `level_start` (e.g. from preload) does not count. The studio also stops it once the player
 * has been through it to the end (`briefing_done`), so it is shown once.
 */
export function briefingDue(progress: Progress, level = 1): boolean {
  const entry = levelProgress(progress, level);
  if (entry.completed) return false;
  const played: LevelActivity[] = ["preview", "commit", "win", "fail", "reward", "briefing_done"];
  return played.every((activity) => (entry.activity[activity] ?? 0) === 0);
}

/**
 * A new mechanic's beat is read through the first time; once the player has finished it, or played the
 * level at all (a preview, a move, an end), it is a replay and may be skipped.
 */
export function introDue(progress: Progress, level: number): boolean {
  const entry = levelProgress(progress, level);
  if (entry.completed) return false;
  const seen: LevelActivity[] = ["preview", "commit", "win", "fail", "intro_done"];
  return seen.every((activity) => (entry.activity[activity] ?? 0) === 0);
}

/** "Legacy progress" (spec §7): anything showing the player has already played makes them a returning player. */
export function hasPlayed(progress: Progress): boolean {
  return Object.values(progress.levels).some(
    (entry) => entry.completed || entry.bestStars > 0 || (entry.activity.commit ?? 0) > 0,
  );
}

export function asProgress(value: unknown): Progress {
  if (typeof value !== "object" || value === null) return emptyProgress();
  const levels = (value as { levels?: unknown }).levels;
  if (typeof levels !== "object" || levels === null) return emptyProgress();
  const out: Progress = emptyProgress();
  for (const [key, raw] of Object.entries(levels as Record<string, unknown>)) {
    if (typeof raw !== "object" || raw === null) continue;
    const entry = raw as Partial<LevelProgress>;
    const stars = entry.bestStars;
    out.levels[key] = {
      bestStars: stars === 1 || stars === 2 || stars === 3 ? stars : 0,
      completed: entry.completed === true,
      activity: typeof entry.activity === "object" && entry.activity !== null ? { ...entry.activity } : {},
    };
  }
  return out;
}
