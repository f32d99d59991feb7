import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLASSIC_V2, DEFAULT_LIMITS } from "@rulekit/rps-grid";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MatchEvent } from "../src/match/match-types.js";
import { playMatch } from "../src/match/play-match.js";
import { loadSubmission, type Submission } from "../src/submission/load-submission.js";
import { submitBot } from "../src/submit/submit.js";
import { descendantsOf, processesNaming } from "./helpers/host-state.js";
import { leftovers, whenProcessNaming } from "./helpers/process-watch.js";
import { botDir } from "./helpers/real-bots.js";

/** Unique to this run: the test's bots name their source files after it, so their processes show it. */
const MARKER = `rk_stop_${randomBytes(6).toString("hex")}`;
const root = mkdtempSync(join(tmpdir(), `${MARKER}-`));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A bot folder `name` with one source file `file` under bot/. */
function bot(name: string, language: string, file: string, source: string): Submission {
  const dir = join(root, name);
  mkdirSync(join(dir, "bot"), { recursive: true });
  writeFileSync(join(dir, "ott.json"), JSON.stringify({ language, entry: file, name }));
  writeFileSync(join(dir, "bot", file), source);
  return loadSubmission(dir);
}

/** Never answers: only a killed sandbox ends its move (see LONG_MOVES). */
const SLEEPER = `${MARKER}_sleeper.py`;
const sleeper = bot("sleeper", "python", SLEEPER, "import time\nwhile True:\n    time.sleep(60)\n");
/**
 * Moves may take longer than the test may run: a move the signal does not stop at once ends only
 * with the test's time-out (no clock is read here).
 */
const LONG_MOVES = { ...DEFAULT_LIMITS, moveWallMs: 900_000, matchWallMs: 1_800_000 };
/** A C++ bot (a new source hash: never in the compile cache) whose compile takes g++ a while. */
const COMPILED = `${MARKER}_compiled.cpp`;
const compiled = bot(
  "compiled",
  "cpp",
  COMPILED,
  "#include <nlohmann/json.hpp>\n#include <iostream>\nint main() { nlohmann::json j; std::cin >> j; }\n",
);
const greedy = loadSubmission(botDir("python-greedy"));

/** The bots' private copies go to TMPDIR: each test gets an empty one of its own. */
let tmp: string;
const savedTmp = process.env.TMPDIR;
beforeEach(() => {
  tmp = mkdtempSync(join(root, "tmp-"));
  process.env.TMPDIR = tmp;
});
afterEach(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
});

/**
 * Plays `first` against the greedy bot and aborts once a process naming `path` is up; the match's
 * end (its rejection, or its record if it did not stop), the events and every process under this
 * test at the signal.
 */
async function stopWhenRunning(first: Submission, path: string) {
  const stop = new AbortController();
  const events: MatchEvent[] = [];
  const played = playMatch({
    submissions: [first, greedy],
    rules: CLASSIC_V2,
    seed: "stop",
    limits: LONG_MOVES,
    onEvent: (event) => events.push(event),
    signal: stop.signal,
  }).then(
    (record) => ({ record }),
    (error: unknown) => ({ error }),
  );
  const seen = await whenProcessNaming(path, played);
  const tree = descendantsOf(process.pid);
  const reason = new Error("stopped by the test");
  stop.abort(reason);
  return { seen, ended: await played, reason, events, tree };
}

describe("playMatch with a signal", { timeout: 180_000 }, () => {
  it("aborted mid-move: kills the move's sandbox, deletes both bots' copies, rejects with the reason", async () => {
    const { seen, ended, reason, events, tree } = await stopWhenRunning(sleeper, SLEEPER);
    expect(seen).toBe(true);
    expect(tree.some((p) => p.cmdline.includes(SLEEPER))).toBe(true);
    expect(ended).toEqual({ error: reason });
    expect(events.filter((e) => e.type === "attempt_failed")).toEqual([]);
    expect(readdirSync(tmp)).toEqual([]);
    const left = await leftovers(tree, () => processesNaming([SLEEPER]));
    expect(left.map((p) => `${p.pid} ${p.cmdline.slice(0, 200)}`)).toEqual([]);
  });

  it("aborted while a bot compiles: kills the compile, retries nothing, deletes the copies, rejects with the reason", async () => {
    const { seen, ended, reason, events, tree } = await stopWhenRunning(compiled, COMPILED);
    expect(seen).toBe(true);
    expect(ended).toEqual({ error: reason });
    expect(events).toEqual([]);
    expect(readdirSync(tmp)).toEqual([]);
    const left = await leftovers(tree, () => processesNaming([COMPILED]));
    expect(left.map((p) => `${p.pid} ${p.cmdline.slice(0, 200)}`)).toEqual([]);
  });

  it("already aborted: only rejects with the reason (nothing prepared, no event)", async () => {
    const reason = new Error("stopped before it began");
    const events: MatchEvent[] = [];
    await expect(
      playMatch({
        submissions: [greedy, greedy],
        rules: CLASSIC_V2,
        seed: "stop",
        limits: DEFAULT_LIMITS,
        onEvent: (event) => events.push(event),
        signal: AbortSignal.abort(reason),
      }),
    ).rejects.toBe(reason);
    expect(events).toEqual([]);
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe("submitBot with a signal", { timeout: 180_000 }, () => {
  it("already aborted: only rejects with the reason (--into not made)", async () => {
    const reason = new Error("stopped before it began");
    const into = join(root, "never");
    await expect(
      submitBot({
        source: join(root, "sleeper"),
        into,
        reference: greedy,
        signal: AbortSignal.abort(reason),
      }),
    ).rejects.toBe(reason);
    expect(existsSync(into)).toBe(false);
    expect(readdirSync(tmp)).toEqual([]);
  });
});
