import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CLASSIC_V2, DEFAULT_LIMITS, greedyMove } from "@rulekit/rps-grid";
import { type BenchRow, percentile, printBenchTable } from "../../../tooling/bench.ts";
import type { PreparedBot } from "../src/bot/prepare-bot.js";
import { queueRunner } from "../src/distributed/queue-runner.js";
import { loadSubmission, type Submission } from "../src/submission/load-submission.js";
import { runTournament, type TournamentOptions } from "../src/tournament/run-tournament.js";
import { RedisServer } from "../test/helpers/redis-server.ts";

/**
 * The distributed mode's own cost, with a real redis-server and real worker processes (each
 * started like `rulekit rps worker`, concurrency 1):
 * 1. queue overhead per match on a worker — 200 matches whose moves are played in-process (so
 *    the bots cost next to nothing): between the start of one match and the start of the next,
 *    whatever is not the match itself (returning the result, taking the next job, its settings
 *    and bots);
 * 2. the whole path for those instant matches (the tournament side verifying each result against
 *    its replay and writing it, as embedded), per match, against the embedded mode;
 * 3. real sandboxed greedy matches: embedded, one worker process, two worker processes; the
 *    difference per match between embedded and one worker is the queue's overhead in practice,
 *    and on this 2-core machine two workers should give ≥ 1.7× the matches per minute of one.
 */
const BOTS = fileURLToPath(new URL("../../../bots/", import.meta.url));
const WORKER = fileURLToPath(new URL("./worker-process.ts", import.meta.url));
const rows: BenchRow[] = [];
const load = () => loadavg()[0]!.toFixed(1);
const ms = (n: number) => n.toFixed(2);

const redis = await RedisServer.start();
const children: ChildProcess[] = [];

interface WorkerLine {
  type: "started" | "finished";
  key: string;
  at: number;
  matchMs?: number;
}
interface Worker {
  child: ChildProcess;
  lines: WorkerLine[];
}

async function startWorkers(count: number, queue: string, mode: "real" | "instant"): Promise<Worker[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Worker>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            ["--import", "tsx", "--conditions=@rulekit/source", WORKER, redis.url, queue, mode],
            { stdio: ["ignore", "pipe", "inherit"] },
          );
          children.push(child);
          const worker: Worker = { child, lines: [] };
          let buffer = "";
          child.on("error", reject);
          child.stdout!.on("data", (chunk) => {
            buffer += String(chunk);
            const parts = buffer.split("\n");
            buffer = parts.pop()!;
            for (const line of parts) {
              if (line === "ready") resolve(worker);
              else if (line.startsWith("{")) worker.lines.push(JSON.parse(line));
            }
          });
        }),
    ),
  );
}

async function stopWorkers(workers: Worker[]): Promise<void> {
  await Promise.all(
    workers.map(
      ({ child }) =>
        new Promise((resolve) => {
          child.on("exit", resolve);
          child.kill("SIGTERM");
        }),
    ),
  );
}

const instantBot = async (submission: Submission): Promise<PreparedBot> => ({
  name: submission.name,
  language: submission.manifest.language,
  sourceHash: submission.sourceHash,
  runtime: "in-process",
  dir: submission.dir,
  buildError: null,
  plan: { argv: () => [], mounts: [], cwd: "/", profile: "strict", addressSpaceBytes: () => 0 },
  supervisor: "",
  bwrap: "",
  dispose() {},
});
const instantMove: TournamentOptions["runMove"] = async (_bot, request) => ({
  kind: "move",
  move: greedyMove(request),
  userdata: undefined,
  figures: { cpuMs: 0, wallMs: 0, hostWallMs: 0, outputBytes: 0, userdataBytes: 0, maxRssKb: 0 },
});

async function timed(options: TournamentOptions): Promise<{ ms: number; matches: number; moves: number }> {
  const started = performance.now();
  const result = await runTournament(options);
  const elapsed = performance.now() - started;
  rmSync(options.outDir, { recursive: true, force: true });
  if (!result.complete) throw new Error("the tournament did not complete");
  return {
    ms: elapsed,
    matches: result.matches.length,
    moves: result.matches.reduce((s, m) => s + m.moves, 0),
  };
}
const out = () => mkdtempSync(join(tmpdir(), "rulekit-bench-fleet-"));

/** Per job on one worker: the time from its match's start to the next one's, less the match itself. */
function perJobOverhead(lines: WorkerLine[]): number[] {
  const starts = lines.filter((l) => l.type === "started");
  const ends = new Map(lines.filter((l) => l.type === "finished").map((l) => [l.key, l]));
  const out: number[] = [];
  for (let i = 0; i + 1 < starts.length; i++) {
    const end = ends.get(starts[i]!.key);
    if (end?.matchMs === undefined) continue;
    out.push(starts[i + 1]!.at - starts[i]!.at - end.matchMs);
  }
  return out;
}

try {
  // 1 and 2. Instant matches: the queue's own cost.
  {
    const submissions = ["python-greedy", "cpp-greedy", "ts-greedy", "templates/python", "templates/cpp"].map(
      (b) => loadSubmission(join(BOTS, b)),
    );
    const spec = {
      submissions,
      games: 10,
      seed: "overhead",
      rules: { ...CLASSIC_V2, maxMoves: 60 },
      limits: DEFAULT_LIMITS,
      concurrency: 1,
    };
    const loadBefore = load();
    const embedded = await timed({ ...spec, outDir: out(), prepareBot: instantBot, runMove: instantMove });
    const workers = await startWorkers(1, "overhead", "instant");
    const cpuBefore = process.cpuUsage();
    const queued = await timed({
      ...spec,
      outDir: out(),
      runner: queueRunner({ redis: redis.url, queue: "overhead" }),
    });
    const cpu = process.cpuUsage(cpuBefore);
    await stopWorkers(workers);
    const perJob = perJobOverhead(workers[0]!.lines);
    rows.push({
      name: "queue overhead per match on a worker (instant matches)",
      unit: "ms p50",
      value: percentile(perJob, 50),
      detail: `p95 ${ms(percentile(perJob, 95))} · n=${perJob.length} · result back + next job + its settings and bots · **target < 20 ms** · load ${loadBefore}→${load()}`,
    });
    rows.push({
      name: "instant matches end to end: through the queue vs embedded",
      unit: "ms/match",
      value: queued.ms / queued.matches,
      detail: `embedded ${ms(embedded.ms / embedded.matches)} ms/match · the tournament side verifies each result against its replay (engine re-run) before writing it: ${ms((cpu.user + cpu.system) / 1000 / queued.matches)} ms CPU/match`,
    });
  }

  // 3. Real sandboxed matches: embedded, one worker process, two.
  {
    const submissions = ["cpp-greedy", "python-greedy", "templates/cpp"].map((b) =>
      loadSubmission(join(BOTS, b)),
    );
    const spec = {
      submissions,
      games: 4,
      seed: "scaling",
      rules: { ...CLASSIC_V2, maxMoves: 60 },
      limits: DEFAULT_LIMITS,
      concurrency: 1,
    };
    const loadBefore = load();
    const embedded = await timed({ ...spec, outDir: out() });
    rows.push({
      name: "real matches, embedded (concurrency 1)",
      unit: "matches/min",
      value: embedded.matches / (embedded.ms / 60_000),
      detail: `${embedded.matches} matches, ${embedded.moves} moves in ${(embedded.ms / 1000).toFixed(1)} s · load ${loadBefore}→${load()}`,
    });
    const perMinute: number[] = [];
    for (const count of [1, 2]) {
      const queue = `scaling-${count}`;
      const workers = await startWorkers(count, queue, "real");
      const before = load();
      const run = await timed({ ...spec, outDir: out(), runner: queueRunner({ redis: redis.url, queue }) });
      await stopWorkers(workers);
      perMinute.push(run.matches / (run.ms / 60_000));
      rows.push({
        name: `real matches, ${count} worker process${count > 1 ? "es" : ""} (concurrency 1 each)`,
        unit: "matches/min",
        value: perMinute.at(-1)!,
        detail: `${run.matches} matches in ${(run.ms / 1000).toFixed(1)} s${count === 1 ? ` · ${ms((run.ms - embedded.ms) / run.matches)} ms/match more than embedded` : ""} · load ${before}→${load()}`,
      });
    }
    rows.push({
      name: "two worker processes vs one",
      unit: "×",
      value: perMinute[1]! / perMinute[0]!,
      detail: "**target ≥ 1.7×**",
    });
  }
} finally {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await redis.stop();
}

printBenchTable("@rulekit/rps-arena — distributed tournaments", rows);
