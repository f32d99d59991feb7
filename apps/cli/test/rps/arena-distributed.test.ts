import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLASSIC_V2 } from "@rulekit/rps-grid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisServer } from "../../../../packages/rps-arena/test/helpers/redis-server.js";
import { CLI_BIN, jsonOf, REPO_ROOT, runCli } from "../helpers/run-cli.js";

/** A `rulekit` process whose stderr is collected, with a way to wait for a line. */
class Running {
  stderr = "";
  stdout = "";
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;

  constructor(args: string[]) {
    this.child = spawn(process.execPath, [CLI_BIN, ...args], {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NO_COLOR: "1" },
    });
    this.child.stderr!.on("data", (chunk) => {
      this.stderr += String(chunk);
    });
    this.child.stdout!.on("data", (chunk) => {
      this.stdout += String(chunk);
    });
    this.exited = new Promise((resolve) => this.child.on("close", (code) => resolve(code)));
  }

  /** Resolves with the first match of `pattern` in stderr from `from` on (polled; bounded by the test's timeout). */
  async waitFor(pattern: RegExp, from = 0): Promise<RegExpMatchArray> {
    for (;;) {
      const found = this.stderr.slice(from).match(pattern);
      if (found) return found;
      if (this.child.exitCode !== null) throw new Error(`exited before ${pattern}:\n${this.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  kill(signal: NodeJS.Signals): void {
    if (this.child.exitCode === null) this.child.kill(signal);
  }
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};
const lines = (path: string) =>
  existsSync(path) ? readFileSync(path, "utf8").split("\n").filter(Boolean) : [];

let redis: RedisServer;
const running: Running[] = [];
beforeAll(async () => {
  redis = await RedisServer.start();
});
afterAll(async () => {
  for (const process of running) process.kill("SIGKILL");
  await Promise.all(running.map((p) => p.exited));
  await redis?.stop();
});

describe("rulekit rps tournament --redis / rps worker (real Redis, worker processes, real sandbox)", () => {
  it("a worker killed mid-match and Redis restarted: every match recorded once, the embedded run's standings and replays", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rulekit-fleet-"));
    // Short games; a greedy bot that takes 0.12 s per move, so a match is surely running when a worker is killed.
    writeFileSync(join(dir, "short.json"), JSON.stringify({ ...CLASSIC_V2, id: "short", maxMoves: 30 }));
    const slow = join(dir, "slow-greedy");
    cpSync(join(REPO_ROOT, "bots/python-greedy"), slow, { recursive: true });
    writeFileSync(
      join(slow, "ott.json"),
      JSON.stringify({ language: "python", entry: "main.py", name: "slow-greedy" }),
    );
    const main = join(slow, "bot/main.py");
    writeFileSync(main, `import time\ntime.sleep(0.12)\n${readFileSync(main, "utf8")}`);
    const tournament = (out: string) => [
      "rps",
      "tournament",
      ...[
        "--bot",
        slow,
        "--bot",
        join(REPO_ROOT, "bots/cpp-greedy"),
        "--bot",
        join(REPO_ROOT, "bots/python-greedy"),
      ],
      ...[
        "--games",
        "2",
        "--seed",
        "fleet",
        "--rules",
        join(dir, "short.json"),
        "--limits",
        // Generous limits: the verdicts must not depend on how busy the machine is (same standings twice).
        '{"moveCpuMs":3000,"moveWallMs":20000}',
      ],
      ...["--out", join(dir, out), "--json"],
    ];

    const embedded = runCli([...tournament("embedded"), "--concurrency", "2"], { timeout: 180_000 });
    expect(embedded.code, embedded.stderr).toBe(0);

    const worker = () => {
      const started = new Running(["rps", "worker", "--redis", redis.url, "--lock-ms", "2000"]);
      running.push(started);
      return started;
    };
    const [a, b] = [worker(), worker()];
    await Promise.all([a.waitFor(/^worker ready/m), b.waitFor(/^worker ready/m)]);
    const coordinator = new Running([...tournament("fleet"), "--redis", redis.url]);
    running.push(coordinator);
    const results = join(dir, "fleet", "results.jsonl");

    // Redis dies (nothing saved) once two results are in, and comes back empty.
    await until(() => lines(results).length >= 2);
    await redis.restart();
    await coordinator.waitFor(/reconnected to redis:\/\/127\.0\.0\.1:\d+/);
    // Then a worker is killed in the middle of the next match it starts.
    const from = a.stderr.length;
    const [line, key] = await a.waitFor(/^started (\S+):/m, from);
    a.kill("SIGKILL");
    const killedAt = a.stderr.indexOf(line!, from);
    expect(await a.exited).toBeNull();
    const c = worker();

    const code = await coordinator.exited;
    expect(code, coordinator.stderr).toBe(0);
    const value = JSON.parse(coordinator.stdout);
    expect(value).toMatchObject({ complete: true, total: 12, played: 12 });

    // Every match exactly once in the results, whatever was played twice on the way.
    const keys = lines(results).map((line) => JSON.parse(line).key);
    expect(keys).toHaveLength(12);
    expect(new Set(keys).size).toBe(12);
    // The killed worker's match went back to the queue (stalled) and another worker played it.
    // (It may have played an earlier copy of that job, lost with Redis, to its end: not this one.)
    expect(a.stderr.slice(killedAt)).not.toMatch(new RegExp(`^finished ${key}:`, "m"));
    const others = b.stderr + c.stderr;
    expect(others).toMatch(new RegExp(`^started ${key}: .*\\(taken over after 1 stalled attempt\\)$`, "m"));
    expect(others).toMatch(new RegExp(`^finished ${key}:`, "m"));
    // The restart was seen and the matches Redis lost were queued again.
    expect(coordinator.stderr).toMatch(/lost the connection to redis:/);
    expect(coordinator.stderr).toMatch(/matches were lost by Redis and are queued again/);

    // The same standings (CPU times aside) and the same games, move for move, as the embedded run.
    const reference = jsonOf(embedded);
    const points = (standings: any[]) => standings.map(({ cpuMs: _cpu, ...row }) => row);
    expect(points(value.standings)).toEqual(points(reference.standings));
    const moves = (out: string, match: any) =>
      JSON.parse(readFileSync(join(dir, out, match.replay), "utf8")).moves.map((m: any) => [
        m.move,
        m.stateHash,
      ]);
    for (const match of reference.matches) {
      const mine = value.matches.find((m: any) => m.key === match.key);
      expect(mine).toMatchObject({ winner: match.winner, winReason: match.winReason, moves: match.moves });
      expect(moves("fleet", mine)).toEqual(moves("embedded", match));
    }
    const replay = runCli(["rps", "replay", join(dir, "fleet", value.matches[0].replay)]);
    expect(replay.code, replay.stderr).toBe(0);

    // A worker stops cleanly on SIGTERM once its running match is reported.
    for (const w of [b, c]) w.kill("SIGTERM");
    expect(await b.exited).toBe(0);
    expect(await c.exited).toBe(0);
  }, 300_000);

  it("a worker needs a Redis URL; a tournament refuses a URL that is not one", () => {
    const none = runCli(["rps", "worker"]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/--redis redis:\/\/HOST:PORT/);
    const bad = runCli(["rps", "worker", "--redis", "http://u:secret@h:1"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/unsupported scheme 'http:'/);
    expect(bad.stderr).not.toMatch(/secret/);
    const bot = join(REPO_ROOT, "bots/python-greedy");
    const cup = join(mkdtempSync(join(tmpdir(), "rulekit-fleet-")), "cup");
    const tournament = runCli([
      "rps",
      "tournament",
      "--bot",
      bot,
      "--bot",
      bot,
      "--games",
      "1",
      "--out",
      cup,
      "--redis",
      "localhost:6379",
    ]);
    expect(tournament.code).toBe(2);
    expect(tournament.stderr).toMatch(/--redis .*not a URL|unsupported scheme/);
  });
});
