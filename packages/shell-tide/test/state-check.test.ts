import { describe, expect, it } from "vitest";
import {
  type AttemptState,
  commit,
  INVALID_STATE,
  type Level,
  legalMoves,
  MAX_LEVEL_STARFISH,
  stateRefusal,
} from "../src/index.js";
import { attempt, type Cell, R, ringLevel } from "./helpers.js";

/**
 * A state handed to the rules from outside is checked before play (`stateRefusal`, used by
 * `preview`/`commit`): the refusal is INVALID_STATE and its message names the path of the first
 * field that is wrong (`not a valid attempt state: $.starfish[2]: …`), which is what a player or a
 * tool sees. These tests pin which field is blamed for each kind of damage.
 */

// node 0: 2 starfish, node 1: a wet pit, node 3: 1 starfish, node 4: 1 starfish under a left arrow
const CELLS: Cell[] = [2, "W", 0, 1, [1, "left"], 0, 0, 0];

const base = (): AttemptState => attempt(ringLevel(CELLS));

/** The path the refusal of `state` blames, or null when the state is accepted. */
function blamed(state: unknown): string | null {
  const refusal = stateRefusal(state);
  if (refusal === null) return null;
  expect(refusal.ok).toBe(false);
  expect(refusal.code).toBe(INVALID_STATE);
  const match = /^not a valid attempt state: (\$[^\s:]*): \S/.exec(refusal.message);
  return match ? match[1]! : `unnamed: ${refusal.message}`;
}

/** The base state on a copy of its level changed by `change` (a fresh level object every time). */
function withLevel(change: (level: Record<string, unknown>) => void): AttemptState {
  const state = base();
  const level = structuredClone(state.level) as unknown as Record<string, unknown>;
  change(level);
  return { ...state, level: level as unknown as Level };
}

const nodesOf = (level: Record<string, unknown>) => level.nodes as Record<string, unknown>[];
const edgesOf = (level: Record<string, unknown>) => level.edges as Record<string, unknown[]>;

describe("stateRefusal accepts real attempt states", () => {
  it("accepts a fresh attempt, with Current Arrows and wet pits, and one with no known optimum", () => {
    expect(stateRefusal(base())).toBeNull();
    expect(blamed({ ...base(), optimalTurns: null })).toBeNull();
    expect(blamed({ ...base(), optimalTurns: 0 })).toBeNull();
  });

  it("accepts any reversible edges: self-loops and several cycles are in the rules' domain", () => {
    const selfLoops = withLevel((level) => {
      const identity = [0, 1, 2, 3, 4, 5, 6, 7];
      level.edges = { left: identity, right: identity.slice() };
    });
    expect(blamed(selfLoops)).toBeNull();
    const twoRings = withLevel((level) => {
      level.edges = { left: [3, 0, 1, 2, 7, 4, 5, 6], right: [1, 2, 3, 0, 5, 6, 7, 4] };
    });
    expect(blamed(twoRings)).toBeNull();
  });

  it("accepts finished states: won with 1, 2 or 3 stars, lost with 0", () => {
    for (const rating of [1, 2, 3] as const) {
      expect(blamed({ ...base(), levelStatus: "won", rating })).toBeNull();
    }
    expect(blamed({ ...base(), levelStatus: "lost", rating: 0 })).toBeNull();
  });

  it("accepts states played to a win and to a loss, and plays on from them", () => {
    const won = commit(attempt(ringLevel([1, "W", 0, 0]), 1, 3), R(0));
    if (!won.ok) throw new Error(won.code);
    expect(won.state.levelStatus).toBe("won");
    expect(blamed(won.state)).toBeNull();
    const lost = commit(attempt(ringLevel([1, 0, 0, 0, 1, 0, 0, 0]), 1, 1), R(0));
    if (!lost.ok) throw new Error(lost.code);
    expect(lost.state.levelStatus).toBe("lost");
    expect(blamed(lost.state)).toBeNull();
  });

  it(`accepts exactly ${MAX_LEVEL_STARFISH} starfish on the level and on the board`, () => {
    const half = MAX_LEVEL_STARFISH / 2;
    const full = attempt(ringLevel([half, 0, half, 0]));
    expect(blamed(full)).toBeNull();
    expect(legalMoves(full)).toHaveLength(4);
  });
});

describe("stateRefusal blames the first broken field of the level", () => {
  it("a value that is not a state object at all", () => {
    for (const value of [null, undefined, 42, "state", [], [base()]]) expect(blamed(value)).toBe("$");
    expect(blamed({ ...base(), level: null })).toBe("$.level");
    expect(blamed({ ...base(), level: [] })).toBe("$.level");
  });

  it("a value too deep or cyclic to be a state", () => {
    const cyclic = base() as AttemptState & { self?: unknown };
    cyclic.self = cyclic;
    expect(blamed(cyclic)).toBe("$");
    let deep: unknown = 0;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(blamed({ ...base(), moves: [deep] })).toBe("$");
  });

  it("nodes that are missing, empty or not an array", () => {
    expect(blamed(withLevel((level) => (level.nodes = [])))).toBe("$.level.nodes");
    expect(blamed(withLevel((level) => (level.nodes = {})))).toBe("$.level.nodes");
    expect(blamed(withLevel((level) => delete level.nodes))).toBe("$.level.nodes");
  });

  it("a node that is not a sand or wet_pit node", () => {
    expect(blamed(withLevel((level) => (nodesOf(level)[1] = null as never)))).toBe("$.level.nodes[1]");
    expect(blamed(withLevel((level) => (nodesOf(level)[2] = [] as never)))).toBe("$.level.nodes[2]");
    expect(blamed(withLevel((level) => (nodesOf(level)[2]!.type = "lava")))).toBe("$.level.nodes[2]");
    expect(blamed(withLevel((level) => (nodesOf(level)[7]!.type = "rock")))).toBe("$.level.nodes[7]");
  });

  it("a node pile that is not a count, or a wet pit that holds starfish", () => {
    for (const pile of [1.5, -1, "2", null, Number.POSITIVE_INFINITY]) {
      const state = withLevel((level) => (nodesOf(level)[3]!.starfish = pile));
      expect(blamed(state), String(pile)).toBe("$.level.nodes[3].starfish");
    }
    expect(blamed(withLevel((level) => (nodesOf(level)[1]!.starfish = 1)))).toBe("$.level.nodes[1].starfish");
  });

  it("a Current Arrow that is not left or right", () => {
    for (const arrow of ["up", null, 0]) {
      const state = withLevel((level) => (nodesOf(level)[5]!.currentDirection = arrow));
      expect(blamed(state), String(arrow)).toBe("$.level.nodes[5].currentDirection");
    }
    const right = withLevel((level) => (nodesOf(level)[5]!.currentDirection = "right"));
    expect(blamed(right)).toBeNull();
  });

  it(`more than ${MAX_LEVEL_STARFISH} starfish on the level, summed over its nodes`, () => {
    const half = MAX_LEVEL_STARFISH / 2;
    expect(blamed(attempt(ringLevel([half, 0, half + 1, 0])))).toBe("$.level.nodes");
  });

  it("edges that are missing or not lists of one node index per node", () => {
    expect(blamed(withLevel((level) => (level.edges = null)))).toBe("$.level.edges");
    expect(blamed(withLevel((level) => (level.edges = [[], []])))).toBe("$.level.edges");
    expect(blamed(withLevel((level) => delete edgesOf(level).right))).toBe("$.level.edges.right");
    expect(blamed(withLevel((level) => (edgesOf(level).left = "76543210" as never)))).toBe(
      "$.level.edges.left",
    );
    expect(blamed(withLevel((level) => edgesOf(level).left!.pop()))).toBe("$.level.edges.left");
    expect(blamed(withLevel((level) => edgesOf(level).right!.push(0)))).toBe("$.level.edges.right");
  });

  it("an edge to a node that does not exist", () => {
    for (const to of [1.5, -1, 8, "4", null]) {
      const state = withLevel((level) => (edgesOf(level).right![3] = to));
      expect(blamed(state), String(to)).toBe("$.level.edges.right[3]");
    }
    expect(blamed(withLevel((level) => (edgesOf(level).left![0] = 8)))).toBe("$.level.edges.left[0]");
  });

  it("edges that do not reverse each other", () => {
    const identityLeft = withLevel((level) => (edgesOf(level).left = [0, 1, 2, 3, 4, 5, 6, 7]));
    expect(blamed(identityLeft)).toBe("$.level.edges");
    // only the last node is wrong: right[7] = 6 while left[6] = 5
    const lastOnly = withLevel((level) => (edgesOf(level).right![7] = 6));
    expect(blamed(lastOnly)).toBe("$.level.edges");
  });

  it("rules that are missing or not two booleans", () => {
    expect(blamed(withLevel((level) => delete level.rules))).toBe("$.level.rules");
    expect(blamed(withLevel((level) => (level.rules = null)))).toBe("$.level.rules");
    const sweepText = withLevel((level) => (level.rules = { finalTideSweep: "yes", wetPitRescue: true }));
    expect(blamed(sweepText)).toBe("$.level.rules");
    const rescueNumber = withLevel((level) => (level.rules = { finalTideSweep: false, wetPitRescue: 1 }));
    expect(blamed(rescueNumber)).toBe("$.level.rules");
    const sweepMissing = withLevel((level) => (level.rules = { wetPitRescue: false }));
    expect(blamed(sweepMissing)).toBe("$.level.rules");
  });
});

describe("stateRefusal blames the first broken field of the board and the counters", () => {
  it("a board that is not one pile per node", () => {
    expect(blamed({ ...base(), starfish: null })).toBe("$.starfish");
    expect(blamed({ ...base(), starfish: "20011000" })).toBe("$.starfish");
    expect(blamed({ ...base(), starfish: [2, 0, 0, 1, 1, 0, 0] })).toBe("$.starfish");
    expect(blamed({ ...base(), starfish: [2, 0, 0, 1, 1, 0, 0, 0, 0] })).toBe("$.starfish");
  });

  it("a pile that is not a count, or a wet pit holding starfish", () => {
    for (const pile of [1.5, -1, "1", null]) {
      const starfish = [2, 0, 0, pile, 1, 0, 0, 0];
      expect(blamed({ ...base(), starfish }), String(pile)).toBe("$.starfish[3]");
    }
    // the same total, one starfish moved into the wet pit
    expect(blamed({ ...base(), starfish: [1, 1, 0, 1, 1, 0, 0, 0] })).toBe("$.starfish[1]");
    // the board is checked before the counters
    expect(blamed({ ...base(), starfish: [2, 0, -1, 1, 1, 0, 0, 0], rescued: -5 })).toBe("$.starfish[2]");
  });

  it(`more than ${MAX_LEVEL_STARFISH} starfish on the board`, () => {
    const half = MAX_LEVEL_STARFISH / 2;
    const state = attempt(ringLevel([half, 0, half, 0]));
    expect(blamed({ ...state, starfish: [half, 1, half, 0] })).toBe("$.starfish");
  });

  it("a counter that is not a non-negative integer", () => {
    for (const key of ["objective", "rescued", "remainingStarfish", "turnsUsed", "maxTurns"]) {
      for (const value of [-1, 1.5, "4", null]) {
        expect(blamed({ ...base(), [key]: value }), `${key} = ${value}`).toBe(`$.${key}`);
      }
    }
  });

  it("remaining starfish that are not the starfish on the board", () => {
    expect(blamed({ ...base(), remainingStarfish: 5 })).toBe("$.remainingStarfish");
    expect(blamed({ ...base(), remainingStarfish: 3, rescued: 1 })).toBe("$.remainingStarfish");
  });

  it("rescued + remaining that is not the objective", () => {
    expect(blamed({ ...base(), rescued: 1 })).toBe("$.rescued");
    expect(blamed({ ...base(), objective: 3 })).toBe("$.rescued");
  });

  it("an optimum that is neither a count nor null", () => {
    for (const value of [-1, 1.5, "1", undefined]) {
      expect(blamed({ ...base(), optimalTurns: value }), String(value)).toBe("$.optimalTurns");
    }
  });

  it("a status that is not playing, won or lost", () => {
    for (const value of ["paused", "", null, "Won"]) {
      expect(blamed({ ...base(), levelStatus: value }), String(value)).toBe("$.levelStatus");
    }
  });

  it("a rating that does not fit the status", () => {
    const cases: [string, unknown][] = [
      ["playing", 0],
      ["playing", 3],
      ["playing", undefined],
      ["won", null],
      ["won", 4],
      ["won", 1.5],
      ["won", "3"],
      ["lost", null],
      ["lost", -1],
    ];
    for (const [levelStatus, rating] of cases) {
      expect(blamed({ ...base(), levelStatus, rating }), `${levelStatus} ${rating}`).toBe("$.rating");
    }
  });

  it("moves that are not a list", () => {
    expect(blamed({ ...base(), moves: null })).toBe("$.moves");
    expect(blamed({ ...base(), moves: { 0: { node: 0, direction: "right" } } })).toBe("$.moves");
  });

  it("commit refuses with the same refusal and legalMoves offers nothing on a broken board", () => {
    const broken = { ...base(), starfish: [2, 0, 0, 1.5, 1, 0, 0, 0] } as unknown as AttemptState;
    expect(commit(broken, R(0))).toEqual(stateRefusal(broken));
    expect(legalMoves(broken)).toEqual([]);
    const badLevel = withLevel((level) => (nodesOf(level)[0]!.type = "lava"));
    expect(legalMoves(badLevel)).toEqual([]);
    // counters are not needed to list moves: only the level and the board
    expect(legalMoves({ ...base(), rescued: 1 })).toHaveLength(5);
  });
});
