import { solveLevel } from "@rulekit/reactor/solver";
import { describe, expect, it } from "vitest";
import {
  failureReasons,
  progressText,
  stepCaption,
  verdict,
} from "../../src/routes/reactor/prove/prove-text.ts";
import { witnessSteps } from "../../src/routes/reactor/prove/witness-steps.ts";
import { bundledLevel } from "./helpers.ts";

describe("the Prove panel's words and witness", () => {
  it("a winnable tutorial: the verdict, and one view per step from the start to the win", () => {
    const level = bundledLevel("02-junction-ratios.json");
    const result = solveLevel(level);
    expect(verdict(result)).toBe("Winnable in 4 turns at the least, with 10 actions (EndTurn not counted).");
    expect(failureReasons(result)).toEqual([]);
    const steps = witnessSteps(level, result);
    expect(steps).toHaveLength(11);
    expect(steps[0]!.view.robot.at).toEqual(level.robot.at);
    expect(steps.at(-1)!.view.levelState).toBe("Won");
    expect(stepCaption(steps[0]!, 0, 10)).toBe(
      `Start (turn 1) — robot at (${level.robot.at.x},${level.robot.at.y}). 10 step(s) to the win.`,
    );
    expect(stepCaption(steps[10]!, 10, 10)).toMatch(
      /^Step 10 of 10 · turn 4, action 1 of 1: activate the reactor — robot at \(\d+,\d+\), Won\.$/,
    );
    // every step but the start moved the game on by exactly its action
    expect(steps.slice(1).map((s) => s.action)).toEqual(result.witness.flatMap((t) => t.actions));
  });

  it("a level that cannot be won: the losses, and who never produced", () => {
    const level = bundledLevel("01-flow-and-consumers.json");
    const broken = { ...level, props: level.props.filter((p) => p.id !== "coolant-pump") };
    const result = solveLevel(broken);
    expect(verdict(result)).toBe("Cannot be won: every reachable state was explored and none wins.");
    const reasons = failureReasons(result);
    expect(reasons[0]).toMatch(
      /^Lost by rule-terminal: The backup cells are flat: the core cannot be started any more\. — from turn 9 \([\d,]+ positions\)\.$/,
    );
    expect(reasons).toContain("Never producing in any position reached: coolant-jacket.");
    expect(reasons).toContain("Never ready: core.");
    expect(witnessSteps(broken, result)).toHaveLength(1);
  });

  it("cut by the horizon, and progress", () => {
    const result = solveLevel(bundledLevel("02-junction-ratios.json"), { horizon: 2 });
    expect(verdict(result)).toBe("No win within 2 turns.");
    expect(failureReasons(result)).toContainEqual(
      expect.stringMatching(
        /^Cut by the horizon: [\d,]+ positions? still running after turn 2, or unable to win by then\.$/,
      ),
    );
    expect(progressText(null, 20)).toBe("starting (up to turn 20)");
    expect(progressText({ turn: 3, horizon: 20, states: 1234, expanded: 900, frontier: 1 }, 20)).toBe(
      "no win before turn 3 of 20 · 1,234 states · 1 waiting",
    );
  });
});
