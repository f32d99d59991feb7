import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  commit,
  LEVEL_ISSUE,
  type Level,
  newAttempt,
  PACK_TABLE,
  parseLevel,
  proveLevel,
  solve,
  tableMismatches,
} from "../src/index.js";

const packDir = new URL("../../../levels/shell-tide/full-rescue-v2/", import.meta.url);
const levelFile = (n: number): Level =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`level-${String(n).padStart(2, "0")}.json`, packDir)), "utf8"),
  );
const issuesOf = (data: unknown) => {
  const result = parseLevel(data);
  return result.ok ? [] : result.issues.map((i) => `${i.path} ${i.code}`);
};

/** Spec §3/§5: O is proven by the exact solver; maxTurns is O + R, overridden only with a written reason. */
describe("a level file's balance block is checked, never trusted", () => {
  it("refuses a copy of level 1 that claims O = 2 (the solver proves 1)", () => {
    const copy = levelFile(1);
    copy.balance = { ...copy.balance!, optimalTurns: 2, maxTurns: 6 };
    expect(issuesOf(copy)).toEqual([`$.balance.optimalTurns ${LEVEL_ISSUE.balanceOptimalTurns}`]);
  });

  it("an attempt derives O itself: the 1-turn rescue of level 1 rates ★★★ even if the level claims O = 2", () => {
    const copy = levelFile(1);
    copy.balance = { ...copy.balance!, optimalTurns: 2, maxTurns: 6 };
    const state = newAttempt(copy);
    expect(state.optimalTurns).toBe(1);
    const [move] = solve(copy).path;
    const won = commit(state, move!);
    expect(won).toMatchObject({ ok: true, state: { levelStatus: "won", turnsUsed: 1, rating: 3 } });
  });

  it("refuses a balance block on a board without a Full Rescue, and on one beyond the exact search", () => {
    const stuck = levelFile(1);
    stuck.nodes = stuck.nodes.map((node, i) => ({ ...node, starfish: i === 0 ? 1 : 0 }));
    expect(solve(stuck).optimalTurns).toBeNull();
    expect(issuesOf(stuck)).toEqual([`$.balance.optimalTurns ${LEVEL_ISSUE.balanceOptimalTurns}`]);
    // beyond the exact search the board itself is refused (newAttempt could not solve it), balance block or not
    const huge = levelFile(1);
    huge.nodes[1]!.starfish = 200;
    expect(issuesOf(huge)).toEqual([`$.nodes ${LEVEL_ISSUE.beyondExactSolver}`]);
    delete huge.balance;
    expect(issuesOf(huge)).toEqual([`$.nodes ${LEVEL_ISSUE.beyondExactSolver}`]);
  });

  it("a maxTurns no proof can give needs a reason, inside 2–4 too (level 4: emotion seed 3, so R ≥ 3)", () => {
    const tight = levelFile(4);
    tight.balance = { ...tight.balance!, maxTurns: tight.balance!.optimalTurns + 2 };
    expect(issuesOf(tight)).toEqual([`$.balance.reason ${LEVEL_ISSUE.balanceTurns}`]);
    tight.balance.reason = "a shorter level for a speed-run event";
    expect(parseLevel(tight).ok).toBe(true);
    const loose = levelFile(4);
    loose.balance = { ...loose.balance!, maxTurns: loose.balance!.optimalTurns + 5 };
    expect(issuesOf(loose)).toEqual([`$.balance.reason ${LEVEL_ISSUE.balanceTurns}`]);
  });

  it("a maxTurns the proof does not give is an override: the pack check names it unless a reason is written", () => {
    // Level 1: P75 7, O 1, so R = clamp(max(2, 6), 2, 4) = 4 and the proof's maxTurns is 5.
    const level = levelFile(1);
    const proof = proveLevel(level);
    expect(proof.maxTurns).toBe(5);
    const row = PACK_TABLE[0]!;
    expect(tableMismatches(row, level, proof)).toEqual([]);
    const override = { ...level, balance: { ...level.balance!, maxTurns: 4 } };
    expect(parseLevel(override).ok).toBe(true);
    expect(tableMismatches(row, override, proof)).toContain(
      "level maxTurns: 4 overrides the proven 5 without a reason",
    );
    const explained = {
      ...override,
      balance: { ...override.balance, reason: "tutorial: fewer turns to read" },
    };
    expect(tableMismatches(row, explained, proof).some((p) => p.includes("overrides"))).toBe(false);
  });
});
