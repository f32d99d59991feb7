import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type AiPolicy,
  MAX_COMMANDS_PER_TURN,
  type MatchSetup,
  playMatch,
  RunawayTurnError,
} from "../src/index.js";

/** Cards that let side 0 act forever in turn 3 (found by the simulator's generated-card tests). */
const fixture = JSON.parse(
  readFileSync(new URL("./fixtures/runaway-turn.json", import.meta.url), "utf8"),
) as {
  seed: string;
  policies: [AiPolicy, AiPolicy];
  setup: MatchSetup;
};

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return "returned";
}

describe("a turn that never ends", () => {
  it("stops playMatch with RunawayTurnError on the simulator and on the step rules alike", () => {
    const { seed, policies, setup } = fixture;
    const quiet = thrown(() => playMatch(seed, setup, policies));
    let steps = 0;
    const logged = thrown(() => playMatch(seed, setup, policies, () => steps++));
    for (const error of [quiet, logged]) {
      expect(error).toBeInstanceOf(RunawayTurnError);
      expect(error).toMatchObject({ seed, turn: 3, side: 0 });
      expect((error as Error).message).toMatch(/side 0 played 1000 commands in turn 3/);
    }
    // The setup, the first two turns and exactly the allowed commands of turn 3 were played.
    expect(steps).toBeGreaterThan(MAX_COMMANDS_PER_TURN);
    expect(steps).toBeLessThan(MAX_COMMANDS_PER_TURN + 100);
  });
});
