import { canStillFullRescue, commit, newAttempt } from "@rulekit/shell-tide";
import { describe, expect, it } from "vitest";
import { cachedDistance, earliestFinish, hudView } from "../../src/routes/shell-tide/play/hud-model.ts";
import { commitFrames } from "../../src/routes/shell-tide/play/play-model.ts";
import { makeLevel } from "./levels.ts";
import { packLevels } from "./pack-levels.ts";

const level3 = () => packLevels[2]!.level;

describe("the HUD tells the player where they stand", () => {
  it("says the moment Full Rescue is out of reach (Level 3, pit 0 then pit 2 sown left) and marks every band out", () => {
    let attempt = newAttempt(level3());
    const start = hudView(attempt, cachedDistance(attempt));
    expect(start.outlook).toEqual({ kind: "possible" });
    expect(start.bands.map((b) => b.state)).toEqual(["best", "reachable", "reachable"]);
    for (const move of [
      { node: 0, direction: "left" as const },
      { node: 2, direction: "left" as const },
    ]) {
      const step = commit(attempt, move);
      if (!step.ok) throw new Error(step.message);
      attempt = step.state;
    }
    expect(canStillFullRescue(attempt)).toBe(false);
    const hud = hudView(attempt, cachedDistance(attempt));
    expect(["too-far", "impossible"]).toContain(hud.outlook.kind);
    expect(hud.reachable).toBeNull();
    expect(hud.bands.every((b) => b.state === "out")).toBe(true);
  });

  it("agrees with canStillFullRescue on every board one move from the start of every pack level", () => {
    for (const { level } of packLevels) {
      const attempt = newAttempt(level);
      for (const move of [0, 1, 2].flatMap((node) => [
        { node, direction: "left" as const },
        { node, direction: "right" as const },
      ])) {
        const step = commit(attempt, move);
        if (!step.ok || step.state.levelStatus !== "playing") continue;
        const hud = hudView(step.state, cachedDistance(step.state));
        expect(hud.outlook.kind === "possible", `${level.id} ${move.node} ${move.direction}`).toBe(
          canStillFullRescue(step.state),
        );
      }
    }
  });

  it("marks the best band by the earliest Full Rescue still possible, not the next turn", () => {
    const attempt = newAttempt(level3());
    // exact distance 3 from the start: the earliest finish is turn 3, which is the 3★ band
    expect(earliestFinish(0, cachedDistance(attempt))).toBe(3);
    expect(earliestFinish(2, null)).toBeNull();
    // without the exact check only the next turn is known, and the HUD says so
    expect(hudView(attempt).outlook).toEqual({ kind: "unknown" });
  });

  it("counts the starfish still in play while a commit animates, dropping only as each rescue is shown", () => {
    const level = makeLevel([1, 0, 0, 2, 0, 2, 0, 1]);
    const attempt = newAttempt(level);
    const step = commit(attempt, { node: 0, direction: "right" });
    if (!step.ok) throw new Error(step.message);
    const frames = commitFrames(attempt, step.state, step.events, false);
    expect(frames[0]!.remaining).toBe(6);
    for (let i = 1; i < frames.length; i++) {
      const dropped = frames[i]!.remaining < frames[i - 1]!.remaining;
      if (dropped && i < frames.length - 1)
        expect(["capture", "wet", "sweep"]).toContain(frames[i]!.pulse?.kind);
    }
    expect(frames.at(-1)!.remaining).toBe(0);
    // shown with the turn already spent while the bands wait for the end
    const hud = hudView(attempt, cachedDistance(attempt), { turnsUsed: 1, remaining: frames[1]!.remaining });
    expect(hud).toMatchObject({ turnsUsed: 1, remaining: 6, outlook: { kind: "possible" } });
  });
});
