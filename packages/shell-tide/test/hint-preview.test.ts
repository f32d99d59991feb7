import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AttemptState,
  boardHint,
  commit,
  type Hint,
  hint,
  legalMoves,
  newAttempt,
  type Preview,
  previewAll,
} from "../src/index.js";
import { choicesArb, levelArb } from "./arbitraries.js";
import { ringLevel } from "./helpers.js";
import { known } from "./known.js";
import { packLevel } from "./pack-files.js";

/**
 * What a hint may not say, given the legal previews of its board (spec §4: the analyzer is the single
 * source of truth, so its hint and its previews never disagree). Returns the contradiction, or null.
 */
function contradiction(state: AttemptState, h: Hint, previews: Preview[]): string | null {
  const rescues = previews.some((p) => p.rescuedThisTurn > 0);
  const clears = previews.some((p) => p.remainingAfter === 0);
  if (/no rescue is ready/i.test(h.message) && rescues) return "says no rescue is ready, a preview rescues";
  if (h.kind === "no-full-rescue" && clears) return "says no Full Rescue, a preview clears the board";
  if (h.kind === "level-over" && previews.length > 0) return "says the level is over, moves are legal";
  if (/Full Rescue!/.test(h.message) && state.remainingStarfish > 0)
    return "says Full Rescue with starfish left";
  const target = h.target;
  if (h.kind === "vortex" && !previews.some((p) => p.captures.some((c) => c.empty === target)))
    return `names Vortex point ${target}, no preview captures there`;
  if (h.kind === "sweep" && !previews.some((p) => p.sweep?.index === target))
    return `names the Sweep's pile ${target}, no preview sweeps it`;
  if (h.kind === "wet-pit" && !previews.some((p) => p.wetPitRescues.some((r) => r.index === target)))
    return `names wet pit ${target}, no preview drops a starfish into it`;
  const pile = /the pile at node (\d+)/.exec(h.message);
  for (const [, node] of h.message.matchAll(/the pile at node (\d+)/g))
    if ((state.starfish[Number(node)] ?? 0) === 0 && h.kind !== "vortex")
      return `speaks of the pile at node ${node}, which is empty`;
  if (pile && h.kind === "vortex") {
    const rich = Number(pile[1]);
    if (!previews.some((p) => p.captures.some((c) => c.empty === target && c.rich === rich)))
      return `says node ${target} captures the pile at node ${rich}, no preview does`;
  }
  return null;
}

function expectNoContradiction(state: AttemptState, where: string) {
  const previews = known(previewAll(state));
  for (const [name, h] of [
    ["hint", hint(state)],
    ["boardHint", boardHint(state)],
  ] as const) {
    expect(h.kind, `${name} at ${where}`).not.toBe("unknown");
    expect(contradiction(state, h, previews), `${name} at ${where}: ${h.message}`).toBeNull();
  }
}

/** The state after choosing legal moves by index (modulo the legal count), stopping at the level's end. */
function walk(start: AttemptState, choices: number[]): AttemptState {
  let state = start;
  for (const choice of choices) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    const result = commit(state, legal[choice % legal.length]!);
    if (!result.ok) throw new Error(result.code);
    state = result.state;
  }
  return state;
}

describe("the hint never contradicts a legal preview", () => {
  it("at the start of level 3: a 2-starfish capture is in reach, so the hint never says no rescue is ready", () => {
    const start = newAttempt(packLevel(3));
    const previews = known(previewAll(start));
    expect(previews.some((p) => p.captures.some((c) => c.count === 2))).toBe(true);
    const h = hint(start);
    expect(h.message).not.toMatch(/no rescue is ready/i);
    expect(contradiction(start, h, previews)).toBeNull();
  });

  it("a Sweep hint names where the last starfish will be, not a pile that is empty now", () => {
    // Found by the property below: two starfish at node 1 (a Current Arrow to the right), a wet pit at
    // node 2. The move drops one into the pit and leaves one at node 0, now empty: the Sweep takes it.
    const start = newAttempt(ringLevel([0, [2, "right"], "W"], { sweep: true, id: "sweep-after" }));
    const h = hint(start);
    expect(h).toMatchObject({ kind: "sweep", target: 0 });
    expect(h.message).toContain("leaves starfish only at node 0");
    expectNoContradiction(start, "[0,2,0]");
  });

  it("on every pack level, along random reachable states (property)", () => {
    const starts = Array.from({ length: 10 }, (_, i) => newAttempt(packLevel(i + 1)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), choicesArb, (index, choices) => {
        const state = walk(starts[index]!, choices);
        expectNoContradiction(state, `level ${index + 1} after ${state.moves.length} move(s)`);
      }),
      { numRuns: 200 },
    );
  });

  it("on random small rings, along random reachable states (property)", () => {
    fc.assert(
      fc.property(levelArb({ maxStarfish: 12 }), choicesArb, (level, choices) => {
        const state = walk(newAttempt(level), choices);
        expectNoContradiction(state, JSON.stringify(state.starfish));
      }),
      { numRuns: 200 },
    );
  });
});
