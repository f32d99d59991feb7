import { rmSync, writeFileSync } from "node:fs";
import { CLASSIC_V2 } from "@rulekit/rps-grid";
import { describe, expect, it } from "vitest";
import { JS_START_TARGET } from "../src/drivers/javascript-start.js";
import { FAULT } from "../src/faults.js";
import { runMatch } from "../src/match/run-match.js";
import { findNode } from "../src/toolchain/node.js";
import { describeFaultBots, faultBots, prestartSuite } from "./helpers/prestart-suite.js";
import {
  expectOwnCodeCharged,
  firstMoveUserdata,
  PRESTART_LIMITS as LIMITS,
  seenAtEachMove,
} from "./helpers/prestarted-bots.js";

// A JavaScript bot's Node starts before its move (the box is prestarted, javascript-start.ts): these
// bots, written here, check that every fault a JavaScript bot could get it still gets, that it sees
// what it saw when Node started at the move, that its own code is charged, and that no move's process
// outlives its move. (Python's: python-start.test.ts.)

/** Reads the request (synchronously, as most bots do), then runs `body` with `request` and `answer`. */
const PREAMBLE = `const fs = require("node:fs");
const request = JSON.parse(fs.readFileSync(0, "utf8").split("\\n")[0]);
const answer = (move, userdata) =>
  fs.writeSync(1, JSON.stringify({ request_id: request.request_id, move, userdata }) + "\\n");
`;

const suite = prestartSuite("javascript");

/** Writes a JavaScript submission (`main.js` = PREAMBLE + body, or a whole file) and prepares it. */
function jsBot(name: string, body: string, options: { whole?: boolean; entry?: string } = {}) {
  const entry = options.entry ?? "main.js";
  return suite.write(name, { [entry]: options.whole ? body : `${PREAMBLE}${body}\n` });
}

const FAULT_BOTS = faultBots(
  {
    "exit-1": "answer(request.legal_moves[0]); process.exit(1);",
    "infinite-loop": "for (;;) {}",
    "cpu-hog":
      "const t = process.cpuUsage(); for (let u = process.cpuUsage(t); u.user + u.system < 150000; u = process.cpuUsage(t)) {} answer(request.legal_moves[0]);",
    "sleep-past-wall": "setTimeout(() => answer(request.legal_moves[0]), 3600000);",
    "output-flood": 'fs.writeSync(1, "x".repeat(100 * 1024));',
    "two-json-lines": "answer(request.legal_moves[0]); answer(request.legal_moves[0]);",
    "no-answer": "",
    "big-userdata": 'answer(request.legal_moves[0], "x".repeat(20 * 1024));',
    "illegal-move": "answer({ fromRow: 99, fromCol: 0, toRow: 98, toCol: 0 });",
    "syntax-error": "const = 1;",
  },
  [
    ["throws", 'throw new Error("no strategy");', FAULT.botCrash],
    // The JavaScript heap is capped at memoryMb (--max-old-space-size): V8 aborts past it.
    [
      "heap-hog",
      "const keep = []; for (;;) keep.push(new Array(1 << 22).fill(keep.length));",
      FAULT.botCrash,
      // V8's last-resort collections near the limit take a few hundred ms of CPU: room for them.
      // The end of its stderr is V8's own fatal report (its stack): V8 stopped it at the heap cap.
      { message: /v8::internal::/, limits: { memoryMb: 64, moveCpuMs: 3000, totalCpuMs: 6000 } },
    ],
    ["spawn", 'require("node:child_process").execFileSync("/usr/bin/true");', FAULT.sandboxViolation],
  ],
);

describeFaultBots("JavaScript", suite, FAULT_BOTS, jsBot);

describe("what a prestarted JavaScript bot sees", () => {
  it("the same argv, execArgv and main module as a bot Node starts at its move; the go and ready pipes (fds 4, 5) closed", async () => {
    const bot = await jsBot(
      "observer",
      `const open = [4, 5].filter((fd) => { try { fs.fstatSync(fd); return true; } catch { return false; } });
answer(request.legal_moves[0], {
  argv: process.argv,
  execArgv: process.execArgv,
  main: require.main === module,
  cached: Object.keys(require.cache),
  open,
});`,
    );
    expect(await firstMoveUserdata(bot)).toEqual({
      argv: [findNode().executable, "/bot/main.js"],
      execArgv: [`--max-old-space-size=${LIMITS.memoryMb}`],
      main: true,
      cached: ["/bot/main.js"],
      open: [],
    });
  });

  it("its entry as an ES module, loaded by Node's ES module loader as before", async () => {
    const bot = await jsBot(
      "esm",
      `import { readFileSync, writeSync } from "node:fs";
const request = JSON.parse(readFileSync(0, "utf8").split("\\n")[0]);
const userdata = { argv: process.argv.slice(1), execArgv: process.execArgv, url: import.meta.url };
writeSync(1, JSON.stringify({ request_id: request.request_id, move: request.legal_moves[0], userdata }) + "\\n");`,
      { whole: true, entry: "main.mjs" },
    );
    expect(await firstMoveUserdata(bot)).toEqual({
      argv: ["/bot/main.mjs"],
      execArgv: [`--max-old-space-size=${LIMITS.memoryMb}`],
      url: "file:///bot/main.mjs",
    });
  });

  it("its own top-level code is charged to its move: none of it runs before the move starts", async () => {
    // 200 ms of CPU at the top level, measured by the bot itself, must be in the move's CPU.
    const bot = await jsBot(
      "top-level-work",
      `const t = process.cpuUsage(); while (process.cpuUsage(t).user + process.cpuUsage(t).system < 200000) {}
answer(request.legal_moves[0]);`,
    );
    await expectOwnCodeCharged(bot, 200);
  });
});

describe("nothing a move does reaches the next move's process", () => {
  it("module state, globals, /tmp and its start harness are fresh at every move", async () => {
    const bot = await jsBot(
      "state-carry",
      `globalThis.__moves = (globalThis.__moves ?? 0) + 1;
let found = [];
try { found = fs.readdirSync("/tmp"); } catch {}
const seen = { moves: globalThis.__moves, tmp: found, harness: fs.readFileSync(${JSON.stringify(JS_START_TARGET)}, "utf8").length };
fs.writeFileSync("/tmp/carried", "x");
try { fs.writeFileSync(${JSON.stringify(JS_START_TARGET)}, "tampered"); seen.wroteHarness = true; } catch { seen.wroteHarness = false; }
const turn = (request.userdata && request.userdata.turn) || 0;
answer(request.legal_moves[0], { turn: turn + 1, seen });`,
    );
    const seen = await seenAtEachMove(bot, 3);
    const first = seen[0] as { harness: number };
    expect(first.harness).toBeGreaterThan(0);
    expect(seen).toEqual(
      [1, 2, 3].map(() => ({ moves: 1, tmp: [], harness: first.harness, wroteHarness: false })),
    );
  });
});

describe("the start harness a prepared bot runs with", () => {
  it("fails the match as the runner's error, naming it, when it was changed or removed", async () => {
    for (const [change, message] of [
      ["tampered", /changed since the bot was prepared/],
      ["removed", /harness is missing/],
    ] as const) {
      const bot = await jsBot(`harness-${change}`, "answer(request.legal_moves[0]);");
      const harness = bot.plan?.copies?.find((copy) => copy.target === JS_START_TARGET)?.source;
      expect(harness).toBeDefined();
      if (change === "tampered") writeFileSync(harness!, "process.exit(0);\n");
      else rmSync(harness!);
      // runMatch plays it again (an infrastructure error is never a bot's fault), then gives up.
      const record = await runMatch({
        bots: [suite.opponent, bot],
        rules: CLASSIC_V2,
        seed: "js-start",
        limits: LIMITS,
      });
      expect(record.faults).toEqual([]);
      expect(record.replay.moves).toEqual([]);
      expect(record.infrastructureErrors.length).toBe(record.attempts);
      for (const error of record.infrastructureErrors) expect(error).toMatch(message);
    }
  });
});
