import { stableStringify } from "@rulekit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIMITS,
  ENGINE_NAME,
  ENGINE_VERSION,
  type Game,
  legalMoves,
  newGame,
  parseReplay,
  play,
  type Replay,
  replay,
  replayFile,
  replayGame,
  replayStart,
  toProtocolState,
  WRONG_PLAYER,
} from "../src/index.ts";
import { smallRules } from "./helpers.ts";

/**
 * replayFile: an arena replay file through the shared replay, each ply's recorded player checked; the
 * deprecated replayGame answers the same in its older shape.
 */
const RULES = smallRules(5);

/** A replay file of a random game on the 5×5 board, its players bent now and then, its result as recorded. */
const files = fc
  .record({
    seed: fc.string({ maxLength: 5 }),
    picks: fc.array(fc.nat(), { maxLength: 30 }),
    bent: fc.array(fc.nat(15), { maxLength: 30 }),
  })
  .map(({ seed, picks, bent }): Replay => {
    let game = newGame(RULES, seed);
    const moves = [];
    for (const [ply, pick] of picks.entries()) {
      const legal = legalMoves(game);
      if (legal.length === 0) break;
      const move = legal[pick % legal.length]!;
      const player = bent[ply] === 0 ? 1 - game.currentTurn : game.currentTurn;
      moves.push({
        ply,
        player,
        move,
        requestId: `r${ply}`,
        cpuMs: 1,
        wallMs: 1,
        outputBytes: 1,
        userdataBytes: 0,
      });
      const result = play(game, move);
      if (!result.ok) throw new Error(result.message);
      game = result.state;
    }
    const parsed = parseReplay(
      JSON.stringify({
        format: "rulekit-rps-replay",
        version: 1,
        engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
        rules: RULES,
        seed,
        limits: DEFAULT_LIMITS,
        bots: [
          { name: "a", language: "js", sourceHash: "a" },
          { name: "b", language: "js", sourceHash: "b" },
        ],
        moves,
        result:
          game.status === "finished"
            ? { status: "finished", winner: game.winner, winReason: game.winReason, fault: null }
            : {
                status: "aborted",
                winner: 0,
                winReason: "crash",
                fault: { player: 1, code: "crash", message: "" },
              },
      }),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    return parsed.value;
  });

describe("replayFile", () => {
  it("plays the moves the shared replay plays, until a ply recorded for the wrong player", () => {
    fc.assert(
      fc.property(files, (file) => {
        const run = replayFile(file);
        const wrong = file.moves.findIndex((record, i) => {
          const before = i === 0 ? run.initial : run.games[i - 1];
          return before !== undefined && before.status === "playing" && record.player !== before.currentTurn;
        });
        const plain = replay(
          replayStart(file),
          file.moves.map((m) => m.move),
        );
        if (wrong < 0) {
          expect(run.ok).toBe(true);
          expect(stableStringify(run.events)).toBe(stableStringify(plain.events));
        } else {
          expect(run).toMatchObject({ ok: false, index: wrong, refusal: { code: WRONG_PLAYER } });
          expect(run.resultMatches).toBe(false);
          expect(stableStringify(run.events)).toBe(stableStringify(plain.events.slice(0, wrong)));
        }
        expect(run.games).toHaveLength(run.events.length);
        expect(run.state).toBe(run.games.at(-1) ?? run.initial);
      }),
      { numRuns: 60 },
    );
  });

  it("a file whose players are right plays through and matches its recorded result", () => {
    fc.assert(
      fc.property(files, (file) => {
        const honest = { ...file, moves: file.moves.map((m, i) => ({ ...m, player: (i % 2) as 0 | 1 })) };
        const run = replayFile(honest);
        expect(run.ok).toBe(true);
        expect(run.resultMatches).toBe(true);
        const lied = {
          ...honest,
          result: { ...honest.result, status: honest.result.status === "finished" ? "aborted" : "finished" },
        } as Replay;
        expect(replayFile(lied).resultMatches).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it("the deprecated replayGame says what replayFile says, step by step", () => {
    fc.assert(
      fc.property(files, (file) => {
        const run = replayFile(file);
        const old = replayGame(file);
        expect(old.ok).toBe(run.ok);
        expect(old.resultMatches).toBe(run.resultMatches);
        const states = (games: Game[]) => stableStringify(games.map(toProtocolState));
        expect(states([old.final, old.initial, ...old.steps.map((s) => s.game)])).toBe(
          states([run.state, run.initial, ...run.games]),
        );
        expect(old.steps.map((s) => ({ type: "move", ...s.lastMove }))).toEqual(run.events.map((e) => e[0]));
        expect(old.steps.map((s) => s.ply)).toEqual(file.moves.slice(0, run.games.length).map((m) => m.ply));
        if (run.ok) expect(old.failure).toBeNull();
        else
          expect(old.failure).toEqual({
            ply: file.moves[run.index]!.ply,
            move: run.action,
            code: run.refusal.code,
            message: run.refusal.message,
          });
      }),
      { numRuns: 40 },
    );
  });

  it("a file with an initialState starts there", () => {
    fc.assert(
      fc.property(files, (file) => {
        const start = newGame(RULES, "other");
        const withState = { ...file, initialState: toProtocolState(start) };
        expect(toProtocolState(replayFile(withState).initial)).toEqual(toProtocolState(start));
      }),
      { numRuns: 5 },
    );
  });
});
