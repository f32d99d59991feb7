import { describe, expect, it } from "vitest";
import { autoRun, RUN_PHASE } from "../src/index.js";
import { loadContent } from "./helpers.js";

const RUNS = 1000;

describe(`${RUNS} seeded auto runs over the project's content`, () => {
  it("never meet an AI refusal or a crash, always end, and report the win rate per encounter", () => {
    const content = loadContent();
    const map = content.run.map;
    const reached = map.map(() => 0);
    const won = map.map(() => 0);
    let refusals = 0;
    let unfinished = 0;
    let wins = 0;
    for (let i = 0; i < RUNS; i++) {
      const { state, refusals: r } = autoRun(content, `content-run-${i}`, {
        maxActions: 20_000,
        keepActions: false,
      });
      refusals += r;
      if (state.phase !== RUN_PHASE.over || !state.summary) {
        unfinished++;
        continue;
      }
      const { reached: got, fightsWon, outcome } = state.summary;
      for (let k = 0; k < got; k++) {
        reached[k]! += 1;
        if (k < fightsWon) won[k]! += 1;
      }
      if (outcome === "won") wins++;
    }
    const lines = map.map((id, k) => {
      const name = content.encounters.find((e) => e.id === id)!;
      const rate = reached[k] ? ((100 * won[k]!) / reached[k]!).toFixed(1) : "—";
      return `  ${k + 1}. ${name.name.padEnd(18)} ${name.tier.padEnd(6)} won ${won[k]}/${reached[k]} (${rate}%)`;
    });
    process.stdout.write(
      `\nWin rate per encounter over ${RUNS} auto runs (AI on both sides):\n${lines.join("\n")}\n  whole runs won: ${wins}/${RUNS}\n`,
    );
    expect(refusals).toBe(0);
    expect(unfinished).toBe(0);
    // Sanity only: every run fights the first encounter, and the numbers add up.
    expect(reached[0]).toBe(RUNS);
    for (let k = 1; k < map.length; k++) expect(reached[k]).toBe(won[k - 1]);
    expect(wins).toBe(won[map.length - 1]);
  }, 120_000);
});
