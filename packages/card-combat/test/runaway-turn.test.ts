import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AiPolicy,
  assembleContent,
  autoRun,
  MAX_COMMANDS_PER_TURN,
  type MatchSetup,
  playMatch,
  RunawayTurnError,
} from "../src/index.js";
import { CONTENT_DIR, loadContent } from "./helpers.js";

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

/** The project's content with one card changed so that a turn never ends (see the fixture's `about`). */
function runawayContent() {
  const change = JSON.parse(
    readFileSync(new URL("./fixtures/runaway-cinder-imp.json", import.meta.url), "utf8"),
  ) as { card: string; abilities: unknown[] };
  const result = assembleContent((file) => {
    const data = JSON.parse(readFileSync(join(CONTENT_DIR, file), "utf8"));
    for (const card of data.cards ?? []) if (card.id === change.card) card.abilities = change.abilities;
    return data;
  });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

describe("a run whose fight has a turn that never ends", () => {
  it("stops autoRun with RunawayTurnError naming the fight's seed, not after maxActions", () => {
    const content = runawayContent();
    const error = thrown(() => autoRun(content, "runaway", { factions: ["ember", "tide"] }));
    expect(error).toBeInstanceOf(RunawayTurnError);
    expect((error as RunawayTurnError).seed).toMatch(/^runaway\/fight-\d+$/);
    expect((error as Error).message).toContain(`played ${MAX_COMMANDS_PER_TURN} commands in turn`);
    // the same run on the project's content ends as before
    const { state } = autoRun(loadContent(), "runaway", { factions: ["ember", "tide"] });
    expect(state.phase).toBe("over");
  });
});
