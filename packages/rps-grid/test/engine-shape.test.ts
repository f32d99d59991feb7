import { readFileSync } from "node:fs";
import { replay as replayEngine, stableStringify } from "@rulekit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CLASSIC_V2,
  type Game,
  legalMoves,
  newGame,
  type ProtocolMove,
  parseRuleSet,
  play,
  REFUSAL,
  replay,
  rpsGridEngine,
  toProtocolState,
} from "../src/index.ts";
import { LEVELS_DIR } from "./helpers.ts";

/** The engine contract's shapes: play is the step, replay is core's, parsers take text. */

const seeds = fc.string({ maxLength: 6 });
/** Move lists that follow legal moves, with a move off the board now and then. */
const moveLists = fc.array(fc.tuple(fc.nat(), fc.nat(12)), { maxLength: 40 });
function walk(game: Game, choices: readonly (readonly [number, number])[]): ProtocolMove[] {
  const moves: ProtocolMove[] = [];
  for (const [pick, odd] of choices) {
    const legal = legalMoves(game);
    const move =
      odd === 0 || legal.length === 0
        ? { fromRow: -1, fromCol: 0, toRow: 0, toCol: 0 }
        : legal[pick % legal.length]!;
    moves.push(move);
    const result = play(game, move);
    if (result.ok) game = result.state;
  }
  return moves;
}

describe("play answers in the engine contract's shape", () => {
  it("state is the next Game, its one event is lastMove, and the deprecated game is the same Game", () => {
    fc.assert(
      fc.property(seeds, moveLists, (seed, choices) => {
        let game = newGame(CLASSIC_V2, seed);
        for (const move of walk(game, choices)) {
          const result = play(game, move);
          if (!result.ok) continue;
          expect(result.game).toBe(result.state);
          expect(result.events).toEqual([{ type: "move", ...result.lastMove }]);
          expect(result.state.lastMove).toEqual(result.lastMove);
          game = result.state;
        }
      }),
      { numRuns: 30 },
    );
  });

  it("rpsGridEngine.step is play itself", () => {
    expect(rpsGridEngine.step).toBe(play);
  });
});

describe("replay(initial, moves) is core's replay over rpsGridEngine", () => {
  it("the same final game and the same events, byte for byte, and a refusal says where", () => {
    fc.assert(
      fc.property(seeds, moveLists, (seed, choices) => {
        const start = newGame(CLASSIC_V2, seed);
        const moves = walk(start, choices);
        const ours = replay(start, moves);
        const core = replayEngine(rpsGridEngine, start, moves);
        expect(ours.ok).toBe(core.ok);
        expect(stableStringify(toProtocolState(ours.state))).toBe(
          stableStringify(toProtocolState(core.state)),
        );
        expect(stableStringify(ours.events)).toBe(stableStringify(core.events));
        if (!ours.ok) {
          expect(ours.refusal.code).toBe(REFUSAL.offBoard);
          expect(moves[ours.index]).toEqual({ fromRow: -1, fromCol: 0, toRow: 0, toCol: 0 });
          expect(ours.events).toHaveLength(ours.index);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe("parseRuleSet takes JSON text like every engine's file parser", () => {
  it("the text of every shipped RuleSet parses to what its value parses to", () => {
    for (const name of ["classic-v2", "classic-v1"]) {
      const text = readFileSync(`${LEVELS_DIR}${name}.json`, "utf8");
      const fromText = parseRuleSet(text);
      expect(fromText.ok, name).toBe(true);
      expect(fromText).toEqual(parseRuleSet(JSON.parse(text)));
    }
  });

  it("text that is not JSON is one invalid_json issue at $", () => {
    expect(parseRuleSet("{ nope")).toMatchObject({
      ok: false,
      issues: [{ path: "$", code: "invalid_json" }],
    });
  });
});
