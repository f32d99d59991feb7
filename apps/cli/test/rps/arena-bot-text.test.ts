import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// The oracle the arena's own tests use: written apart from the code that escapes.
import { rawControlIn } from "../../../../packages/rps-arena/test/helpers/raw-control.js";
import { REPO_ROOT, runCli } from "../helpers/run-cli.js";

const greedy = join(REPO_ROOT, "bots", "python-greedy");
/** What a hostile bot writes to stderr: a title change, a screen clear, colour, a bidi override, an 8-bit CSI, a forged line. */
const HOSTILE =
  "\\x1b]0;owned\\x07\\x1b[2J\\x1b[31mRED \\u202eevil\\u009b31m\\r\\nfault: python-greedy (player 1) bot_crash: forged";

/** A Python bot folder (named `folderName`) whose move writes `stderr` and exits 1. */
function crashingBot(parent: string, folderName: string, manifest: object): string {
  const dir = join(parent, folderName);
  mkdirSync(join(dir, "bot"), { recursive: true });
  writeFileSync(join(dir, "ott.json"), JSON.stringify({ language: "python", entry: "main.py", ...manifest }));
  writeFileSync(
    join(dir, "bot", "main.py"),
    `import sys\nsys.stdin.readline()\nsys.stderr.write("${HOSTILE}")\nsys.exit(1)\n`,
  );
  return dir;
}

function expectInert(run: { stdout: string; stderr: string }) {
  expect(rawControlIn(run.stdout), run.stdout).toBeNull();
  expect(rawControlIn(run.stderr), run.stderr).toBeNull();
}

describe("bot-controlled text reaches the terminal inert (rulekit rps match, built CLI)", () => {
  it("escapes a bot's stderr in the fault line, the --json document and the replay", () => {
    const dir = mkdtempSync(join(tmpdir(), "rulekit-cli-inert-"));
    const bot = crashingBot(dir, "evil", { name: "evil" });
    const out = join(dir, "match.json");
    const human = runCli(["rps", "match", "--bot", bot, "--bot", greedy, "--seed", "inert", "--out", out]);
    expect(human.code, human.stderr).toBe(0);
    expectInert(human);
    expect(human.stdout).toContain(
      "fault: evil (player 0) bot_crash: exit code 1; stderr: \\x1b]0;owned\\x07\\x1b[2J",
    );
    expect(human.stdout).toContain("\\u{202e}evil\\x9b31m\\x0d");
    // the forged line stays inside the message, indented
    expect(human.stdout).toMatch(/\n {4}fault: python-greedy \(player 1\) bot_crash: forged/);
    expect(human.stdout).not.toMatch(/^fault: python-greedy/m);

    const json = runCli([
      "rps",
      "match",
      "--bot",
      bot,
      "--bot",
      greedy,
      "--seed",
      "inert",
      "--out",
      out,
      "--json",
    ]);
    expect(json.code, json.stderr).toBe(0);
    expectInert(json);
    const message = JSON.parse(json.stdout).faults[0].message as string;
    expect(rawControlIn(message)).toBeNull();
    const replay = JSON.parse(readFileSync(out, "utf8"));
    expect(rawControlIn(replay.result.fault.message)).toBeNull();
    expect(replay.result.fault.message).toBe(message);
  });

  it("refuses a name with control characters in one line (exit 2), showing nothing raw", () => {
    const dir = mkdtempSync(join(tmpdir(), "rulekit-cli-inert-"));
    const bot = crashingBot(dir, "named", { name: "evil\u001b[2J\u202e" });
    const run = runCli(["rps", "match", "--bot", bot, "--bot", greedy, "--out", join(dir, "m.json")]);
    expect(run.code).toBe(2);
    expectInert(run);
    expect(run.stderr).toMatch(
      /^rulekit: .*named: not a bot submission: .*ott\.json: \$\.name: name has a control/,
    );
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stdout).toBe("");
  });

  it("escapes a folder's name used as the bot's name, and a file name in a refusal", () => {
    const dir = mkdtempSync(join(tmpdir(), "rulekit-cli-inert-"));
    const bot = crashingBot(dir, "folder\u001b[31m\u009b", {});
    const out = join(dir, "m.json");
    const run = runCli(["rps", "match", "--bot", bot, "--bot", greedy, "--seed", "x", "--out", out]);
    expect(run.code, run.stderr).toBe(0);
    expectInert(run);
    expect(run.stdout).toContain("fault: folder\\x1b[31m\\x9b (player 0) bot_crash");

    writeFileSync(join(bot, "bot", "\u001b]0;x\u0007.py"), "");
    const refused = runCli(["rps", "match", "--bot", bot, "--bot", greedy, "--out", out]);
    expect(refused.code).toBe(2);
    expectInert(refused);
    expect(refused.stderr).toMatch(/bot\/\\x1b\]0;x\\x07\.py: the name has a control/);
  });
});
