import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Engine, refuse, stepped } from "../../src/index.js";
import {
  assertEngine,
  type CheckProgress,
  checkEngine,
  type EngineCheck,
  formatEngineCheck,
} from "../../src/testing/index.js";

/** A take-away game: take 1 or 2 from the pile; whoever takes the last one wins. */
interface Nim {
  pile: number;
  turn: 0 | 1;
  winner: 0 | 1 | null;
}
type Take = { take: number };
type Taken = { type: "took"; take: number; player: 0 | 1 };

const nimLegal = (s: Nim): Take[] =>
  s.winner !== null ? [] : [1, 2].filter((n) => n <= s.pile).map((take) => ({ take }));

const nim: Engine<Nim, Take, Taken> = {
  legalActions: nimLegal,
  step(s, a) {
    if (s.winner !== null) return refuse("over", "the game is over");
    if (typeof a !== "object" || a === null || ![1, 2].includes(a.take) || a.take > s.pile)
      return refuse("bad_take", "take 1 or 2, at most the pile");
    const pile = s.pile - a.take;
    const next: Nim = { pile, turn: s.turn === 0 ? 1 : 0, winner: pile === 0 ? s.turn : null };
    return stepped(next, [{ type: "took", take: a.take, player: s.turn }]);
  },
};
const options = {
  initial: (seed: number): Nim => ({ pile: 5 + (seed % 20), turn: 0, winner: null }),
  runs: 60,
};

function broken(check: EngineCheck, engine: Engine<Nim, Take, Taken>, extra = {}) {
  const report = checkEngine(engine, { ...options, seed: 7, ...extra });
  if (report.ok) throw new Error(`expected a ${check} violation, the engine passed`);
  expect(report.check, formatEngineCheck(report)).toBe(check);
  return report;
}

describe("checkEngine", () => {
  it("passes an engine that keeps the contract, and reports the playouts it ran", () => {
    const report = checkEngine(nim, { ...options, seed: 1, isTerminal: (s) => s.winner !== null });
    expect(report).toMatchObject({ ok: true, runs: 60, seed: 1 });
    expect(report.ok && report.steps).toBeGreaterThan(100);
    expect(() => assertEngine(nim, options)).not.toThrow();
  });

  it("catches a write to the input state, with the shortest action log", () => {
    const report = broken("no-input-mutation", {
      ...nim,
      step(s, a) {
        const r = nim.step(s, a);
        if (r.ok && r.state.pile === 0) (s as { pile: number }).pile = 0;
        return r;
      },
    });
    // The shortest way to empty a pile of at least 5 by ones and twos is three takes.
    expect(report.actions.length).toBeLessThanOrEqual(13);
    expect(report.actions.at(-1)).toBeDefined();
  });

  it("catches a legal action that is refused", () => {
    const report = broken("legal-accepted", {
      ...nim,
      step: (s, a) =>
        s.pile === 3 && (a as Take | null)?.take === 2 ? refuse("nope", "no") : nim.step(s, a),
    });
    expect(report.actions.at(-1)).toEqual({ take: 2 });
  });

  it("catches an accepted action that legalActions does not offer", () => {
    broken(
      "only-legal-accepted",
      { ...nim, legalActions: (s) => nimLegal(s).slice(0, 1) },
      {
        probes: () => [{ take: 2 }, { take: 3 }],
      },
    );
  });

  it("catches a refusal without a code, and a crash on a junk action", () => {
    broken("refusal-unchanged", {
      ...nim,
      step: (s, a) => (a === null ? ({ ok: false } as never) : nim.step(s, a)),
    });
    broken("refusal-unchanged", { ...nim, step: (s, a) => nim.step(s, { take: (a as Take).take }) });
  });

  it("catches events and states that are not plain JSON", () => {
    broken("json-safe", {
      ...nim,
      step(s, a) {
        const r = nim.step(s, a);
        return r.ok ? stepped(r.state, [{ ...r.events[0]!, note: undefined } as Taken]) : r;
      },
    });
    broken("json-safe", {
      ...nim,
      step(s, a) {
        const r = nim.step(s, a);
        return r.ok
          ? stepped({ ...r.state, pile: r.state.pile === 0 ? Number.NaN : r.state.pile }, r.events)
          : r;
      },
    });
  });

  it("catches a step that depends on something outside the state (replay differs)", () => {
    let calls = 0;
    broken("replay", {
      ...nim,
      step(s, a) {
        const r = nim.step(s, a);
        return r.ok ? stepped(r.state, [{ ...r.events[0]!, take: a.take + (calls++ % 2) }]) : r;
      },
    });
  });

  it("catches a finished game that still accepts actions, or offers some, or a stuck one", () => {
    broken("terminal", { ...nim, step: (s, a) => (s.winner !== null ? stepped(s, []) : nim.step(s, a)) });
    broken(
      "terminal",
      { ...nim, legalActions: (s) => (s.winner !== null ? [{ take: 1 }] : nimLegal(s)) },
      {
        isTerminal: (s: Nim) => s.winner !== null,
      },
    );
    broken(
      "terminal",
      { ...nim, legalActions: (s) => (s.pile === 1 ? [] : nimLegal(s)) },
      {
        isTerminal: (s: Nim) => s.winner !== null,
      },
    );
  });

  it("catches hidden state that a JSON round trip loses (a mid-game state plays on differently)", () => {
    const hidden = new WeakSet<object>();
    const report = broken("continuation", {
      ...nim,
      step(s, a) {
        const r = nim.step(s, a);
        if (!r.ok) return r;
        // Remembers by identity which states it made: a state read back from JSON is "new".
        const events = hidden.has(s) || s.pile >= 5 ? r.events : [{ ...r.events[0]!, take: 9 }];
        hidden.add(r.state);
        return stepped(r.state, events);
      },
    });
    expect(formatEngineCheck(report)).toMatch(
      /continuation: from the state after \d+ action\(s\), read back from JSON/,
    );
  });

  it("is reproducible from its seed", () => {
    const bad = {
      ...nim,
      step: (s: Nim, a: Take) => (s.pile === 4 && a?.take ? refuse("x", "x") : nim.step(s, a)),
    };
    const a = checkEngine(bad, { ...options, seed: 42 });
    const b = checkEngine(bad, { ...options, seed: 42 });
    expect(a).toEqual(b);
    expect(() => assertEngine(bad, { ...options, seed: 42 })).toThrow(
      /engine contract broken: legal-accepted/,
    );
  });

  it("takes start states from an arbitrary too, and shrinks them", () => {
    const piles = fc.integer({ min: 1, max: 40 }).map((pile): Nim => ({ pile, turn: 0, winner: null }));
    const bad = {
      ...nim,
      step: (s: Nim, a: Take) => (s.pile >= 30 && a?.take === 2 ? refuse("x", "x") : nim.step(s, a)),
    };
    const report = checkEngine(bad, { initial: piles, seed: 3, runs: 200 });
    if (report.ok) throw new Error("expected a violation");
    expect(report).toMatchObject({ check: "legal-accepted", playoutSeed: null });
    expect(JSON.parse(report.start!)).toEqual({ pile: 30, turn: 0, winner: null });
    expect(checkEngine(nim, { initial: piles, runs: 50 }).ok).toBe(true);
  });

  it("tells its progress after every playout, and reports the same with or without listening", () => {
    const seen: CheckProgress[] = [];
    const onProgress = (p: CheckProgress) => seen.push(p);
    const report = checkEngine(nim, { ...options, seed: 1, onProgress });
    expect(report).toEqual(checkEngine(nim, { ...options, seed: 1 }));
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => ({ played: i + 1, shrinking: 0 })));

    const bad = {
      ...nim,
      step: (s: Nim, a: Take) => (s.pile === 4 && a?.take ? refuse("x", "x") : nim.step(s, a)),
    };
    const failing: CheckProgress[] = [];
    const broken = checkEngine(bad, { ...options, seed: 42, onProgress: (p) => failing.push(p) });
    expect(broken).toEqual(checkEngine(bad, { ...options, seed: 42 }));
    if (broken.ok) throw new Error("expected a violation");
    // The budget's playouts up to the failing one, then the shrinks' replays with `played` held.
    const played = failing.filter((p) => p.shrinking === 0);
    expect(played.map((p) => p.played)).toEqual(Array.from({ length: played.length }, (_, i) => i + 1));
    expect(played.length).toBe(broken.runs);
    expect(
      failing.slice(played.length).every((p, i) => p.played === broken.runs && p.shrinking === i + 1),
    ).toBe(true);
    expect(failing.length).toBeGreaterThan(played.length);
  });
});
