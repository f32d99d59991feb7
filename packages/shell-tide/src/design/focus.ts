import { newAttempt, preview } from "../attempt.js";
import type { LevelProof } from "../balance/types.js";
import type { Level } from "../level/schema.js";
import type { Move, Preview } from "../types.js";

/** Whether a candidate board shows its level's focus (spec §6) on the proof's optimal path. */
export interface FocusCheck {
  ok: boolean;
  note: string;
}

function stepsOf(level: Level, path: readonly Move[]): Preview[] {
  let state = newAttempt(level, { optimalTurns: path.length, maxTurns: path.length + 4 });
  const steps: Preview[] = [];
  for (const move of path) {
    const step = preview(state, move);
    if (!step.ok) return steps;
    steps.push(step);
    state = step.state;
  }
  return steps;
}

const usesArrow = (level: Level, steps: Preview[]) =>
  steps.some((s) => level.nodes[s.source]!.currentDirection);

/** The focus predicates; `proof` may be partial (only the optimal path is needed for most). */
export function checkFocus(
  levelNumber: number,
  level: Level,
  path: readonly Move[],
  proof?: Pick<LevelProof, "midGame">,
): FocusCheck {
  const steps = stepsOf(level, path);
  const captures = steps.reduce((sum, s) => sum + s.captures.length, 0);
  const last = steps[steps.length - 1];
  switch (levelNumber) {
    case 1:
      return { ok: captures >= 1, note: "the one-turn Full Rescue is a Vortex capture" };
    case 2:
      return {
        ok: steps.length === 2 && steps[0]!.rescuedThisTurn === 0 && steps[1]!.captures.length > 0,
        note: "turn 1 rescues nothing (setup), turn 2 captures",
      };
    case 3:
      return { ok: steps.some((s) => s.captures.length >= 2), note: "the optimal path has a capture chain" };
    case 4:
      return {
        ok: last?.sweep != null && captures >= 1,
        note: "captures, then the Final Tide Sweep finishes",
      };
    case 5:
      return {
        ok: steps.some((s) => s.wetPitRescues.length > 0) && captures >= 1,
        note: "the optimal path combines the wet pit with a capture",
      };
    case 6:
      return {
        ok: (proof?.midGame ?? []).every((m) => m.winningMoves >= 3),
        note: "every mid-game state offers at least three winning moves",
      };
    case 7:
      return {
        ok: (proof?.midGame ?? []).every((m) => m.safeMoves >= 1 && m.masteryMoves >= 1),
        note: "every mid-game state offers a safe route and a 3★ route",
      };
    case 8:
      return { ok: usesArrow(level, steps), note: "the optimal path sows from a Current Arrow" };
    case 9:
      return {
        ok: last !== undefined && last.rescuedThisTurn * 2 >= level.nodes.reduce((s, n) => s + n.starfish, 0),
        note: "the last turn rescues at least half of the starfish at once",
      };
    case 10:
      return {
        ok: usesArrow(level, steps) && captures >= 2,
        note: "the optimal path sows from a Current Arrow and captures at least twice",
      };
    default:
      return { ok: true, note: "no focus check" };
  }
}

/** Whether the focus check needs the full proof (mid-game routes). */
export function focusNeedsProof(levelNumber: number): boolean {
  return levelNumber === 6 || levelNumber === 7;
}
