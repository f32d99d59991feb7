import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CLASSIC_V2, DEFAULT_LIMITS } from "@rulekit/rps-grid";
import { type BenchRow, percentile, printBenchTable } from "../../../tooling/bench.ts";
import { queueRunner } from "../src/distributed/queue-runner.js";
import { loadSubmission } from "../src/submission/load-submission.js";
import { runTournament, type TournamentOptions } from "../src/tournament/run-tournament.js";
import { RedisServer } from "../test/helpers/redis-server.ts";
import { instantBot, instantMove } from "./instant-bots.ts";

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

  // 3. Real sandboxed matches: embedded, one worker process, two. The worker processes stay up
  //    (bots built once, after a warm-up run) and the three are measured in turn, several times, so
  //    that a change in the machine's load falls on all three alike; the medians are reported.
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
    const fleets = {
      1: await startWorkers(1, "scaling-1", "real"),
      2: await startWorkers(2, "scaling-2", "real"),
    };
    // 0: embedded, concurrency 1 · 1, 2: worker processes · 3: embedded, concurrency 2 (what this
    // machine gives two matches at a time without any queue, for comparison).
    type Mode = 0 | 1 | 2 | 3;
    const play = (mode: Mode) =>
      timed({
        ...spec,
        outDir: out(),
        ...(mode === 3 ? { concurrency: 2 } : {}),
        ...(mode === 1 || mode === 2
          ? { runner: queueRunner({ redis: redis.url, queue: `scaling-${mode}` }) }
          : {}),
      });
    await play(1);
    await play(2);
    const runs: Record<Mode, { ms: number; matches: number; load: string }[]> = {
      0: [],
      1: [],
      2: [],
      3: [],
    };
    for (let repeat = 0; repeat < 3; repeat++) {
      for (const count of [0, 1, 2, 3] as const) {
        const before = load();
        const run = await play(count);
        runs[count].push({ ...run, load: `${before}→${load()}` });
      }
    }
    await stopWorkers([...fleets[1], ...fleets[2]]);
    const rate = (count: Mode) =>
      percentile(
        runs[count].map((r) => r.matches / (r.ms / 60_000)),
        50,
      );
    const perMatch = (count: Mode) =>
      percentile(
        runs[count].map((r) => r.ms / r.matches),
        50,
      );
    const loads = (count: Mode) => runs[count].map((r) => r.load).join(", ");
    const rates = (count: Mode) =>
      runs[count].map((r) => (r.matches / (r.ms / 60_000)).toFixed(0)).join(" / ");
    const label = [
      "embedded (concurrency 1)",
      "1 worker process (concurrency 1)",
      "2 worker processes (concurrency 1 each)",
      "embedded, concurrency 2 (for comparison)",
    ];
    for (const count of [0, 1, 2, 3] as const) {
      rows.push({
        name: `real matches, ${label[count]}`,
        unit: "matches/min",
        value: rate(count),
        detail: `median of ${runs[count].length} runs of ${runs[count][0]!.matches} matches (${rates(count)})${count === 1 ? ` · ${ms(perMatch(1) - perMatch(0))} ms/match more than embedded` : ""} · load ${loads(count)}`,
      });
    }
    // Two against one within each round of runs (same moment, about the same load), then the median.
    const sideBySide = (many: Mode, one: Mode) => runs[one].map((r, i) => r.ms / runs[many][i]!.ms);
    const ratios = sideBySide(2, 1);
    rows.push({
      name: "two worker processes vs one",
      unit: "×",
      value: percentile(ratios, 50),
      detail: `median of the side-by-side ratios ${ratios.map((r) => r.toFixed(2)).join(" / ")} · **target ≥ 1.7×**`,
    });
    const embeddedRatios = sideBySide(3, 0);
    rows.push({
      name: "embedded, concurrency 2 vs 1 (the machine's own scaling, no queue)",
      unit: "×",
      value: percentile(embeddedRatios, 50),
      detail: `side-by-side ratios ${embeddedRatios.map((r) => r.toFixed(2)).join(" / ")}`,
    });
  }
} finally {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await redis.stop();
}

printBenchTable("@rulekit/rps-arena — distributed tournaments", rows);
