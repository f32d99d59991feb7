import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRequest, CLASSIC_V2, DEFAULT_LIMITS, newGame } from "@rulekit/rps-grid";
import { type BenchRow, percentile, printBenchTable } from "../../../tooling/bench.ts";
import { type PreparedBot, prepareBot } from "../src/bot/prepare-bot.js";
import { runMatch } from "../src/match/run-match.js";
import { newBoxIdentity } from "../src/sandbox/box-identity.js";
import type { SandboxSpec } from "../src/sandbox/bwrap-args.js";
import { SandboxSession } from "../src/sandbox/session.js";
import { ensureSupervisor } from "../src/sandbox/supervisor-binary.js";
import { loadSubmission } from "../src/submission/load-submission.js";
import { sharedLibraryMounts } from "../src/toolchain/shared-libraries.js";
import { runTournament } from "../src/tournament/run-tournament.js";
import { defaultCacheDir } from "../src/util/cache-dir.js";

/**
 * The arena's own cost: per-move runner overhead (everything but the bot process: request, spawn,
 * sandbox set-up, I/O, checks, rules) for a C++ and a Python bot, the bare sandbox round trip, and
 * matches per minute in a greedy-vs-greedy tournament at concurrency 2.
 */
const BOTS = fileURLToPath(new URL("../../../bots/", import.meta.url));
const limits = { ...DEFAULT_LIMITS };
const rows: BenchRow[] = [];
const stats = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(2)} · p95 ${percentile(values, 95).toFixed(2)} · max ${Math.max(...values).toFixed(2)} · n=${values.length}`;

async function prepare(name: string): Promise<PreparedBot> {
  const bot = await prepareBot(loadSubmission(join(BOTS, name)), { limits });
  if (bot.buildError) throw new Error(bot.buildError);
  return bot;
}

// 1. The sandbox floor with /bin/true as the "bot": starting a sandbox (once per bot per match),
//    and one run inside a started sandbox (once per move).
{
  const spec: SandboxSpec = {
    supervisor: ensureSupervisor(defaultCacheDir()),
    mounts: [{ source: "/usr/bin/true", target: "/usr/bin/true" }, ...sharedLibraryMounts(["/usr/bin/true"])],
    tmpBytes: 1 << 20,
    cwd: "/",
    env: {},
    argv: ["/usr/bin/true"],
    profile: "strict",
    limits: { addressSpaceBytes: 256 << 20, fileSizeBytes: 1 << 20, maxOpenFiles: 64, maxProcesses: 8 },
    identity: newBoxIdentity(),
  };
  const runLimits = { cpuMs: 500, wallMs: 3000, outputBytes: 65536, backstopMs: 5000 };
  const start: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t0 = performance.now();
    const session = new SandboxSession(spec);
    await session.run("{}\n", runLimits);
    start.push(performance.now() - t0);
    session.close();
  }
  const session = new SandboxSession(spec);
  const round: number[] = [];
  const outside: number[] = [];
  for (let i = 0; i < 205; i++) {
    const run = await session.run("{}\n", runLimits);
    const bot = run.report && "wallUs" in run.report ? run.report.wallUs / 1000 : 0;
    if (i < 5) continue;
    round.push(run.hostWallMs);
    outside.push(run.hostWallMs - bot);
  }
  session.close();
  rows.push({
    name: "start a sandbox + first run (/bin/true)",
    unit: "ms p50",
    value: percentile(start, 50),
    detail: stats(start),
  });
  rows.push({
    name: "one run in a started sandbox (/bin/true)",
    unit: "ms p95",
    value: percentile(round, 95),
    detail: stats(round),
  });
  rows.push({
    name: "  of which outside the process",
    unit: "ms p95",
    value: percentile(outside, 95),
    detail: stats(outside),
  });
}

// 2. Runner overhead per move in real matches (mirror matches so every move is the measured bot).
const cpp = await prepare("cpp-greedy");
const python = await prepare("python-greedy");
for (const [label, bot] of [
  ["C++ (cpp-greedy)", cpp],
  ["Python (python-greedy)", python],
] as const) {
  const overhead: number[] = [];
  const first: number[] = [];
  const botWall: number[] = [];
  for (let seed = 0; overhead.length < 300; seed++) {
    const record = await runMatch({ bots: [bot, bot], rules: CLASSIC_V2, seed: `bench-${seed}`, limits });
    overhead.push(...record.overheadMs);
    first.push(...record.firstMoveOverheadMs);
    botWall.push(...record.replay.moves.map((m) => m.wallMs));
  }
  const all = [...overhead, ...first];
  const mean = all.reduce((sum, v) => sum + v, 0) / all.length;
  rows.push({
    name: `runner overhead per move, ${label}`,
    unit: "ms p95",
    value: percentile(overhead, 95),
    detail: `${stats(overhead)} · target < 10`,
  });
  rows.push({
    name: `  first move of a side (starts its sandbox), ${label}`,
    unit: "ms p50",
    value: percentile(first, 50),
    detail: `${stats(first)} · all moves: mean ${mean.toFixed(2)}, p95 ${percentile(all, 95).toFixed(2)}`,
  });
  rows.push({
    name: `  bot process wall per move, ${label}`,
    unit: "ms p50",
    value: percentile(botWall, 50),
    detail: stats(botWall),
  });
}
// Requests alone (built and serialised in-process), for scale.
{
  const game = newGame(CLASSIC_V2, "bench");
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < 500) {
    JSON.stringify(buildRequest(game, 0, limits));
    n++;
  }
  rows.push({
    name: "build + serialise one request (classic)",
    unit: "µs",
    value: ((performance.now() - t0) * 1000) / n,
  });
}

// 3. Tournament throughput: python-greedy vs cpp-greedy, concurrency 2.
{
  const out = mkdtempSync(join(tmpdir(), "rulekit-bench-cup-"));
  const submissions = [loadSubmission(join(BOTS, "python-greedy")), loadSubmission(join(BOTS, "cpp-greedy"))];
  const started = performance.now();
  const result = await runTournament({
    submissions,
    games: 5,
    seed: "bench",
    rules: CLASSIC_V2,
    limits,
    concurrency: 2,
    outDir: out,
  });
  const minutes = (performance.now() - started) / 60_000;
  const moves = result.matches.reduce((sum, m) => sum + m.moves, 0);
  rows.push({
    name: "tournament python-greedy vs cpp-greedy, concurrency 2",
    unit: "matches/min",
    value: result.matches.length / minutes,
    detail: `${result.matches.length} matches, ${moves} moves in ${(minutes * 60).toFixed(1)} s (bots prepared once)`,
  });
  rmSync(out, { recursive: true, force: true });
}
cpp.dispose();
python.dispose();

printBenchTable("@rulekit/rps-arena", rows);
