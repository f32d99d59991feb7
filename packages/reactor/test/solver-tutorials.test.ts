import { compareCost } from "@rulekit/core";
import { describe, expect, it } from "vitest";
import { type LevelProof, proofProblems, proveLevel, solveLevel } from "../src/solver/index.ts";
import { readJson, recorded, tutorial } from "./helpers/levels.js";
import { playLine } from "./helpers/solver-reference.js";

interface PackEntry {
  level: string;
  solution: string;
  notes?: string;
}
const pack = readJson("pack.json") as { levels: PackEntry[] };

describe("the tutorial levels' proofs", () => {
  for (const entry of pack.levels) {
    describe(entry.level, () => {
      const level = tutorial(entry.level);
      const stored = readJson(entry.level.replace(/\.json$/, ".proof.json")) as LevelProof;

      it("has a proof file that a fresh proof matches (minimum, witness, states, engine, fingerprint)", () => {
        const fresh = proveLevel(level, {
          file: entry.level,
          solution: {
            file: entry.solution,
            actions: recorded(entry.solution).actions,
            ...(entry.notes ? { note: entry.notes } : {}),
          },
        });
        expect(proofProblems(stored, fresh)).toEqual([]);
        expect(stored).toEqual(fresh);
      });

      it("is winnable, and the proof's witness wins through step in its minimum turns and actions", () => {
        expect(stored.outcome).toBe("won");
        const actions = stored.witness.flatMap((t) => t.actions);
        const played = playLine(level, actions);
        expect(played.state.levelState).toBe("Won");
        expect(played.lastTurn).toBe(stored.minTurns);
        expect(actions.filter((a) => a.type !== "EndTurn")).toHaveLength(stored.minActions!);
      });

      it("has a recorded solution that is optimal, or notes that say why not", () => {
        const check = stored.recordedSolution!;
        expect(check.wins).toBe(true);
        // never better than the proven minimum
        expect(
          compareCost([check.turns!, check.actions!], [stored.minTurns!, stored.minActions!]),
        ).toBeGreaterThanOrEqual(0);
        if (check.optimal) expect(entry.notes).toBeUndefined();
        else expect(check.note).toBe(entry.notes);
      });
    });
  }

  it("a proof notices a changed level and a recorded line that is not optimal without notes", () => {
    const entry = pack.levels[0]!;
    const level = tutorial(entry.level);
    const stored = readJson(entry.level.replace(/\.json$/, ".proof.json"));
    const changed = { ...level, meta: { ...level.meta, title: "Renamed" } };
    const fresh = proveLevel(changed, {
      file: entry.level,
      solution: { file: entry.solution, actions: recorded(entry.solution).actions },
    });
    const problems = proofProblems(stored, fresh);
    expect(problems).toContain("fingerprint is out of date");
    expect(problems.join("\n")).toMatch(
      /wins in turn 7 with 21 actions, not the minimum 7 \/ 19.*notes do not say why/,
    );
    expect(proofProblems({ format: "something-else" }, fresh)[0]).toBe("not a reactor-level-proof file");
    expect(solveLevel(changed).minTurns).toBe(7);
  });
});
