import { describe, expect, it } from "vitest";
import { LEVEL_ISSUE, type Level, parseLevel, standardLayout } from "../src/index.js";
import { ringLevel } from "./helpers.js";

const valid = (): Level => ({
  ...ringLevel([1, 0, 2, 0, 0, "W", 1, 0], { sweep: true, id: "v" }),
  layout: standardLayout("3x3"),
  balance: { optimalTurns: 2, maxTurns: 5, emotionSeed: 3 },
});

function issuesOf(data: unknown, options?: { allowCustomRing?: boolean }) {
  const result = parseLevel(data, options);
  if (result.ok) return [];
  return result.issues.map((i) => `${i.path} ${i.code}`);
}

describe("parseLevel", () => {
  it("accepts a valid level, and one without layout and balance", () => {
    expect(parseLevel(valid()).ok).toBe(true);
    const { layout: _layout, balance: _balance, ...bare } = valid();
    expect(parseLevel(bare).ok).toBe(true);
  });

  it("reports the JSON path of shape errors", () => {
    const level = valid() as any;
    level.nodes[3].starfish = -1;
    level.nodes[4].starfish = 1.5;
    level.nodes[1].type = "lake";
    const issues = issuesOf(level);
    expect(issues.some((i) => i.startsWith("$.nodes[3].starfish"))).toBe(true);
    expect(issues.some((i) => i.startsWith("$.nodes[4].starfish"))).toBe(true);
    expect(issues.some((i) => i.startsWith("$.nodes[1].type"))).toBe(true);
  });

  it("rejects edges out of range and edges that are not reversible", () => {
    const out = valid();
    out.edges.right[2] = 8;
    expect(issuesOf(out)).toContain(`$.edges.right[2] ${LEVEL_ISSUE.edgeRange}`);
    const oneWay = valid();
    oneWay.edges.right[2] = 4; // right[2] = 4 but left[4] = 3
    expect(issuesOf(oneWay).some((i) => i.endsWith(LEVEL_ISSUE.edgeNotReversible))).toBe(true);
    const short = valid();
    short.edges.left.pop();
    expect(issuesOf(short)).toContain(`$.edges.left ${LEVEL_ISSUE.edgeLength}`);
  });

  it("rejects two rings instead of one", () => {
    const level = valid();
    // 0↔1↔2↔3↔0 and 4↔5↔6↔7↔4: reversible, but not one ring
    level.edges.right = [1, 2, 3, 0, 5, 6, 7, 4];
    level.edges.left = [3, 0, 1, 2, 7, 4, 5, 6];
    delete level.layout;
    expect(issuesOf(level)).toContain(`$.edges.right ${LEVEL_ISSUE.notOneRing}`);
  });

  it("accepts 8 or 12 nodes, other sizes only as custom rings", () => {
    const six = ringLevel([1, 0, 1, 0, 1, 0]);
    expect(issuesOf(six)).toEqual([`$.nodes ${LEVEL_ISSUE.nodeCount}`]);
    expect(parseLevel(six, { allowCustomRing: true }).ok).toBe(true);
    expect(issuesOf(ringLevel([1, 0]), { allowCustomRing: true })).toEqual([
      `$.nodes ${LEVEL_ISSUE.nodeCount}`,
    ]);
    expect(parseLevel(ringLevel([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])).ok).toBe(true);
  });

  it("rejects starfish or a Current Arrow on a wet pit", () => {
    const level = valid() as any;
    level.nodes[5].starfish = 2;
    level.nodes[5].currentDirection = "left";
    expect(issuesOf(level)).toEqual([
      `$.nodes[5].starfish ${LEVEL_ISSUE.starfishOnWetPit}`,
      `$.nodes[5].currentDirection ${LEVEL_ISSUE.currentOnWetPit}`,
    ]);
  });

  it("rejects a mismatched wetPitRescue flag, both ways", () => {
    const withPit = valid();
    withPit.rules.wetPitRescue = false;
    expect(issuesOf(withPit)).toEqual([`$.rules.wetPitRescue ${LEVEL_ISSUE.wetPitRescueMismatch}`]);
    const noPit = ringLevel([1, 0, 1, 0, 0, 0, 0, 0]);
    noPit.rules.wetPitRescue = true;
    expect(issuesOf(noPit)).toEqual([`$.rules.wetPitRescue ${LEVEL_ISSUE.wetPitRescueMismatch}`]);
  });

  it("rejects a centre lake listed as a node, and slots off the perimeter", () => {
    const lake = valid();
    lake.layout!.slots[3] = { row: 1, col: 1 };
    expect(issuesOf(lake)).toContain(`$.layout.slots[3] ${LEVEL_ISSUE.lakeAsNode}`);
    const big = ringLevel(new Array(12).fill(0).map((_, i) => (i === 0 ? 1 : 0)));
    big.layout = standardLayout("4x4");
    big.layout.slots[0] = { row: 2, col: 2 };
    expect(issuesOf(big)).toContain(`$.layout.slots[0] ${LEVEL_ISSUE.lakeAsNode}`);
    const moved = valid();
    moved.layout!.centerLake = { row: 0, col: 0, width: 1, height: 1 };
    expect(issuesOf(moved)).toContain(`$.layout.centerLake ${LEVEL_ISSUE.layoutLake}`);
  });

  it("rejects a layout whose template does not hold the nodes, or whose FLOW leaves the perimeter", () => {
    const wrong = valid();
    wrong.layout = standardLayout("4x4");
    expect(issuesOf(wrong)).toEqual([`$.layout.template ${LEVEL_ISSUE.layoutTemplate}`]);
    const swapped = valid();
    const slots = swapped.layout!.slots;
    [slots[1], slots[5]] = [slots[5]!, slots[1]!];
    expect(issuesOf(swapped).some((i) => i.startsWith("$.edges.right"))).toBe(true);
  });

  it("needs a reason for a recovery slack outside 2–4", () => {
    const level = valid();
    level.balance = { optimalTurns: 2, maxTurns: 9, emotionSeed: 2 };
    expect(issuesOf(level)).toEqual([`$.balance.reason ${LEVEL_ISSUE.balanceTurns}`]);
    level.balance.reason = "finale needs room for a second reading of the board";
    expect(parseLevel(level).ok).toBe(true);
  });

  it("rejects a level with no starfish and node indexes out of order", () => {
    const empty = ringLevel([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(issuesOf(empty)).toEqual([`$.nodes ${LEVEL_ISSUE.noStarfish}`]);
    const shuffled = valid();
    shuffled.nodes[2]!.index = 7;
    expect(issuesOf(shuffled)).toContain(`$.nodes[2].index ${LEVEL_ISSUE.nodeIndex}`);
  });
});
