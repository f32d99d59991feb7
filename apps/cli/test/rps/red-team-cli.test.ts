import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rawControlIn } from "@rulekit/core/testing";
import { CLASSIC_V2 } from "@rulekit/rps-grid";
import { beforeAll, describe, expect, it } from "vitest";
import { type HangBounds, startWatchedCli, type WatchedRun } from "../helpers/hang-watch.js";
import { REPO_ROOT } from "../helpers/run-cli.js";

// Red-team bots (bots/attacks/README.md) that attack the runner itself, through the built CLI as an
// operator runs it: a terminal hijacked through a bot's stderr, name or compiler messages, a source
// name that used to stop a whole tournament, a bot that drains the match clock, and bots that fail
// at their first move while the other side's sandbox starts (the runner must still exit, every time).
const bot = (path: string) => join(REPO_ROOT, "bots", path);
/**
 * An attack bot's folder. A C++ one that includes the suite's shared helper is copied to a temp
 * folder with bots/attacks/_shared/attack.h placed in its bot/, as the red-team harness does.
 */
const attack = (path: string) => {
  const from = bot(join("attacks", path));
  const main = join(from, "bot", "main.cpp");
  if (!existsSync(main) || !readFileSync(main, "utf8").includes('#include "attack.h"')) return from;
  const to = join(mkdtempSync(join(tmpdir(), "rulekit-cli-attack-")), path.split("/")[1]!);
  cpSync(from, to, { recursive: true });
  copyFileSync(bot("attacks/_shared/attack.h"), join(to, "bot", "attack.h"));
  return to;
};
const LIMITS = JSON.stringify({ moveCpuMs: 300, moveWallMs: 1500, matchWallMs: 5000 });
/**
 * When a run counts as hung (helpers/hang-watch.ts): by what the CLI's process tree does, not by the
 * clock, so a loaded machine, which only delays a run, fails no test, while a runner that hangs still
 * does, with a message saying how. Each run here uses 1-4.5 s of CPU in all (the CLI, the bots'
 * builds, sandboxes and bots; a C++ build the most): 40 s of CPU is a runner that loops or replays.
 * The runner's own limits (moveWallMs 1.5 s, matchWallMs 5 s) keep every legitimate wait far under
 * 60 s without any CPU used anywhere in the tree: longer is a runner blocked for good. The wall clock
 * (5 min a run) is only the last resort for a runner that trickles CPU forever.
 */
const HANG: HangBounds = { cpuMs: 40_000, stallMs: 60_000, wallMs: 300_000 };
/** A test's own timeout when it makes `runs` runs one after another: past every run's last resort. */
const budget = (runs: number) => runs * HANG.wallMs + 30_000;

/** Runs the CLI under the hang watch; kills it (and says why in `hang`) if it hangs. */
const cli = (args: string[]): Promise<WatchedRun> => startWatchedCli(args, HANG);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rulekit-cli-redteam-"));
});

const match = (a: string, b: string, out: string, ...rest: string[]) => [
  "rps",
  "match",
  "--bot",
  a,
  "--bot",
  b,
  "--seed",
  "red-team",
  "--limits",
  LIMITS,
  "--out",
  join(dir, out),
  ...rest,
];

describe.concurrent("rulekit rps match against red-team bots", { timeout: budget(3) }, () => {
  it("prints a bot's terminal escapes (stderr, an uncaught error, compiler messages) inert, and the real verdict", async () => {
    for (const [path, code] of [
      ["terminal/py-stderr-escapes", "bot_crash"],
      ["terminal/js-error-escapes", "bot_crash"],
      ["terminal/cpp-compiler-escapes", "bot_error"],
    ] as const) {
      const run = await cli(match(attack(path), bot("python-greedy"), `${code}-${path.split("/")[1]}.json`));
      expect(run.hang, path).toBeNull();
      expect(run.code, `${path}: ${run.stderr}`).toBe(0);
      expect(rawControlIn(run.stdout), path).toBeNull();
      expect(rawControlIn(run.stderr), path).toBeNull();
      expect(run.stdout, path).toMatch(new RegExp(`^python-greedy \\(player 1\\) wins: ${code}`, "m"));
      // The forged verdict line the bot writes must not start a line of its own.
      expect(run.stdout, path).not.toMatch(/^\S*attack-[\w-]+ \(player 0\) wins/m);
      const replay = readFileSync(join(dir, `${code}-${path.split("/")[1]}.json`), "utf8");
      expect(rawControlIn(JSON.parse(replay).result.fault.message), path).toBeNull();
    }
  });

  it("never shows a bot name made of terminal escapes raw (refused, with an inert message)", async () => {
    const run = await cli(match(attack("terminal/name-escapes"), bot("python-greedy"), "name.json"));
    expect(run.hang).toBeNull();
    expect(rawControlIn(run.stdout)).toBeNull();
    expect(rawControlIn(run.stderr)).toBeNull();
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/name-escapes/);
  });

  it("ends a match whose bot drains the match clock within matchWallMs, as that bot's wall_timeout", async () => {
    const run = await cli(
      match(attack("results-rigging/py-match-wall-drain"), bot("python-greedy"), "drain.json", "--json"),
    );
    expect(run.hang).toBeNull();
    expect(run.code, run.stderr).toBe(0);
    const value = JSON.parse(run.stdout);
    expect(value).toMatchObject({ status: "aborted", winner: 1, reason: "wall_timeout", attempts: 1 });
    // Ended by the match clock, whatever the machine's load: each of the bot's moves sleeps 0.85 of
    // moveWallMs (1275 ms), so at most three fit in matchWallMs; a runner that let the clock run on
    // would play on towards maxMoves.
    const [drainer] = value.bots;
    expect(drainer.moves, JSON.stringify(drainer)).toBeLessThanOrEqual(Math.floor(5000 / 1275));
    expect(drainer.wallMs, JSON.stringify(drainer)).toBeLessThanOrEqual(5000);
    expect(value.moves).toBeLessThanOrEqual(2 * drainer.moves + 1);
  });

  it("answers a 6000-deep userdata with the bot's own fault, not a runner failure", async () => {
    const run = await cli(
      match(bot("python-greedy"), attack("results-rigging/py-deep-userdata"), "deep.json", "--json"),
    );
    expect(run.hang).toBeNull();
    expect(run.code, run.stderr).toBe(0);
    const value = JSON.parse(run.stdout);
    expect(value.winner).toBe(0);
    expect(["invalid_output", "userdata_limit"]).toContain(value.reason);
    expect(value.attempts).toBe(1);
  });
});

describe("rulekit rps match always exits", { timeout: budget(5) }, () => {
  it("after a bot fails at its first move, every time (10 runs, both sides, Python and C++)", async () => {
    const crashers = [
      "results-rigging/py-kill-parent",
      "processes/cpp-setpgid-kill-group",
      "terminal/py-stderr-escapes",
      "processes/py-kill-all",
      "resources/py-fork-bomb",
    ];
    const runs: Promise<{ label: string; run: WatchedRun }>[] = [];
    for (let i = 0; i < 10; i++) {
      const crasher = attack(crashers[i % crashers.length]!);
      const [a, b] = i % 2 === 0 ? [crasher, bot("python-greedy")] : [bot("python-greedy"), crasher];
      const label = `${crashers[i % crashers.length]} as player ${i % 2}`;
      // Two at a time: the CI machines have two cores.
      const previous = runs[i - 2]?.then(() => undefined) ?? Promise.resolve();
      runs.push(
        previous.then(async () => ({
          label,
          run: await cli(match(a, b, `exit-${i}.json`, "--json")),
        })),
      );
    }
    for (const { label, run } of await Promise.all(runs)) {
      expect(run.hang, `${label} did not exit: ${run.stderr}`).toBeNull();
      expect(run.code, `${label}: ${run.stderr}`).toBe(0);
      const value = JSON.parse(run.stdout);
      expect(value.attempts, label).toBe(1);
      expect(value.faults, label).toHaveLength(1);
    }
  });
});

describe("rulekit rps tournament with a hostile submission", { timeout: budget(1) }, () => {
  it("enters a bot whose source name is a g++ option with bot_error and plays every other match", async () => {
    const short = join(dir, "short.json");
    writeFileSync(short, JSON.stringify({ ...CLASSIC_V2, id: "short", maxMoves: 8 }));
    const out = join(dir, "cup");
    const run = await cli([
      "rps",
      "tournament",
      "--bot",
      bot("python-greedy"),
      "--bot",
      attack("build-time/cpp-option-output"),
      "--bot",
      bot("templates/python"),
      "--games",
      "1",
      "--concurrency",
      "2",
      "--rules",
      short,
      "--limits",
      LIMITS,
      "--out",
      out,
      "--json",
    ]);
    expect(run.hang).toBeNull();
    expect(rawControlIn(run.stderr)).toBeNull();
    expect(run.code, run.stderr).toBe(0);
    const value = JSON.parse(run.stdout);
    expect(value).toMatchObject({ complete: true, total: 6, played: 6 });
    const attacker = value.standings.find((s: any) => /option-output/.test(s.name));
    // Four matches (both sides against each of the two others), each lost before its first move.
    expect(attacker).toMatchObject({ points: 0, played: 4, losses: 4, faults: 4 });
    for (const m of value.matches) {
      if (m.players.some((p: string) => /option-output/.test(p))) {
        expect(m.winReason, JSON.stringify(m)).toBe("bot_error");
        expect(m.players[m.winner], JSON.stringify(m)).not.toMatch(/option-output/);
      } else {
        expect(m.status, JSON.stringify(m)).toBe("finished");
      }
    }
    expect(readdirSync(join(out, "replays"))).toHaveLength(6);
  });
});

/** First line of /etc/shadow with a password hash (must never be printed), or null. */
function shadowHead(): string | null {
  try {
    const line = readFileSync("/etc/shadow", "utf8")
      .split("\n")
      .find((l) => (l.split(":")[1] ?? "").length > 20);
    return line ? line.split(":").slice(0, 2).join(":") : null;
  } catch {
    return null;
  }
}

/** A git repository holding `build(dir)`'s files in one commit (made by the test: links, gitlinks, odd names). */
function gitRepo(name: string, build: (dir: string, git: (...args: string[]) => string) => void): string {
  const repo = join(dir, "repos", name);
  mkdirSync(repo, { recursive: true });
  const git = (...args: string[]) => {
    const run = spawnSync("git", ["-c", "user.email=red@team", "-c", "user.name=red-team", ...args], {
      cwd: repo,
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
    return run.stdout.trim();
  };
  git("init", "-q");
  build(repo, git);
  git("add", "-A");
  if (git("status", "--porcelain") !== "") git("commit", "-q", "-m", name);
  return `file://${repo}`;
}

const PY_BOT = readFileSync(attack("submission/symlink-inside-bot/bot/main.py"), "utf8");
const pyManifest = (name: string) => JSON.stringify({ language: "python", entry: "main.py", name });

describe.concurrent("rulekit rps submit refuses hostile git repositories", { timeout: budget(1) }, () => {
  const cases: [string, (repo: string, git: (...args: string[]) => string) => void][] = [
    [
      "a link in bot/ to /etc/shadow",
      (repo) => {
        writeFileSync(join(repo, "ott.json"), pyManifest("attack-git-link"));
        mkdirSync(join(repo, "bot"));
        writeFileSync(join(repo, "bot", "main.py"), PY_BOT);
        symlinkSync("/etc/shadow", join(repo, "bot", "secret.txt"));
      },
    ],
    [
      "bot/ itself a link to /etc",
      (repo) => {
        writeFileSync(join(repo, "ott.json"), pyManifest("attack-git-bot-link"));
        symlinkSync("/etc", join(repo, "bot"));
      },
    ],
    [
      "ott.json a link to /etc/shadow",
      (repo) => {
        symlinkSync("/etc/shadow", join(repo, "ott.json"));
        mkdirSync(join(repo, "bot"));
        writeFileSync(join(repo, "bot", "main.py"), PY_BOT);
      },
    ],
    [
      "a submodule (gitlink) in bot/",
      (repo, git) => {
        writeFileSync(join(repo, "ott.json"), pyManifest("attack-git-submodule"));
        mkdirSync(join(repo, "bot"));
        writeFileSync(join(repo, "bot", "main.py"), PY_BOT);
        git("add", "-A");
        git("commit", "-q", "-m", "first");
        mkdirSync(join(repo, "bot", "vendor"));
        git("update-index", "--add", "--cacheinfo", `160000,${git("rev-parse", "HEAD")},bot/vendor`);
        git("commit", "-q", "-m", "a gitlink");
      },
    ],
    [
      "a source path that is a g++ option (bot/-o/tmp/x.cpp)",
      (repo) => {
        const from = attack("build-time/cpp-option-output");
        writeFileSync(join(repo, "ott.json"), readFileSync(join(from, "ott.json")));
        mkdirSync(join(repo, "bot", "-o", "tmp"), { recursive: true });
        for (const file of ["main.cpp", "attack.h", "-o/tmp/x.cpp"])
          writeFileSync(join(repo, "bot", file), readFileSync(join(from, "bot", file)));
      },
    ],
    [
      "file names with a newline and terminal escapes",
      (repo) => {
        writeFileSync(join(repo, "ott.json"), pyManifest("attack-git-names"));
        mkdirSync(join(repo, "bot"));
        writeFileSync(join(repo, "bot", "main.py"), PY_BOT);
        writeFileSync(join(repo, "bot", "evil\nrulekit: accepted\u001b[2J.py"), "x = 1\n");
      },
    ],
    [
      "a 17 MiB source file (over the submission's size bound)",
      (repo) => {
        writeFileSync(join(repo, "ott.json"), pyManifest("attack-git-big"));
        mkdirSync(join(repo, "bot"));
        writeFileSync(join(repo, "bot", "main.py"), PY_BOT);
        writeFileSync(join(repo, "bot", "blob.txt"), Buffer.alloc(17 * 1024 * 1024, 0x41));
      },
    ],
  ];
  for (const [what, build] of cases) {
    it(`refuses ${what}, stores nothing of it and prints no secret`, async () => {
      const slug = what.replace(/[^a-z0-9]+/gi, "-").slice(0, 40);
      const url = gitRepo(slug, build);
      const into = join(dir, "submitted", slug);
      const run = await cli(["rps", "submit", url, "--into", into, "--limits", LIMITS, "--json"]);
      expect(run.hang).toBeNull();
      expect(run.code, run.stderr).toBe(1);
      expect(JSON.parse(run.stdout).status, run.stdout).toBe("refused");
      expect(rawControlIn(run.stdout)).toBeNull();
      expect(rawControlIn(run.stderr)).toBeNull();
      const secret = shadowHead();
      if (secret) expect(`${run.stdout}${run.stderr}`.includes(secret)).toBe(false);
      expect(existsSync(join(into, "bot")), "a refused submission leaves no bot/ behind").toBe(false);
    });
  }
});
