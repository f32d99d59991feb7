// The balance block of a level file (spec §3, docs/shell-tide/formats.md): maxTurns ≥ optimalTurns, a slack
// no proof can give needs a written reason, optimalTurns is the exact solver's (never trusted), and a
// board beyond the exact search may not carry a balance block at all.
import { describe, expect, it } from "vitest";
import {
  EXACT_STATE_LIMIT,
  LEVEL_ISSUE,
  type Level,
  type LevelBalance,
  type ParseLevelOptions,
  parseLevel,
  standardLayout,
} from "../src/index.js";
import { ringLevel } from "./helpers.js";

function problems(data: unknown, options?: ParseLevelOptions) {
  const result = parseLevel(data, options);
  if (result.ok) return [];
  return result.issues.map((i) => ({ at: `${i.path} ${i.code}`, message: i.message }));
}

/** The loader's example board: a Full Rescue in 2 turns (test/level-parse.test.ts accepts O = 2). */
const board = (balance: LevelBalance): Level => ({
  ...ringLevel([1, 0, 2, 0, 0, "W", 1, 0], { sweep: true, id: "v" }),
  layout: standardLayout("3x3"),
  balance,
});

describe("balance block: maxTurns against optimalTurns", () => {
  it("rejects maxTurns below optimalTurns at $.balance.maxTurns, even with a reason", () => {
    for (const reason of [undefined, "a written reason does not allow fewer turns than the optimum"]) {
      const level = board({ optimalTurns: 2, maxTurns: 1, emotionSeed: 3 });
      if (reason) level.balance!.reason = reason;
      const found = problems(level);
      expect(found.map((p) => p.at)).toEqual([`$.balance.maxTurns ${LEVEL_ISSUE.balanceTurns}`]);
      expect(found[0]?.message).toMatch(/maxTurns must be at least optimalTurns/);
    }
  });

  it("treats maxTurns = optimalTurns (slack 0) as an override that needs a reason", () => {
    const level = board({ optimalTurns: 2, maxTurns: 2, emotionSeed: 3 });
    expect(problems(level).map((p) => p.at)).toEqual([`$.balance.reason ${LEVEL_ISSUE.balanceTurns}`]);
    level.balance!.reason = "a level with no room for a mistake";
    expect(parseLevel(level).ok).toBe(true);
  });

  it("tells the author the slack, the slack a proof can give and that a reason is needed", () => {
    const [wide] = problems(board({ optimalTurns: 2, maxTurns: 9, emotionSeed: 2 }));
    expect(wide?.at).toBe(`$.balance.reason ${LEVEL_ISSUE.balanceTurns}`);
    expect(wide?.message).toContain("maxTurns − optimalTurns = 7");
    expect(wide?.message).toContain("2–4");
    expect(wide?.message).toContain("emotionSeed 2");
    expect(wide?.message).toMatch(/reason/);
    // emotionSeed 4 raises the least slack a proof gives to 4: a slack of 3 is an override
    const [narrow] = problems(board({ optimalTurns: 2, maxTurns: 5, emotionSeed: 4 }));
    expect(narrow?.message).toContain("= 3");
    expect(narrow?.message).toContain("4–4");
  });
});

describe("balance block: optimalTurns", () => {
  it("gives the proven optimum and the file's figure when they differ", () => {
    const found = problems(board({ optimalTurns: 3, maxTurns: 6, emotionSeed: 3 }));
    expect(found.map((p) => p.at)).toEqual([`$.balance.optimalTurns ${LEVEL_ISSUE.balanceOptimalTurns}`]);
    expect(found[0]?.message).toMatch(/optimalTurns = 2/);
    expect(found[0]?.message).toMatch(/file says 3/);
  });

  it("says a board with no Full Rescue has no optimalTurns", () => {
    // one starfish, no wet pit, no Sweep: a capture needs a second pile, so it can never be rescued
    const level: Level = {
      ...ringLevel([1, 0, 0, 0, 0, 0, 0, 0]),
      balance: { optimalTurns: 1, maxTurns: 3, emotionSeed: 2 },
    };
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([`$.balance.optimalTurns ${LEVEL_ISSUE.balanceOptimalTurns}`]);
    expect(found[0]?.message).toMatch(/no Full Rescue exists/);
  });

  // A board beyond the exact search is refused as such (beyond_exact_solver at $.nodes, balance block
  // or not: docs/shell-tide/formats.md), so the balance block is never reached as balance_unproven.
  it("refuses a board beyond the exact search, naming its size and the limit", () => {
    // 11 sand nodes holding 30 starfish: C(41, 11) ≈ 2.2·10^9 distributions, far above 2^24
    const level: Level = {
      ...ringLevel([30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, "W"]),
      balance: { optimalTurns: 5, maxTurns: 8, emotionSeed: 3 },
    };
    const found = problems(level);
    expect(found.map((p) => p.at)).toEqual([`$.nodes ${LEVEL_ISSUE.beyondExactSolver}`]);
    expect(found[0]?.message).toMatch(/beyond the exact solver \(12 nodes, 11 sand, 30 starfish\)/);
    // the author learns which limits: the exact search's count of distributions and the solver's key
    // (31^11 > 2^53), each with what would bring the board within it
    expect(found[0]?.message).toContain(`the proof numbers at most ${EXACT_STATE_LIMIT}`);
    expect(found[0]?.message).toMatch(/\(30 \+ 1\)\^11 does not fit the solver's key/);
    expect(found[0]?.message).toMatch(/at most \d+ starfish on 11 sand nodes/);
  });

  // Bug found while checking the limit's boundary: these boards are within 2^24 distributions, but the
  // solver itself refuses them (more than 24 nodes, more than 255 starfish, a key beyond 2^53), and
  // parseLevel threw its RangeError instead of reporting them.
  it("refuses a board the solver cannot search, instead of throwing", () => {
    const balance = { optimalTurns: 1, maxTurns: 3, emotionSeed: 2 };
    // 256 starfish on one sand node: 257 distributions, but the solver holds at most 255 starfish
    const heavy = ringLevel([256, "W", "W", "W", "W", "W", "W", "W"]);
    const [pile, ...rest] = problems({ ...heavy, balance });
    expect(rest).toEqual([]);
    expect(pile?.at).toBe(`$.nodes ${LEVEL_ISSUE.beyondExactSolver}`);
    expect(pile?.message).toMatch(/256 starfish\): it takes at most 255 starfish/);
    // a custom ring of 25 nodes with 1 starfish: 26 distributions, but the solver holds at most 24 nodes
    const long = ringLevel(Array.from({ length: 25 }, (_, i) => (i === 0 ? 1 : 0)));
    const [ring, ...more] = problems({ ...long, balance }, { allowCustomRing: true });
    expect(more).toEqual([]);
    expect(ring?.at).toBe(`$.nodes ${LEVEL_ISSUE.beyondExactSolver}`);
    expect(ring?.message).toMatch(/\(25 nodes, 25 sand, 1 starfish\): it takes at most 24 nodes/);
    // 24 sand nodes with 4 starfish: C(28, 4) = 20475 distributions, but 5^24 > 2^53 keys
    const wide = ringLevel(Array.from({ length: 24 }, (_, i) => (i === 0 ? 4 : 0)));
    const [key, ...others] = problems({ ...wide, balance }, { allowCustomRing: true });
    expect(others).toEqual([]);
    expect(key?.at).toBe(`$.nodes ${LEVEL_ISSUE.beyondExactSolver}`);
    expect(key?.message).toMatch(/\(4 \+ 1\)\^24 does not fit the solver's key of 2\^53/);
    expect(key?.message).not.toMatch(/distributions/);
  });

  it("still proves boards at the solver's limits: 24 nodes, 255 starfish", () => {
    // one starfish on a 24-node ring with no wet pit and no Sweep can never be captured
    const long = ringLevel(Array.from({ length: 24 }, (_, i) => (i === 0 ? 1 : 0)));
    const found = problems(
      { ...long, balance: { optimalTurns: 1, maxTurns: 3, emotionSeed: 2 } },
      { allowCustomRing: true },
    );
    expect(found.map((p) => p.at)).toEqual([`$.balance.optimalTurns ${LEVEL_ISSUE.balanceOptimalTurns}`]);
    expect(found[0]?.message).toMatch(/no Full Rescue exists/);
    // 255 starfish on node 0, wet pits on 1–7: each lap rescues 7 and drops 1 back on node 0 (the source
    // is not skipped), so 255 → 31 → 3 → 0 starfish: a Full Rescue in 3 turns
    const heavy = ringLevel([255, "W", "W", "W", "W", "W", "W", "W"]);
    expect(parseLevel({ ...heavy, balance: { optimalTurns: 3, maxTurns: 5, emotionSeed: 2 } }).ok).toBe(true);
  });
});
