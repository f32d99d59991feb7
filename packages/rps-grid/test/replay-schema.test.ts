import { describe, expect, it } from "vitest";
import { CLASSIC_V2, DEFAULT_LIMITS, ENGINE_NAME, ENGINE_VERSION, parseReplay } from "../src/index.ts";

type Json = Record<string, unknown>;

/**
 * A small hand-written replay (docs/rps-grid/replay-format.md): two moves of classic v2 from seed
 * "arena-2026" ((0,6)→(0,7) is the seed's example move), then player 0's bot timed out.
 */
function replay(): Json {
  return {
    format: "rulekit-rps-replay",
    version: 1,
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    rules: structuredClone(CLASSIC_V2),
    seed: "arena-2026",
    limits: { ...DEFAULT_LIMITS },
    bots: [
      { name: "a", language: "python", sourceHash: "h0" },
      { name: "b", language: "cpp", sourceHash: "h1" },
    ],
    moves: [
      {
        ply: 0,
        player: 0,
        move: { fromRow: 0, fromCol: 6, toRow: 0, toCol: 7 },
        requestId: "turn-0",
        cpuMs: 1.5,
        wallMs: 2,
        outputBytes: 60,
        userdataBytes: 0,
      },
      {
        ply: 1,
        player: 1,
        move: { fromRow: 8, fromCol: 2, toRow: 8, toCol: 1 },
        requestId: "turn-1",
        cpuMs: 0,
        wallMs: 0,
        outputBytes: 60,
        userdataBytes: 0,
      },
    ],
    result: {
      status: "aborted",
      winner: 1,
      winReason: "cpu_timeout",
      fault: { player: 0, code: "cpu_timeout", message: "over 500 ms" },
    },
  };
}

/** The replay with one value replaced: `path` is a list of keys from the root. */
function patched(path: (string | number)[], value: unknown): Json {
  const data = replay();
  let node = data as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return data;
}

function issuesOf(data: unknown) {
  const result = parseReplay(data);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.issues;
}

const paths = (data: unknown) => issuesOf(data).map((i) => i.path);

describe("the replay format (docs/rps-grid/replay-format.md)", () => {
  it("accepts a well-formed replay", () => {
    const result = parseReplay(replay());
    expect(result.ok, result.ok ? "" : JSON.stringify(result.issues)).toBe(true);
  });

  it("engine.name must be this package", () => {
    expect(paths(patched(["engine", "name"], "@rulekit/chess"))).toEqual(["$.engine.name"]);
    expect(paths(patched(["engine"], { name: ENGINE_NAME }))).toEqual(["$.engine.version"]);
  });

  it("each bot has a name, a language and a source hash", () => {
    expect(paths(patched(["bots", 0, "name"], 7))).toEqual(["$.bots[0].name"]);
    expect(paths(patched(["bots", 1], { name: "b", language: "cpp" }))).toEqual(["$.bots[1].sourceHash"]);
  });

  it("the result: status finished or aborted, winner 0/1/null, fault null or { player, code, message }", () => {
    expect(paths(patched(["result", "status"], "done"))).toEqual(["$.result.status"]);
    expect(paths(patched(["result", "winner"], 2))).toEqual(["$.result.winner"]);
    expect(paths(patched(["result", "fault", "code"], ""))).toEqual(["$.result.fault.code"]);
    expect(paths(patched(["result", "fault", "player"], 3))).toEqual(["$.result.fault.player"]);
    expect(paths(patched(["result", "fault"], { player: 0, code: "cpu_timeout" }))).toEqual([
      "$.result.fault.message",
    ]);
    expect(
      parseReplay(
        patched(["result"], { status: "finished", winner: null, winReason: "repetition", fault: null }),
      ).ok,
    ).toBe(true);
  });

  it("moves[i].ply must be i: the issue names the move and the ply expected", () => {
    const issues = issuesOf(patched(["moves", 1, "ply"], 2));
    expect(issues).toEqual([
      { path: "$.moves[1].ply", code: "custom", message: expect.stringMatching(/expected ply 1/) },
    ]);
  });
});
