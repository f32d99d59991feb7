import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { JSON_MODULES } from "../src/drivers/python-boot.js";
import { FAULT } from "../src/faults.js";
import { findPython } from "../src/toolchain/python.js";
import { describeFaultBots, faultBots, prestartSuite } from "./helpers/prestart-suite.js";
import { expectOwnCodeCharged, firstMoveUserdata, seenAtEachMove } from "./helpers/prestarted-bots.js";

// A Python bot's interpreter starts before its move (the box is prestarted, python-boot.ts): these
// bots, written here, check that every fault a Python bot could get it still gets, that it sees what
// it saw when Python started at the move, that its own code (and every module of its own) is charged,
// and that nothing reaches the next move. (JavaScript's: javascript-start.test.ts.)

/** Reads the request as the template does, then runs `body` with `request` and `answer`. */
const PREAMBLE = `import json, sys
request = json.loads(sys.stdin.readline())
def answer(move, userdata=None):
    response = {"request_id": request["request_id"], "move": move}
    if userdata is not None:
        response["userdata"] = userdata
    sys.stdout.write(json.dumps(response) + "\\n")
    sys.stdout.flush()
`;

/** A bot without the json module: the request parsed with eval, the answer written by hand. */
const WITHOUT_JSON = `import sys
line = sys.stdin.readline()
request = eval(line, {"__builtins__": {}, "true": True, "false": False, "null": None})
def answer(move, userdata):
    fields = ", ".join('"%s": %d' % (k, move[k]) for k in ("fromRow", "fromCol", "toRow", "toCol"))
    sys.stdout.write('{"request_id": "%s", "move": {%s}, "userdata": %s}\\n' % (request["request_id"], fields, userdata))
    sys.stdout.flush()
`;

const suite = prestartSuite("python");

/** Writes a Python submission (`main.py` = PREAMBLE + body, then `more` files) and prepares it. */
function pyBot(name: string, body: string, more: Record<string, string> = {}) {
  return suite.write(name, { "main.py": `${PREAMBLE}${body}\n`, ...more });
}

const FAULT_BOTS = faultBots(
  {
    "exit-1": "answer(request['legal_moves'][0])\nsys.exit(1)",
    "infinite-loop": "while True:\n    pass",
    "cpu-hog":
      "import time\nt = time.process_time()\nwhile time.process_time() - t < 0.15:\n    pass\nanswer(request['legal_moves'][0])",
    "sleep-past-wall": "import time\ntime.sleep(3600)",
    "output-flood": "sys.stdout.write('x' * 100 * 1024)\nsys.stdout.flush()",
    "two-json-lines": "answer(request['legal_moves'][0])\nanswer(request['legal_moves'][0])",
    "no-answer": "",
    "big-userdata": "answer(request['legal_moves'][0], 'x' * 20 * 1024)",
    "illegal-move": "answer({'fromRow': 99, 'fromCol': 0, 'toRow': 98, 'toCol': 0})",
    "syntax-error": "x = = 1",
  },
  [
    ["raises", "raise RuntimeError('no strategy')", FAULT.botCrash],
    // RLIMIT_AS is memoryMb: an allocation past it fails (MemoryError, uncaught → exit 1).
    ["memory-hog", "hog = bytearray(1 << 30)", FAULT.botCrash, { message: /MemoryError/ }],
    ["fork", "import os\nos.fork()", FAULT.sandboxViolation],
    ["thread", "import threading\nthreading.Thread(target=print).start()", FAULT.sandboxViolation],
  ],
);

describeFaultBots("Python", suite, FAULT_BOTS, pyBot);

/** What the observer bots report: sys.argv, __name__, __file__, the import path, flags, fds 3-5. */
const OBSERVE = `import os
def is_open(fd):
    try:
        os.fstat(fd)
        return True
    except OSError:
        return False
seen = {
    "argv": sys.argv,
    "name": __name__,
    "file": __file__,
    "path": sys.path[:3],
    "flags": [sys.flags.isolated, sys.flags.no_site, sys.flags.dont_write_bytecode],
    "open": [fd for fd in (3, 4, 5) if is_open(fd)],
    "loaded": loaded,
    "helper": helper.NAME,
}
`;

describe("what a prestarted Python bot sees", () => {
  it("the same sys.argv, __main__, import path and flags as before; the go and ready pipes (fds 4, 5) closed", async () => {
    // The entry in a folder of its own, a module of its own in bot/'s root: none of it loaded before it asks.
    const bot = await suite.write("observer", {
      "player/main.py": `import sys
loaded = sorted(m for m in ("json", "re", "helper") if m in sys.modules)
${PREAMBLE}import helper
${OBSERVE}answer(request["legal_moves"][0], seen)
`,
      "helper.py": "NAME = 'the bot\\'s own helper'\n",
    });
    expect(await firstMoveUserdata(bot)).toEqual({
      argv: ["/bot/player/main.py"],
      name: "__main__",
      file: "/bot/player/main.py",
      path: ["/bot/player", "/bot", "/usr/lib/python311.zip"],
      flags: [1, 1, 1],
      open: [],
      // It imports json: the standard library's json (and what it imports) was loaded before the move.
      loaded: ["json", "re"],
      helper: "the bot's own helper",
    });
  });

  it("what is loaded for it is what `import json` loads in the arena's Python, by name", () => {
    const script =
      "import sys\na = set(sys.modules)\nimport json\nprint(' '.join(sorted({m.split('.')[0] for m in set(sys.modules) - a})))";
    const run = spawnSync(findPython().executable, ["-I", "-S", "-B", "-c", script], {
      env: {},
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim().split(" ")).toEqual([...JSON_MODULES]);
  });

  it("no module loaded for it when it does not import json", async () => {
    const bot = await suite.write("no-json", {
      "main.py": `import sys
loaded = [m for m in ("json", "re", "enum") if m in sys.modules]
${WITHOUT_JSON}answer(request["legal_moves"][0], len(loaded))
`,
    });
    expect(await firstMoveUserdata(bot)).toBe(0);
  });

  it("its own module named like one json imports is the one it gets (json is then not loaded before the move)", async () => {
    // collections (imported by json through re and functools) imports iskeyword from keyword: the bot's.
    const bot = await pyBot(
      "own-keyword",
      "import keyword\nanswer(request['legal_moves'][0], keyword.MARK)",
      {
        "keyword.py": "MARK = 'the bot\\'s keyword'\ndef iskeyword(name):\n    return False\n",
      },
    );
    expect(await firstMoveUserdata(bot)).toBe("the bot's keyword");
  });

  it("its own top-level code, and its own modules', are charged to its move: none of it runs before the move starts", async () => {
    // 200 ms of CPU in the top level of a module of its own, measured by the bot itself.
    const bot = await pyBot("top-level-work", "import work\nanswer(request['legal_moves'][0])", {
      "work.py": "import time\nt = time.process_time()\nwhile time.process_time() - t < 0.2:\n    pass\n",
    });
    await expectOwnCodeCharged(bot, 200);
  });
});

describe("nothing a Python move does reaches the next move's process", () => {
  it("module state, the loaded json module, builtins and /tmp are fresh at every move", async () => {
    const bot = await pyBot(
      "state-carry",
      `import builtins, os
builtins.moves = getattr(builtins, "moves", 0) + 1
json.carried = getattr(json, "carried", 0) + 1
seen = {"moves": builtins.moves, "json": json.carried, "tmp": sorted(os.listdir("/tmp"))}
with open("/tmp/carried", "w") as f:
    f.write("x")
turn = (request.get("userdata") or {}).get("turn", 0)
answer(request["legal_moves"][0], {"turn": turn + 1, "seen": seen})`,
    );
    const seen = await seenAtEachMove(bot, 3);
    expect(seen).toEqual([1, 2, 3].map(() => ({ moves: 1, json: 1, tmp: [] })));
  });
});
