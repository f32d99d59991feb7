import { describe, expect, it } from "vitest";
import {
  buildRequest,
  CLASSIC_V2,
  DEFAULT_LIMITS,
  newGame,
  parseLimits,
  parseRequest,
  parseResponse,
  parseResponseLine,
  parseState,
  toProtocolState,
} from "../src/index.ts";
import { loadLevel } from "./helpers.ts";

type Json = Record<string, unknown>;

/** The issue paths of a failed parse (an accepted value fails the test). */
function pathsOf(result: { ok: true } | { ok: false; issues: { path: string }[] }): string[] {
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.issues.map((i) => i.path);
}

/** A protocol state with tiles and items: the start of the tile-effects RuleSet, as JSON. */
function stateJson(): Json {
  const state = toProtocolState(newGame(loadLevel("tile-effects"), "schema"));
  return JSON.parse(JSON.stringify(state)) as Json;
}

const withPiece = (piece: unknown): Json => {
  const state = stateJson();
  (state.board as unknown[][])[4]![4] = piece;
  return state;
};

const move = { fromRow: 1, fromCol: 2, toRow: 2, toCol: 2 };

describe("parseState: the protocol state (spec §3)", () => {
  it("accepts the engine's own state", () => {
    const state = stateJson();
    expect(state.tiles).toBeDefined();
    expect(state.powerUps).toBeDefined();
    expect(parseState(state).ok).toBe(true);
  });

  it("refuses a value that is not a state, naming the missing fields", () => {
    expect(pathsOf(parseState({}))).toEqual([
      "$.board",
      "$.currentTurn",
      "$.moveCount",
      "$.status",
      "$.winner",
      "$.winReason",
      "$.lastMove",
    ]);
    expect(pathsOf(parseState({ ...stateJson(), moveCount: -1 }))).toEqual(["$.moveCount"]);
  });

  it("a piece is { player: 0|1, type: R|P|S, powered?: boolean, effect?: non-empty string }", () => {
    expect(parseState(withPiece({ player: 1, type: "S", powered: true, effect: "glow" })).ok).toBe(true);
    expect(pathsOf(parseState(withPiece({ player: 2, type: "R" })))).toEqual(["$.board[4][4].player"]);
    expect(pathsOf(parseState(withPiece({ player: 0, type: "X" })))).toEqual(["$.board[4][4].type"]);
    expect(pathsOf(parseState(withPiece({ player: 0, type: "R", powered: 1 })))).toEqual([
      "$.board[4][4].powered",
    ]);
    expect(pathsOf(parseState(withPiece({ player: 0, type: "R", effect: "" })))).toEqual([
      "$.board[4][4].effect",
    ]);
  });

  it("a state tile is { row, col, type, tags } with integer cells and a non-empty type", () => {
    const tile = (value: unknown) => ({ ...stateJson(), tiles: [value] });
    expect(parseState(tile({ row: 0, col: 1, type: "grass", tags: ["decor"] })).ok).toBe(true);
    expect(pathsOf(parseState(tile({ row: 0.5, col: 1, type: "grass", tags: [] })))).toEqual([
      "$.tiles[0].row",
    ]);
    expect(pathsOf(parseState(tile({ row: 0, col: 1, type: "", tags: [] })))).toEqual(["$.tiles[0].type"]);
    expect(pathsOf(parseState(tile({ row: 0, col: 1, type: "grass" })))).toEqual(["$.tiles[0].tags"]);
  });

  it("lastMove needs the move, the player and the piece type; the other fields default (spec §4)", () => {
    const minimal = { ...move, player: 0, pieceType: "R" };
    const parsed = parseState({ ...stateJson(), lastMove: minimal });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.lastMove).toEqual({
      ...minimal,
      captured: null,
      blocked: false,
      bonus_step: null,
      pickedPowerUp: false,
      pickedEffect: null,
    });
    const full = {
      ...minimal,
      captured: { player: 1, type: "S" },
      blocked: true,
      bonus_step: { row: 3, col: 2 },
      pickedPowerUp: true,
      pickedEffect: "dash",
    };
    const kept = parseState({ ...stateJson(), lastMove: full });
    expect(kept.ok && kept.value.lastMove).toEqual(full);

    const last = (patch: Json) => pathsOf(parseState({ ...stateJson(), lastMove: { ...minimal, ...patch } }));
    expect(pathsOf(parseState({ ...stateJson(), lastMove: { player: 0, pieceType: "R" } }))).toEqual([
      "$.lastMove.fromRow",
      "$.lastMove.fromCol",
      "$.lastMove.toRow",
      "$.lastMove.toCol",
    ]);
    expect(last({ captured: { player: 2, type: "S" } })).toEqual(["$.lastMove.captured.player"]);
    expect(last({ captured: { player: 1 } })).toEqual(["$.lastMove.captured.type"]);
    expect(last({ bonus_step: { row: 1.5, col: 2 } })).toEqual(["$.lastMove.bonus_step.row"]);
    expect(last({ blocked: "no" })).toEqual(["$.lastMove.blocked"]);
  });
});

describe("parseLimits: the protocol limits (spec §5)", () => {
  it("accepts the defaults and refuses a limit that is not a positive integer", () => {
    expect(parseLimits(DEFAULT_LIMITS)).toEqual({ ok: true, value: DEFAULT_LIMITS });
    expect(pathsOf(parseLimits({ ...DEFAULT_LIMITS, moveCpuMs: 0 }))).toEqual(["$.moveCpuMs"]);
    expect(pathsOf(parseLimits({ ...DEFAULT_LIMITS, memoryMb: 1.5 }))).toEqual(["$.memoryMb"]);
    const { userdataBytes: _, ...missing } = DEFAULT_LIMITS;
    expect(pathsOf(parseLimits(missing))).toEqual(["$.userdataBytes"]);
  });
});

describe("parseRequest: the engine → bot request (spec §5)", () => {
  const request = () => JSON.parse(JSON.stringify(buildRequest(newGame(CLASSIC_V2, "req"), 0))) as Json;

  it("checks every part of the request", () => {
    expect(parseRequest(request()).ok).toBe(true);
    expect(pathsOf(parseRequest({}))).toEqual([
      "$.protocol_version",
      "$.request_id",
      "$.player_index",
      "$.seed",
      "$.rules",
      "$.state",
      "$.legal_moves",
      "$.limits",
      "$.userdata",
    ]);
    expect(pathsOf(parseRequest({ ...request(), protocol_version: 2 }))).toEqual(["$.protocol_version"]);
    expect(pathsOf(parseRequest({ ...request(), limits: { ...DEFAULT_LIMITS, outputBytes: 0 } }))).toEqual([
      "$.limits.outputBytes",
    ]);
    expect(
      pathsOf(parseRequest({ ...request(), state: { ...(request().state as Json), currentTurn: 2 } })),
    ).toEqual(["$.state.currentTurn"]);
  });
});

describe("bot responses (spec §5, §6 invalid_output)", () => {
  const line = '{"request_id":"turn-3","move":{"fromRow":0,"fromCol":6,"toRow":0,"toCol":7}}';
  const only = (text: string, id?: string) => {
    const result = parseResponseLine(text, id);
    expect(result.ok, text).toBe(false);
    if (result.ok) throw new Error("accepted");
    expect(result.issues).toHaveLength(1);
    return result.issues[0]!;
  };

  it("a wrong request_id names the field and the id that was expected", () => {
    const result = parseResponse(JSON.parse(line), "turn-4");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      { path: "$.request_id", code: "wrong_request_id", message: expect.stringContaining("'turn-4'") },
    ]);
  });

  it("one trailing newline, \\n or \\r\\n, is allowed", () => {
    for (const end of ["", "\n", "\r\n"]) {
      const result = parseResponseLine(`${line}${end}`, "turn-3");
      expect(result.ok, JSON.stringify(end)).toBe(true);
      expect(result.ok && result.value.move).toEqual({ fromRow: 0, fromCol: 6, toRow: 0, toCol: 7 });
    }
  });

  it("blank output, however it is written, is empty_output", () => {
    for (const text of ["", "\n", "\r\n", "   ", " \t \r\n"]) {
      const issue = only(text);
      expect(issue, JSON.stringify(text)).toEqual({
        path: "$",
        code: "empty_output",
        message: expect.stringMatching(/printed nothing/),
      });
    }
  });

  it("anything before the line is another line: multiple_lines", () => {
    for (const text of [`\n${line}`, `\r\n${line}`, "\r\nx", `${line}\n\n`]) {
      expect(only(text), JSON.stringify(text)).toEqual({
        path: "$",
        code: "multiple_lines",
        message: expect.stringMatching(/more than one line/),
      });
    }
  });

  it("text that is not JSON, or too deep, is one issue on the whole response", () => {
    expect(only("{nope")).toEqual({
      path: "$",
      code: "malformed_json",
      message: expect.stringMatching(/not valid JSON/),
    });
    expect(only(`${"[".repeat(65)}${"]".repeat(65)}`)).toEqual({
      path: "$",
      code: "too_deep",
      message: expect.stringMatching(/^the response nests .* more than 64 levels deep/),
    });
  });
});
