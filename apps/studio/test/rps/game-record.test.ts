import {
  buildRequest,
  CLASSIC_V2,
  greedyMove,
  parseReplay,
  parseRuleSet,
  type RuleSet,
  replayFile,
} from "@rulekit/rps-grid";
import { describe, expect, it } from "vitest";
import {
  type GameRecord,
  readRecord,
  recordParams,
  recordReplay,
  replayRecord,
  takebackTo,
} from "../../src/routes/rps/game-record.ts";
import type { ShippedRules } from "../../src/routes/rps/levels.ts";

const parsed = parseRuleSet(CLASSIC_V2);
if (!parsed.ok) throw new Error("classic v2 does not parse");
const rules: RuleSet = parsed.value;
const shipped: ShippedRules[] = [{ key: "classic-v2", rules, title: "classic-v2" }];

/** A record of `n` greedy moves from the seed. */
function greedyRecord(n: number, side: 0 | 1 = 0): GameRecord {
  const record: GameRecord = {
    rules: { shipped: "classic-v2" },
    seed: "unit",
    side,
    moves: [],
    resigned: false,
  };
  for (let i = 0; i < n; i++) {
    const games = replayRecord(rules, record);
    const game = games[games.length - 1]!;
    if (game.status !== "playing") break;
    record.moves.push(greedyMove(buildRequest(game, game.currentTurn)));
  }
  return record;
}

describe("a game against the bot in the address", () => {
  it("round-trips through the query, for a shipped and an edited RuleSet", () => {
    const record = greedyRecord(12);
    const params = recordParams(record, rules);
    expect(params.get("moves")?.split(".")).toHaveLength(12);
    expect(params.get("moves")).toMatch(/^[a-i][1-9][a-i][1-9](\.[a-i][1-9][a-i][1-9])*$/);
    const back = readRecord(new URLSearchParams(params.toString()), shipped);
    expect(back).toMatchObject({ ok: true, record });

    const custom: GameRecord = {
      ...record,
      rules: { custom: { ...rules, id: "my-ünïcode-rules" } },
      resigned: true,
    };
    const read = readRecord(new URLSearchParams(recordParams(custom, rules).toString()), []);
    expect(read).toMatchObject({ ok: true, record: custom });
  });

  it("says in words why a link cannot be used", () => {
    const read = (q: string) => readRecord(new URLSearchParams(q), shipped);
    expect(read("move=3")).toBeNull();
    expect(read("rules=nope")).toMatchObject({ ok: false, problem: expect.stringContaining("nope") });
    expect(read("rules=classic-v2&moves=e8e7.zz99zz98")).toMatchObject({ ok: false });
    expect(read("ruleset=eyJoZWxsbyI6IndvcmxkIn0")).toMatchObject({ ok: false });
    expect(read("ruleset=%%%")).toMatchObject({ ok: false });
    expect(read(`rules=classic-v2&moves=${Array(2001).fill("e8e7").join(".")}`)).toMatchObject({ ok: false });
  });

  it("drops moves the engine refuses and everything after them", () => {
    const record = greedyRecord(4);
    const bad = {
      ...record,
      moves: [
        ...record.moves.slice(0, 2),
        { fromRow: 0, fromCol: 0, toRow: 8, toCol: 8 },
        ...record.moves.slice(2),
      ],
    };
    expect(replayRecord(rules, bad)).toHaveLength(3);
  });

  it("takes back to before the human's last move", () => {
    const asFirst = replayRecord(rules, greedyRecord(5, 0));
    expect(takebackTo(asFirst, 0)).toBe(4);
    expect(takebackTo(replayRecord(rules, greedyRecord(4, 0)), 0)).toBe(2);
    expect(takebackTo(replayRecord(rules, greedyRecord(0, 0)), 0)).toBeNull();
    // Playing second: the bot's first move is never taken back alone.
    expect(takebackTo(replayRecord(rules, greedyRecord(1, 1)), 1)).toBeNull();
    expect(takebackTo(replayRecord(rules, greedyRecord(3, 1)), 1)).toBe(1);
  });

  it("is a replay file the engine agrees with, finished or resigned", () => {
    const finished = greedyRecord(600);
    const games = replayRecord(rules, finished);
    expect(games[games.length - 1]!.status).toBe("finished");
    const file = parseReplay(recordReplay(rules, finished, games));
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    const run = replayFile(file.value);
    expect(run.ok && run.resultMatches).toBe(true);
    expect(file.value.bots.map((b) => b.name)).toEqual(["you", "greedy bot"]);

    const resigned = { ...greedyRecord(7, 1), resigned: true };
    const file2 = parseReplay(recordReplay(rules, resigned, replayRecord(rules, resigned)));
    expect(file2.ok && file2.value.result).toMatchObject({
      status: "aborted",
      winner: 0,
      fault: { player: 1, code: "resigned" },
    });
    if (file2.ok) expect(replayFile(file2.value).resultMatches).toBe(true);
  });
});
