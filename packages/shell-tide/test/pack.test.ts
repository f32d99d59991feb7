import { describe, expect, it } from "vitest";
import {
  commit,
  GATE_DEFINITIONS,
  LAYOUT_TEMPLATES,
  levelFingerprint,
  newAttempt,
  PLAUSIBLE_DEFINITION,
  ratingBands,
  solve,
} from "../src/index.js";
import { PACK_PROOF, packLevel, packLevels } from "./pack-files.js";

/**
 * The spec §6 table, copied from the spec (not from the package): the pack must meet it exactly.
 * [nodes, wet pits, starfish, O, P75, Max, sweep, Current Arrows]
 */
const TABLE: [number, number, number, number, number, number, boolean, boolean][] = [
  [8, 0, 5, 1, 7, 5, false, false],
  [8, 0, 5, 2, 7, 6, false, false],
  [8, 0, 6, 3, 7, 7, false, false],
  [8, 0, 8, 3, 5, 6, true, false],
  [8, 1, 10, 3, 5, 6, true, false],
  [8, 2, 6, 2, 4, 6, true, false],
  [8, 1, 12, 3, 5, 6, true, false],
  [12, 1, 13, 3, 6, 6, true, true],
  [8, 2, 7, 2, 4, 5, true, false],
  [12, 2, 16, 4, 6, 8, true, true],
];

const proof = PACK_PROOF;

describe("the Full Rescue v2 pack meets the spec table", () => {
  it.each(TABLE.map((row, i) => [i + 1, row] as const))("level %i", (n, row) => {
    const [nodes, pits, starfish, O, , max, sweep, arrows] = row;
    const level = packLevel(n);
    expect(level.nodes).toHaveLength(nodes);
    expect(level.nodes.filter((node) => node.type === "wet_pit")).toHaveLength(pits);
    expect(level.nodes.reduce((sum, node) => sum + node.starfish, 0)).toBe(starfish);
    expect(level.rules).toEqual({ finalTideSweep: sweep, wetPitRescue: pits > 0 });
    expect(level.nodes.some((node) => node.currentDirection !== undefined)).toBe(arrows);
    expect(level.layout?.template).toBe(nodes === 8 ? "3x3" : "4x4");
    expect(level.balance?.optimalTurns).toBe(O);
    expect(level.balance?.maxTurns).toBe(max);
    expect(level.balance?.reason).toBeUndefined();
    // the optimum is proven again here, not read from the file
    expect(solve(level).optimalTurns).toBe(O);
  });

  it("introduces the Sweep at L4 and the wet pit at L5, as the seeds require", () => {
    const levels = packLevels();
    expect(levels.slice(0, 3).every((l) => !l.rules.finalTideSweep)).toBe(true);
    expect(levels.slice(0, 4).every((l) => !l.rules.wetPitRescue)).toBe(true);
  });
});

describe("proof.json agrees with the level files", () => {
  it("describes every level, with the definition and the layouts", () => {
    expect(proof.levels.map((l) => l.level)).toEqual(TABLE.map((_, i) => i + 1));
    expect(proof.definition).toEqual(PLAUSIBLE_DEFINITION);
    expect(proof.gateDefinitions).toEqual(GATE_DEFINITIONS);
    expect(proof.layouts).toEqual(LAYOUT_TEMPLATES);
  });

  it.each(TABLE.map((row, i) => [i + 1, row] as const))("level %i", (n, row) => {
    const level = packLevel(n);
    const entry = proof.levels[n - 1]!;
    const [, , , O, p75, max] = row;
    expect(entry.fingerprint).toBe(levelFingerprint(level));
    expect(entry.file).toBe(`level-${String(n).padStart(2, "0")}.json`);
    expect(entry.optimalTurns).toBe(level.balance?.optimalTurns);
    expect(entry.maxTurns).toBe(level.balance?.maxTurns);
    expect(entry.meetsTable).toBe(true);
    // maxTurns follows from the proof's own P75: O + clamp(max(emotionSeed, P75 − O), 2, 4)
    expect(entry.maxTurns).toBe(O + Math.min(4, Math.max(2, entry.emotionSeed, entry.p75! - O)));
    expect(entry.maxTurns).toBe(max);
    // P75 is the table's too: every column exactly, nothing written down as a difference
    expect(entry.p75).toBe(p75);
    expect(entry.differences).toEqual([]);
    // the solver's optimum and path are the proof's
    const solved = solve(level);
    expect(entry.optimalPath).toEqual(solved.path);
    expect(entry.statesExplored).toBe(solved.statesExplored);
    // every mid-game state on the optimal path offers at least two winning routes: a safe one (slower,
    // still in time) and a mastery one (the 3★ pace), as spec §6 asks and L7 is about
    expect(entry.midGame.length).toBeGreaterThan(0);
    for (const routes of entry.midGame) {
      expect(routes.winningMoves).toBeGreaterThanOrEqual(2);
      expect(routes.safeMoves).toBeGreaterThanOrEqual(1);
      expect(routes.masteryMoves).toBeGreaterThanOrEqual(1);
    }
  });

  it.each(TABLE.map((_, i) => [i + 1] as const))(
    "level %i: the band witnesses win with their rating",
    (n) => {
      const level = packLevel(n);
      const entry = proof.levels[n - 1]!;
      const bands = ratingBands(entry.optimalTurns!, entry.maxTurns);
      for (const witness of [entry.bands.three, entry.bands.two, entry.bands.one]) {
        expect(witness).not.toBeNull();
        const [first, last] = bands[witness!.rating];
        expect(witness!.turns).toBeGreaterThanOrEqual(first);
        expect(witness!.turns).toBeLessThanOrEqual(last);
        let state = newAttempt(level);
        for (const move of witness!.path) {
          const result = commit(state, move);
          expect(result.ok).toBe(true);
          if (result.ok) state = result.state;
        }
        expect(state).toMatchObject({
          levelStatus: "won",
          turnsUsed: witness!.turns,
          rating: witness!.rating,
        });
      }
    },
  );
});
