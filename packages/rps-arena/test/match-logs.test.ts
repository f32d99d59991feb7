import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLASSIC_V2 } from "@rulekit/rps-grid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PreparedBot, prepareBot } from "../src/bot/prepare-bot.js";
import { jobResult, parseJobResult } from "../src/distributed/match-job.js";
import { runMatch } from "../src/match/run-match.js";
import { MOVE_STDERR_MAX_CHARS } from "../src/move/classify-run.js";
import { loadSubmission } from "../src/submission/load-submission.js";
import { prepare, TEST_LIMITS } from "./helpers/real-bots.js";

const dirs: string[] = [];
function pythonBot(source: string): Promise<PreparedBot> {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-logbot-"));
  dirs.push(dir);
  mkdirSync(join(dir, "bot"));
  writeFileSync(join(dir, "ott.json"), JSON.stringify({ language: "python", entry: "main.py" }));
  writeFileSync(join(dir, "bot", "main.py"), source);
  return prepareBot(loadSubmission(dir), { limits: TEST_LIMITS });
}

const CHATTY = `import json, sys
r = json.loads(sys.stdin.readline())
sys.stderr.write("x" * 9000)
sys.stderr.write("\\nply %d \\x1b[31mred\\x1b[0m\\n" % r["state"]["moveCount"])
print(json.dumps({"request_id": r["request_id"], "move": r["legal_moves"][0]}))
`;
const CRASHER = `import json, sys
r = json.loads(sys.stdin.readline())
sys.stderr.write("about to fail at %d\\n" % r["state"]["moveCount"])
raise SystemExit(3)
`;

let greedy: PreparedBot;
let chatty: PreparedBot;
let crasher: PreparedBot;
beforeAll(async () => {
  [greedy, chatty, crasher] = await Promise.all([
    prepare("python-greedy"),
    pythonBot(CHATTY),
    pythonBot(CRASHER),
  ]);
}, 120_000);
afterAll(() => {
  for (const bot of [greedy, chatty, crasher]) bot?.dispose();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the bots' stderr per move (MatchRecord.logs)", () => {
  it("keeps each move's stderr, its end, bounded and with control characters escaped", async () => {
    const record = await runMatch({
      bots: [chatty, greedy],
      rules: CLASSIC_V2,
      seed: "logs",
      limits: TEST_LIMITS,
    });
    const mine = record.logs?.filter((log) => log.player === 0) ?? [];
    const movesOfChatty = record.replay.moves.filter((m) => m.player === 0).map((m) => m.ply);
    expect(mine.map((log) => log.ply)).toEqual(movesOfChatty);
    for (const log of mine) {
      expect(log.stderr.length).toBeLessThanOrEqual(MOVE_STDERR_MAX_CHARS);
      expect(log.stderr.startsWith("…")).toBe(true);
      expect(log.stderr.endsWith(`ply ${log.ply} \\x1b[31mred\\x1b[0m`)).toBe(true);
      expect(log.stderr).not.toContain("\x1b");
    }
    // The greedy sample writes nothing to stderr: it has no log.
    expect(record.logs?.some((log) => log.player === 1)).toBe(false);
  });

  it("keeps the stderr of the move a bot faulted on, and carries the logs through a worker's result", async () => {
    const record = await runMatch({
      bots: [greedy, crasher],
      rules: CLASSIC_V2,
      seed: "logs",
      limits: TEST_LIMITS,
    });
    expect(record.faults[0]?.code).toBe("bot_crash");
    expect(record.logs).toEqual([{ ply: 1, player: 1, stderr: "about to fail at 1" }]);
    const arrived = parseJobResult(JSON.parse(JSON.stringify(jobResult(record))));
    expect(arrived?.logs).toEqual(record.logs);
  });
});
