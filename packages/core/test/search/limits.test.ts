import { describe, expect, it } from "vitest";
import {
  bestFirstSearch,
  type Engine,
  SEARCH_ABORTED,
  SEARCH_STATE_LIMIT,
  SearchAbortedError,
  SearchLimitError,
  stepped,
} from "../../src/index.js";

// An endless counter: every state has a successor, so only a limit or a signal stops the search.
const counter: Engine<number, 1, never> = { legalActions: () => [1], step: (n) => stepped(n + 1) };
const problem = { engine: counter, start: 0, key: String, isGoal: () => false };

describe("search limits", () => {
  it("stops at maxStates with a SearchLimitError that names the limit and the figures", () => {
    let error: unknown;
    try {
      bestFirstSearch(problem, { maxStates: 50 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SearchLimitError);
    expect(error).toBeInstanceOf(RangeError);
    const limit = error as SearchLimitError;
    expect(limit.code).toBe(SEARCH_STATE_LIMIT);
    expect(limit.limit).toBe(50);
    expect(limit.stats.states).toBe(50);
    expect(limit.stats.expanded).toBe(50);
    expect(limit.message).toContain("more than 50 states");
  });

  it("stops when its signal is aborted (here from its own progress callback)", () => {
    const controller = new AbortController();
    let error: unknown;
    try {
      bestFirstSearch(problem, {
        signal: controller.signal,
        progressEvery: 10,
        onProgress: (p) => {
          if (p.expanded >= 30) controller.abort();
        },
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SearchAbortedError);
    expect((error as SearchAbortedError).code).toBe(SEARCH_ABORTED);
    expect((error as SearchAbortedError).name).toBe("AbortError");
    expect((error as SearchAbortedError).stats.expanded).toBe(30);
  });

  it("does not start when the signal is already aborted", () => {
    expect(() => bestFirstSearch(problem, { signal: { aborted: true } })).toThrow(SearchAbortedError);
  });
});
