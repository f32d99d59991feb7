import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  type AttemptState,
  COMMON_FAIL_COVERAGE,
  distanceToFullRescue,
  type Level,
  legalMoves,
  newAttempt,
  preview,
  previewAll,
  proveLevel,
} from "../src/index.js";
import { ringLevel } from "./helpers.js";
import { known } from "./known.js";

/**
 * The fail audit recomputed from the rules' public API alone (legalMoves, preview, the exact
 * distance): the plausible player of balance.md propagated over (turn, board), its failing attempts
 * (stuck early or out of turns), soft-locks and dead boards.
 */
function auditByRules(level: Level, maxTurns: number) {
  const keyOf = (s: AttemptState) => s.starfish.join(",");
  const distances = new Map<string, number>();
  const dist = (s: AttemptState) => {
    const key = keyOf(s);
    if (!distances.has(key)) distances.set(key, known(distanceToFullRescue(s)) ?? Number.POSITIVE_INFINITY);
    return distances.get(key)!;
  };
  const vortexPoints = new Map<string, Set<number>>();
  const vortexOf = (s: AttemptState) => {
    const key = keyOf(s);
    if (!vortexPoints.has(key))
      vortexPoints.set(key, new Set(known(previewAll(s)).flatMap((q) => q.captures.map((c) => c.empty))));
    return vortexPoints.get(key)!;
  };
  let layer = new Map<string, { state: AttemptState; mass: number }>();
  const start = newAttempt(level, { maxTurns: 99 });
  layer.set(keyOf(start), { state: start, mass: 1 });
  const ends = new Map<string, { mass: number; stuck: number; left: number }>();
  const end = (s: AttemptState, mass: number, stuck: boolean) => {
    const e = ends.get(keyOf(s)) ?? { mass: 0, stuck: 0, left: s.remainingStarfish };
    e.mass += mass;
    if (stuck) e.stuck += mass;
    ends.set(keyOf(s), e);
  };
  let stuckSoFar = 0;
  let deadSoFar = 0;
  const locked: number[] = [];
  let dead = 0;
  for (let t = 0; t < maxTurns; t++) {
    const next = new Map<string, { state: AttemptState; mass: number }>();
    let lockedNow = stuckSoFar;
    let deadNow = deadSoFar;
    for (const { state, mass } of layer.values()) {
      const here = dist(state);
      if (here > maxTurns - t) lockedNow += mass;
      if (here === Number.POSITIVE_INFINITY) deadNow += mass;
      const options = legalMoves(state).flatMap((move) => {
        const p = preview(state, move);
        if (!p.ok) return [];
        const rescues = p.rescuedThisTurn > 0;
        const setup = !rescues && p.state.remainingStarfish > 0 && vortexOf(p.state).has(move.node);
        const improves = dist(p.state) < here;
        return rescues || setup || improves ? [{ p, weight: 2 ** p.rescuedThisTurn }] : [];
      });
      if (options.length === 0) {
        end(state, mass, true);
        stuckSoFar += mass;
        deadSoFar += mass;
        continue;
      }
      const total = options.reduce((sum, o) => sum + o.weight, 0);
      for (const { p, weight } of options) {
        if (p.state.remainingStarfish === 0) continue;
        const entry = next.get(keyOf(p.state)) ?? { state: p.state, mass: 0 };
        entry.mass += (mass * weight) / total;
        next.set(keyOf(p.state), entry);
      }
    }
    locked.push(lockedNow);
    dead = deadNow;
    layer = next;
  }
  for (const { state, mass } of layer.values()) end(state, mass, false);
  const failing = [...ends.values()];
  const failMass = failing.reduce((sum, e) => sum + e.mass, 0);
  const masses = failing.map((e) => e.mass).sort((a, b) => b - a);
  let covered = 0;
  let boards = 0;
  while (covered < COMMON_FAIL_COVERAGE * failMass - 1e-12) covered += masses[boards++]!;
  return {
    failShare: failMass,
    stuckShare: failing.reduce((sum, e) => sum + e.stuck, 0) / failMass,
    endBoards: boards,
    coverage: covered / failMass,
    attemptShare: locked[maxTurns - 1]!,
    earlyShare: locked[maxTurns - 2]!,
    turnsLocked: locked.reduce((a, b) => a + b, 0) / locked[maxTurns - 1]!,
    deadAttempts: dead,
  };
}

const packLevel = (n: number): Level =>
  JSON.parse(
    readFileSync(
      fileURLToPath(
        new URL(
          `../../../levels/shell-tide/full-rescue-v2/level-${String(n).padStart(2, "0")}.json`,
          import.meta.url,
        ),
      ),
      "utf8",
    ),
  );

describe("the fail audit agrees with the rules", () => {
  const cases: [string, Level][] = [
    ["level 1 (stuck early: no Sweep)", packLevel(1)],
    ["level 6 (two wet pits)", packLevel(6)],
    ["a setup-then-capture ring", ringLevel([1, 0, 1, 0, 1, 1, 0, 1])],
    [
      "a Sweep ring with a wet pit and an arrow",
      ringLevel([0, 2, 0, "W", 0, 2, 1, [1, "left"]], { sweep: true }),
    ],
  ];
  it.each(cases)("%s", (_, level) => {
    const proof = proveLevel(level);
    const audit = proof.failAudit;
    const expected = auditByRules(level, proof.maxTurns);
    expect(audit.failShare).toBeCloseTo(expected.failShare, 8);
    expect(audit.stuckShare).toBeCloseTo(expected.stuckShare, 8);
    expect(audit.commonFail.endBoards).toBe(expected.endBoards);
    expect(audit.commonFail.coverage).toBeCloseTo(expected.coverage, 8);
    expect(audit.commonFail.coverage).toBeGreaterThanOrEqual(COMMON_FAIL_COVERAGE - 1e-9);
    expect(audit.softLock.attemptShare).toBeCloseTo(expected.attemptShare, 8);
    expect(audit.softLock.earlyShare).toBeCloseTo(expected.earlyShare, 8);
    expect(audit.softLock.turnsLocked).toBeCloseTo(expected.turnsLocked, 8);
    expect(audit.deadState.attemptShare).toBeCloseTo(expected.deadAttempts, 8);
  });

  it("counts stuck-early attempts as failures and never as near-misses", () => {
    const audit = proveLevel(packLevel(1)).failAudit;
    expect(audit.stuckShare).toBeGreaterThan(0.5);
    expect(audit.commonFail.stuckShare).toBeGreaterThan(0);
    expect(audit.commonFail.nearMissShare).toBe(0);
  });

  it("judges both gates, with a reason for each", () => {
    const proof = proveLevel(packLevel(1));
    expect(proof.gates.map((g) => g.gate)).toEqual(["commonFailRescued", "softLock"]);
    const [rescued, lock] = proof.gates;
    expect(rescued!.value).toBe(proof.failAudit.commonFail.rescuedShare);
    expect(lock!.value).toBe(proof.failAudit.softLock.earlyShare);
    for (const gate of proof.gates) expect(gate.reason.length).toBeGreaterThan(20);
    // no Sweep and no wet pit: the reason says why a lone starfish cannot be rescued
    expect(lock!.met).toBe(false);
    expect(lock!.reason).toMatch(/lone starfish/);
  });
});
