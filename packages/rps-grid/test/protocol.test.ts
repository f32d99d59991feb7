import { describe, expect, it } from "vitest";
import {
  buildRequest,
  CLASSIC_V2,
  DEFAULT_LIMITS,
  type Game,
  greedyMove,
  legalMoves,
  newGame,
  parseRequest,
  parseResponse,
  parseResponseLine,
  play,
  RequestSchema,
  toProtocolState,
  userdataBytes,
} from "../src/index.ts";
import { expectGolden } from "./golden.ts";
import { loadLevel } from "./helpers.ts";

describe("bot protocol v1", () => {
  it("the classic start request is exactly the protocol JSON (golden, key order included)", () => {
    const request = buildRequest(newGame(CLASSIC_V2, "arena-2026"), 0);
    expect(Object.keys(request)).toEqual([
      "protocol_version",
      "request_id",
      "player_index",
      "seed",
      "rules",
      "state",
      "legal_moves",
      "limits",
      "userdata",
    ]);
    expect(request).toMatchObject({
      protocol_version: 1,
      request_id: "turn-0",
      player_index: 0,
      seed: "arena-2026",
    });
    expect(request.limits).toEqual({
      moveCpuMs: 500,
      totalCpuMs: 30000,
      moveWallMs: 3000,
      matchWallMs: 180000,
      memoryMb: 256,
      outputBytes: 65536,
      userdataBytes: 16384,
    });
    expect(Object.keys(request.state)).toEqual([
      "board",
      "currentTurn",
      "moveCount",
      "status",
      "winner",
      "winReason",
      "lastMove",
    ]);
    expect(request.state.board).toHaveLength(9);
    expect(request.state.board[0]).toHaveLength(9);
    expect(parseRequest(JSON.parse(JSON.stringify(request))).ok).toBe(true);
    expectGolden("request-classic-v2-start", request);
  });

  it("a tile-effects request after a few moves carries powerUps, tiles, lastMove and userdata", () => {
    const rules = loadLevel("tile-effects");
    let game: Game = newGame(rules, "protocol");
    for (let i = 0; i < 7; i++) {
      const result = play(game, greedyMove(buildRequest(game, game.currentTurn)));
      if (!result.ok) throw new Error(result.message);
      game = result.game;
    }
    const request = buildRequest(game, game.currentTurn, DEFAULT_LIMITS, { plan: "attack" }, "r-7");
    expect(Object.keys(request.state)).toEqual([
      "board",
      "currentTurn",
      "moveCount",
      "status",
      "winner",
      "winReason",
      "lastMove",
      "powerUps",
      "tiles",
    ]);
    expect(request.state.tiles).toContainEqual({ row: 4, col: 0, type: "lava", tags: ["hazard"] });
    expect(request.rules).toBe(rules);
    expect(RequestSchema.safeParse(request).success).toBe(true);
    expectGolden("request-tile-effects-ply-7", request);
  });

  it("blocked and void cells appear in state.tiles when the RuleSet has tileTypes", () => {
    const rules = { ...loadLevel("terrain-7x11"), tileTypes: {} };
    const state = toProtocolState(newGame(rules, "t"));
    expect(state.tiles).toContainEqual({ row: 3, col: 2, type: "blocked", tags: ["blocked"] });
    expect(state.tiles).toContainEqual({ row: 0, col: 0, type: "void", tags: ["void"] });
    expect(toProtocolState(newGame(loadLevel("terrain-7x11"), "t")).tiles).toBeUndefined();
  });

  it("no request for the side not to move or a finished game", () => {
    const game = newGame(CLASSIC_V2, "s");
    expect(() => buildRequest(game, 1)).toThrow(/not to move/);
    const over = newGame({ ...CLASSIC_V2, maxMoves: 1 }, "s");
    const done = play(over, legalMoves(over)[0]!);
    if (!done.ok) throw new Error(done.message);
    expect(done.game.status).toBe("finished");
    expect(() => buildRequest(done.game, 1)).toThrow(/over/);
  });

  it("responses: one JSON line, integer coordinates, matching request_id", () => {
    const ok =
      '{"request_id":"turn-0","move":{"fromRow":0,"fromCol":6,"toRow":0,"toCol":7},"userdata":{"plan":"attack"}}';
    const parsed = parseResponseLine(`${ok}\n`, "turn-0");
    expect(parsed.ok && parsed.value.userdata).toEqual({ plan: "attack" });
    const code = (text: string, id?: string) => {
      const r = parseResponseLine(text, id);
      return r.ok ? "ok" : r.issues[0]!.code;
    };
    expect(code(ok)).toBe("ok");
    expect(code("")).toBe("empty_output");
    expect(code(`${ok}\n${ok}\n`)).toBe("multiple_lines");
    expect(code("{nope")).toBe("malformed_json");
    expect(code(ok, "turn-1")).toBe("wrong_request_id");
    expect(code('{"request_id":"turn-0","move":{"fromRow":0.5,"fromCol":6,"toRow":0,"toCol":7}}')).toBe(
      "invalid_type",
    );
    expect(parseResponse({ request_id: "x", move: { fromRow: 1, fromCol: 2, toRow: 3, toCol: 4 } }).ok).toBe(
      true,
    );
    expect(parseResponse({ request_id: "x" }).ok).toBe(false);
  });

  it("responses are bounded before they are parsed, and userdata comes back as the bot wrote it", () => {
    const move = '{"fromRow":0,"fromCol":6,"toRow":0,"toCol":7}';
    const code = (text: string) => {
      const r = parseResponseLine(text, "turn-0");
      return r.ok ? "ok" : r.issues[0]!.code;
    };
    const withUserdata = (userdata: string) =>
      `{"request_id":"turn-0","move":${move},"userdata":${userdata}}`;
    expect(code(withUserdata(`${"[".repeat(63)}${"]".repeat(63)}`))).toBe("ok");
    expect(code(withUserdata(`${"[".repeat(6000)}${"]".repeat(6000)}`))).toBe("too_deep");
    expect(code(withUserdata(`"${"x".repeat(1024 * 1024)}"`))).toBe("too_large");
    expect(code(withUserdata("1e999"))).toBe("invalid_union");
    expect(code(`{"request_id":"turn-0","move":${move}}\u0000`)).toBe("malformed_json");
    const proto = parseResponseLine(withUserdata('{"__proto__":{"a":1}}'), "turn-0");
    expect(proto.ok && JSON.stringify(proto.value.userdata)).toBe('{"__proto__":{"a":1}}');
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });

  it("userdataBytes counts UTF-8 bytes of the JSON text", () => {
    expect(userdataBytes(null)).toBe(4);
    expect(userdataBytes({ a: "é" })).toBe(10);
    expect(userdataBytes(undefined)).toBe(0);
  });
});
