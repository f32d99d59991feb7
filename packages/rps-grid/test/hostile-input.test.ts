import { describe, expect, it } from "vitest";
import {
  CLASSIC_V2,
  fromState,
  type Game,
  legalMoves,
  newGame,
  type ProtocolMove,
  parseRuleSet,
  perft,
  play,
  REFUSAL,
  RulekitValidationError,
  toProtocolState,
} from "../src/index.ts";

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** A move that reads `first` the first time each coordinate is read, then `then` (counting reads). */
function shiftyMove(first: ProtocolMove, then: ProtocolMove) {
  const reads: Record<string, number> = {};
  const move = {} as ProtocolMove;
  for (const key of ["fromRow", "fromCol", "toRow", "toCol"] as const) {
    Object.defineProperty(move, key, {
      enumerable: true,
      get: () => ((reads[key] = (reads[key] ?? 0) + 1) === 1 ? first[key] : then[key]),
    });
  }
  return { move, reads };
}

describe("play with hostile input", () => {
  const game = newGame(CLASSIC_V2, "hostile");

  it("reads each coordinate once: a move that changes between reads plays what it first said", () => {
    const [legal] = legalMoves(game);
    const { move, reads } = shiftyMove(legal!, { fromRow: 0, fromCol: 0, toRow: 7, toCol: 7 });
    const result = play(game, move);
    expect(Object.values(reads)).toEqual([1, 1, 1, 1]);
    if (!result.ok) throw new Error(result.code);
    expect(result.lastMove).toMatchObject(legal!);
    const direct = play(game, legal!);
    if (!direct.ok) throw new Error(direct.code);
    expect(toProtocolState(result.game)).toEqual(toProtocolState(direct.game));
  });

  it("refuses what is not a Game, and other functions throw a typed error for it", () => {
    for (const notAGame of [null, undefined, {}, { ...game }, JSON.parse(JSON.stringify(game)), 7]) {
      expect(play(notAGame as Game, legalMoves(game)[0]!)).toMatchObject({
        ok: false,
        code: REFUSAL.notAGame,
      });
      expect(() => legalMoves(notAGame as Game)).toThrow(RulekitValidationError);
    }
  });

  it("refuses moves that are not four integers on the board", () => {
    for (const move of [null, undefined, "a1", {}, { fromRow: "0", fromCol: 0, toRow: 1, toCol: 0 }]) {
      expect(play(game, move as unknown as ProtocolMove)).toMatchObject({
        ok: false,
        code: REFUSAL.offBoard,
      });
    }
  });
});

describe("RuleSet and state loaders with hostile input", () => {
  it("refuse nesting thousands deep with a typed issue, not a stack overflow", () => {
    const deep = { ...CLASSIC_V2, note: nested(10_000) };
    expect(parseRuleSet(deep)).toMatchObject({ ok: false, issues: [{ code: "too_deep" }] });
    expect(() => newGame(deep, "s")).toThrow(RulekitValidationError);
    const state = { ...toProtocolState(newGame(CLASSIC_V2, "s")), lastMove: nested(10_000) };
    expect(() => fromState(CLASSIC_V2, state)).toThrow(RulekitValidationError);
  });
});

describe("perft progress", () => {
  it("reports each root move once, in order, and counts the same leaves", () => {
    const game = newGame(CLASSIC_V2, "perft");
    const seen: [number, number][] = [];
    const leaves = perft(game, 3, { onRootMove: (done, total) => seen.push([done, total]) });
    expect(leaves).toBe(perft(game, 3));
    expect(seen).toEqual(Array.from({ length: 32 }, (_, i) => [i + 1, 32]));
  });
});
