import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canRedo,
  canUndo,
  commit,
  createHistory,
  HISTORY_LIMIT,
  redo,
  undo,
} from "../../src/routes/reactor/editor/history.ts";

describe("history", () => {
  it("undoes and redoes commits in order", () => {
    let h = createHistory("a");
    h = commit(h, "b");
    h = commit(h, "c");
    expect(h.present).toBe("c");
    h = undo(h);
    expect(h.present).toBe("b");
    h = undo(h);
    expect(h.present).toBe("a");
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    h = redo(h);
    expect(h.present).toBe("c");
    expect(canRedo(h)).toBe(false);
  });

  it("a new commit after undo drops the redo branch", () => {
    let h = commit(commit(createHistory(1), 2), 3);
    h = undo(h);
    h = commit(h, 9);
    expect(h.present).toBe(9);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(2);
  });

  it("merged commits form one undo step (a painting stroke)", () => {
    let h = createHistory("start");
    h = commit(h, "cell 1");
    h = commit(h, "cells 1-2", { merge: true });
    h = commit(h, "cells 1-3", { merge: true });
    expect(h.present).toBe("cells 1-3");
    expect(undo(h).present).toBe("start");
  });

  it("committing the same value and undoing at the start change nothing", () => {
    const value = { a: 1 };
    const h = createHistory(value);
    expect(commit(h, value)).toBe(h);
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
  });

  it("keeps at most HISTORY_LIMIT undo steps, dropping the oldest", () => {
    let h = createHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 25; i++) h = commit(h, i);
    expect(h.past.length).toBe(HISTORY_LIMIT);
    while (canUndo(h)) h = undo(h);
    expect(h.present).toBe(25);
  });

  it("undo then redo is the identity on the present (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 30 }), fc.nat(40), (values, backs) => {
        let h = createHistory(-1);
        for (const v of values) h = commit(h, v);
        const steps = Math.min(backs, values.length);
        let u = h;
        for (let i = 0; i < steps; i++) u = undo(u);
        expect(u.present).toBe(steps === values.length ? -1 : values[values.length - 1 - steps]);
        for (let i = 0; i < steps; i++) u = redo(u);
        expect(u.present).toBe(h.present);
        expect(u.past).toEqual(h.past);
      }),
    );
  });
});
