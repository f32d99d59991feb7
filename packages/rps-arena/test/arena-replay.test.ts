import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { parseReplay } from "@rulekit/rps-grid";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_STATE_HASHES, parseArenaReplay } from "../src/replay/arena-replay.js";
import { verifyReplay } from "../src/replay/verify-replay.js";

// Golden fixtures of the arena's replay format checks (`rulekit rps replay`, a tournament's resume):
// each fixture is the greedy golden replay with one field tampered with; expected.golden.json holds
// what parsing (format issues, exit 2 at the CLI) and verifying (problems, exit 1) say of each.
// Regenerate both with UPDATE_GOLDEN=1.
const FIXTURES = new URL("./fixtures/replay-format/", import.meta.url);
const BASE = new URL("./fixtures/greedy-match.replay.golden.json", import.meta.url);
const EXPECTED = new URL("expected.golden.json", FIXTURES);
const UPDATE = process.env.UPDATE_GOLDEN === "1";

type Raw = Record<string, unknown> & { moves: Record<string, unknown>[] };
const TAMPERINGS: Record<string, (replay: Raw) => void> = {
  untouched: () => {},
  "hash-is-a-number": (r) => {
    r.moves[0]!.stateHash = 12345;
  },
  "hash-missing-on-one-move": (r) => {
    delete r.moves[0]!.stateHash;
  },
  "hash-null": (r) => {
    r.moves[3]!.stateHash = null;
  },
  "hash-not-hex": (r) => {
    r.moves[1]!.stateHash = "not a hash at all, but a string";
  },
  "hash-wrong-value": (r) => {
    r.moves[2]!.stateHash = "0123456789abcdef0123456789abcdef";
  },
  "no-hashes-undeclared": (r) => {
    for (const move of r.moves) delete move.stateHash;
  },
  "no-hashes-declared": (r) => {
    for (const move of r.moves) delete move.stateHash;
    r.stateHashes = NO_STATE_HASHES;
  },
  "declared-none-but-one-hash": (r) => {
    for (const move of r.moves.slice(1)) delete move.stateHash;
    r.stateHashes = NO_STATE_HASHES;
  },
  "header-not-none": (r) => {
    r.stateHashes = "all";
  },
  "attempts-a-string": (r) => {
    r.attempts = "1";
  },
};

function tampered(name: string): Raw {
  const replay = JSON.parse(readFileSync(BASE, "utf8")) as Raw;
  TAMPERINGS[name]!(replay);
  return replay;
}

function outcome(data: unknown) {
  const parsed = parseArenaReplay(data);
  const loose = parseReplay(data);
  const check = loose.ok ? verifyReplay(loose.value) : null;
  return {
    format: parsed.ok ? "ok" : parsed.issues.map((i) => `${i.path}: ${i.message}`),
    verifies: check ? { ok: check.ok, problems: check.problems } : "not a replay",
  };
}

describe("the arena's replay format (golden fixtures)", () => {
  if (UPDATE) mkdirSync(FIXTURES, { recursive: true });
  const expected: Record<string, ReturnType<typeof outcome>> = UPDATE
    ? {}
    : JSON.parse(readFileSync(EXPECTED, "utf8"));

  for (const name of Object.keys(TAMPERINGS)) {
    it(`${name}: the fixture is the golden replay so tampered with, and it parses and verifies as recorded`, () => {
      const file = new URL(`${name}.replay.json`, FIXTURES);
      const text = `${JSON.stringify(tampered(name), null, 2)}\n`;
      if (UPDATE) writeFileSync(file, text);
      expect(readFileSync(file, "utf8")).toBe(text);
      const got = outcome(JSON.parse(text));
      if (UPDATE) expected[name] = got;
      expect(got).toEqual(expected[name]);
    });
  }

  it("records the outcome of every fixture", () => {
    if (UPDATE) writeFileSync(EXPECTED, `${JSON.stringify(expected, null, 2)}\n`);
    expect(Object.keys(JSON.parse(readFileSync(EXPECTED, "utf8"))).sort()).toEqual(
      Object.keys(TAMPERINGS).sort(),
    );
  });
});

describe("parseArenaReplay", () => {
  const base = () => JSON.parse(readFileSync(BASE, "utf8")) as Raw;

  it("accepts the arena's own replays and the ones that say they have no hashes", () => {
    expect(parseArenaReplay(base()).ok).toBe(true);
    const declared = parseArenaReplay(tampered("no-hashes-declared"));
    expect(declared.ok).toBe(true);
    if (declared.ok) expect(verifyReplay(declared.value).ok).toBe(true);
  });

  it("refuses a hash of any other type, at its path", () => {
    const others = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string(), fc.integer(), { maxKeys: 2 }),
      fc.string().filter((s) => !/^[0-9a-f]{32}$/.test(s)),
    );
    fc.assert(
      fc.property(others, fc.nat(), (value, at) => {
        const replay = base();
        const ply = at % replay.moves.length;
        replay.moves[ply]!.stateHash = value;
        const parsed = parseArenaReplay(replay);
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) expect(parsed.issues.map((i) => i.path)).toEqual([`$.moves[${ply}].stateHash`]);
        // Verifying the loosely parsed replay says the same: it never counts as verified.
        const loose = parseReplay(replay);
        expect(loose.ok && verifyReplay(loose.value).ok).toBe(false);
      }),
    );
  });

  it("refuses a replay with hashes on some moves only, naming each move without one", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(), { minLength: 1 }), (picks) => {
        const replay = base();
        const missing = [...new Set(picks.map((p) => p % replay.moves.length))].sort((a, b) => a - b);
        // At least one move keeps its hash (a replay with none is the header's case, tested above).
        if (missing.length === replay.moves.length) missing.pop();
        for (const ply of missing) delete replay.moves[ply]!.stateHash;
        const parsed = parseArenaReplay(replay);
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) {
          expect(parsed.issues.map((i) => i.path)).toEqual(missing.map((p) => `$.moves[${p}].stateHash`));
          expect(parsed.issues.every((i) => i.code === "missing_state_hash")).toBe(true);
        }
      }),
    );
  });

  it("leaves what rps-grid refuses to rps-grid's message", () => {
    const replay = base();
    replay.moves[0]!.player = 7;
    const parsed = parseArenaReplay(replay);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues[0]!.path).toBe("$.moves[0].player");
  });
});
