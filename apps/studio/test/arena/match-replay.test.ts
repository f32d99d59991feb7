import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readMatchReplay } from "../../src/routes/arena/match-replay.ts";

const GOOD = JSON.parse(readFileSync(new URL("../rps/fixtures/greedy-replay.json", import.meta.url), "utf8"));
/** What the validator says, which the page used to show as it was ("The replay does not read: $.format: …"). */
const VALIDATOR_WORDS = /Invalid input|expected \w+, received|Too (small|big)|\$\.\w+:|does not read/;

describe("a match's replay as the arena's match page reads it", () => {
  it("re-plays a good replay with the engine", () => {
    const read = readMatchReplay(GOOD);
    if (!read.ok) throw new Error(read.text);
    expect(read.run.steps.length).toBe(GOOD.moves.length);
  });

  it("says a broken replay in one plain sentence and keeps every problem for the table", () => {
    const read = readMatchReplay({ ...GOOD, format: "rps-replay", moves: [1, { player: 7 }] });
    if (read.ok) throw new Error("expected problems");
    expect(read.text).toMatch(
      /^This match's replay cannot be shown: it is not a valid replay \(\d+ problems; first: Format must be “rulekit-rps-replay”\)\.$/,
    );
    expect(read.text).not.toMatch(VALIDATOR_WORDS);
    expect(read.issues.map((i) => i.path)).toEqual(expect.arrayContaining(["$.format", "$.moves[0]"]));
  });

  it("one problem is said in the singular", () => {
    const read = readMatchReplay({ ...GOOD, seed: 5 });
    if (read.ok) throw new Error("expected a problem");
    expect(read.text).toMatch(/\(1 problem; first: /);
    expect(read.issues).toHaveLength(1);
  });
});
