import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadSubmission, runTournament } from "@rulekit/rps-arena";
import { CLASSIC_V2, DEFAULT_LIMITS } from "@rulekit/rps-grid";
import { eq } from "drizzle-orm";
import { type BenchRow, percentile, printBenchTable } from "../../../tooling/bench.ts";
import { registerCompetitor } from "../src/competitors.js";
import { competitions, matches } from "../src/db/schema.js";
import { serveArena } from "../src/index.js";
import { placeCompetitor } from "../src/scheduling/rounds.js";
import { freshDataDir } from "../test/helpers/pglite-template.js";
import { PostgresServer } from "../test/helpers/postgres-server.js";
import { addVersion, classicScoringRound, instantMove, instantPrepare, seedField } from "./seed-field.js";

/**
 * The service's figures (`pnpm --filter @rulekit/arena bench`, recorded in docs/benchmarks.md):
 * 1. a simulated event (instant in-process bots): scheduling and storing a new version's placement
 *    matches, and a newcomer's, for fields of 50, 100 and 200 competitors (ladder, k = 6); the
 *    leaderboard query, cached and recomputed (ratings included);
 * 2. API latency under 100 concurrent clients (autocannon) for the leaderboard and a replay, on
 *    PGlite and on a real PostgreSQL, same 100-competitor event;
 * 3. matches per minute with real sandboxed bots: `rps tournament` (runTournament) at concurrency
 *    1 and 2 against the service playing the same matches with 1 and 2 at a time.
 */
const rows: BenchRow[] = [];
const load = () => loadavg()[0]!.toFixed(1);
const ADMIN = "bench-admin-token-0123456789";
const root = mkdtempSync(join(tmpdir(), "arena-bench-"));
const only = process.env.ARENA_BENCH_ONLY?.split(",");
const wants = (part: string) => !only || only.includes(part);

async function startService(opts: {
  databaseUrl?: string;
  concurrency?: number;
  instant?: boolean;
  dir: string;
}) {
  return serveArena({
    ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : { dataDir: await freshDataDir(opts.dir) }),
    port: 0,
    adminToken: ADMIN,
    concurrency: opts.concurrency ?? 4,
    ...(opts.instant ? { prepareBot: instantPrepare, runMove: instantMove } : {}),
    defaultCompetition: {
      slug: "main",
      name: "Bench",
      settings: { scheduling: { roundRobinMax: 16, opponents: 6, games: 1 } },
    },
  });
}

/** A field of n with a finished ladder round between instant bots. */
async function simulatedEvent(service: Awaited<ReturnType<typeof startService>>["service"], n: number) {
  const ids = await seedField(service, n, "Bot");
  const [competition] = await service.ctx.db.select().from(competitions).where(eq(competitions.slug, "main"));
  await classicScoringRound(service, competition!.id, {
    games: 1,
    roundRobinMax: 16,
    opponents: 6,
    createdBy: "bench",
  });
  await service.idle();
  return { ids, competitionId: competition!.id };
}

const stat = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms, n ${samples.length}`;

if (wants("schedule")) {
  for (const n of (process.env.ARENA_BENCH_SIZES ?? "50,100,200").split(",").map(Number)) {
    const dir = mkdtempSync(join(root, `field-${n}-`));
    const server = await startService({ instant: true, dir });
    const t0 = performance.now();
    const { ids, competitionId } = await simulatedEvent(server.service, n);
    const count = await server.service.ctx.db.$count(matches);
    const seeded = performance.now() - t0;
    // Placement measured alone: the loops are not woken, so no match is played meanwhile.
    const quiet = { ...server.service.ctx, wake: () => {} };
    const scratch = mkdtempSync(join(dir, "versions-"));
    const newVersion: number[] = [];
    for (let i = 0; i < 20; i++) {
      const who = ids[(i * 7) % ids.length]!;
      await addVersion(server.service, who, competitionId, scratch, `print("v${i}")\n`, 2 + i);
      const t = performance.now();
      await placeCompetitor(quiet, who);
      newVersion.push(performance.now() - t);
    }
    const newcomer: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { competitor } = await registerCompetitor(quiet, competitionId, `Newcomer ${i}`, "bench");
      await addVersion(server.service, competitor.id, competitionId, scratch, `print("n${i}")\n`, 1);
      const t = performance.now();
      await placeCompetitor(quiet, competitor.id);
      newcomer.push(performance.now() - t);
    }
    rows.push({
      name: `placement of a new version, ${n} competitors (PGlite)`,
      unit: "ms p95",
      value: percentile(newVersion, 95),
      detail: `${stat(newVersion)}; load ${load()}`,
    });
    rows.push({
      name: `placement of a newcomer, ${n} competitors (PGlite)`,
      unit: "ms p95",
      value: percentile(newcomer, 95),
      detail: `${stat(newcomer)}; load ${load()}`,
    });
    await server.service.idle();
    const cached: number[] = [];
    await server.service.leaderboard(competitionId);
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await server.service.leaderboard(competitionId);
      cached.push(performance.now() - t);
    }
    const recomputed: number[] = [];
    for (let i = 0; i < 10; i++) {
      server.service.ctx.changed(competitionId);
      const t = performance.now();
      await server.service.leaderboard(competitionId);
      recomputed.push(performance.now() - t);
    }
    rows.push({
      name: `leaderboard query, ${n} competitors (cached)`,
      unit: "ms p95",
      value: percentile(cached, 95),
      detail: stat(cached),
    });
    rows.push({
      name: `leaderboard recomputed (ratings + standings), ${n} competitors`,
      unit: "ms p95",
      value: percentile(recomputed, 95),
      detail: `${stat(recomputed)}; ${count} matches seeded and played with instant bots in ${(seeded / 1000).toFixed(1)} s`,
    });
    await server.close();
  }
}

/**
 * autocannon in its own process (so the load generator does not share the server's event loop, as
 * PGlite runs inside the server's process): 100 connections for 8 s. autocannon's percentiles are
 * p50, p90, p97.5 and p99; p97.5 is reported as the bound on p95.
 */
async function latency(
  url: string,
  path: string,
  headers: string[] = [],
): Promise<{ p95: number; p50: number; p90: number; rps: number; errors: number }> {
  const bin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
  const flags = headers.flatMap((h) => ["-H", h]);
  // Asynchronously: the server answering it runs in this process's event loop.
  const child = spawn(process.execPath, [bin, "-c", "100", "-d", "8", "-j", ...flags, `${url}${path}`], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  await new Promise((resolve) => child.on("close", resolve));
  const result = JSON.parse(stdout) as {
    latency: { p50: number; p90: number; p97_5: number };
    requests: { average: number };
    errors: number;
    non2xx: number;
  };
  return {
    p95: result.latency.p97_5,
    p50: result.latency.p50,
    p90: result.latency.p90,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

if (wants("api")) {
  const pg = await PostgresServer.start();
  try {
    for (const kind of ["PGlite", "PostgreSQL"] as const) {
      const dir = mkdtempSync(join(root, `api-${kind}-`));
      const server = await startService({
        instant: true,
        dir,
        ...(kind === "PostgreSQL" ? { databaseUrl: pg.url } : {}),
      });
      const { competitionId } = await simulatedEvent(server.service, 100);
      const [match] = await server.service.ctx.db
        .select({ id: matches.id })
        .from(matches)
        .where(eq(matches.competitionId, competitionId))
        .limit(1);
      for (const [what, path] of [
        ["leaderboard", "/api/competitions/main/leaderboard"],
        ["replay", `/api/matches/${match!.id}/replay`],
      ] as const) {
        // as a script asks (no Accept-Encoding), then as a browser does (gzip)
        for (const gzip of [false, true]) {
          const r = await latency(server.url, path, gzip ? ["accept-encoding=gzip, deflate, br"] : []);
          rows.push({
            name: `GET ${what}${gzip ? " (gzip)" : ""}, 100 concurrent clients (${kind})`,
            unit: "ms p97.5 (≥ p95)",
            value: r.p95,
            detail: `p50 ${r.p50.toFixed(1)} ms, p90 ${r.p90.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s, ${r.errors} errors; load ${load()}`,
          });
        }
      }
      await server.close();
    }
  } finally {
    await pg.stop();
  }
}

if (wants("throughput")) {
  const BOTS = fileURLToPath(new URL("../../../bots/", import.meta.url));
  const bots = ["python-greedy", "cpp-greedy", "ts-greedy"].map((b) => loadSubmission(join(BOTS, b)));
  const games = 2;
  for (const concurrency of [1, 2]) {
    const out = mkdtempSync(join(root, `tournament-${concurrency}-`));
    const t = performance.now();
    const result = await runTournament({
      submissions: bots,
      games,
      seed: "bench",
      rules: CLASSIC_V2,
      limits: DEFAULT_LIMITS,
      concurrency,
      outDir: out,
    });
    const minutes = (performance.now() - t) / 60_000;
    rows.push({
      name: `rps tournament, ${concurrency} at a time (real bots)`,
      unit: "matches/min",
      value: result.matches.length / minutes,
      detail: `${result.matches.length} matches; load ${load()}`,
    });
  }
  for (const concurrency of [1, 2]) {
    const dir = mkdtempSync(join(root, `service-${concurrency}-`));
    const server = await startService({ concurrency, dir });
    const [competition] = await server.service.ctx.db
      .select()
      .from(competitions)
      .where(eq(competitions.slug, "main"));
    for (const bot of bots) {
      const { competitor } = await registerCompetitor(server.service.ctx, competition!.id, bot.name, "bench");
      await addRealVersion(server, competitor.id, competition!.id, bot);
    }
    const t = performance.now();
    const round = await classicScoringRound(server.service, competition!.id, {
      games,
      seed: "bench",
      roundRobinMax: 16,
      opponents: 6,
      createdBy: "bench",
    });
    await server.service.idle();
    const minutes = (performance.now() - t) / 60_000;
    const played = (await server.service.ctx.db.select({ id: matches.id }).from(matches)).length;
    rows.push({
      name: `service round, ${concurrency} at a time (real bots)`,
      unit: "matches/min",
      value: played / minutes,
      detail: `${played} matches (round ${round.id}); load ${load()}`,
    });
    await server.close();
  }
}

/** A real bot's snapshot as an accepted version (what the intake stores). */
async function addRealVersion(
  server: Awaited<ReturnType<typeof startService>>,
  competitorId: number,
  competitionId: number,
  bot: ReturnType<typeof loadSubmission>,
): Promise<void> {
  const { encodeSnapshot } = await import("@rulekit/rps-arena");
  const { snapshots, submissions, competitors } = await import("../src/db/schema.js");
  const { db } = server.service.ctx;
  const body = encodeSnapshot(bot);
  await db
    .insert(snapshots)
    .values({ sourceHash: bot.sourceHash, language: bot.manifest.language, body, bytes: body.length })
    .onConflictDoNothing();
  const [row] = await db
    .insert(submissions)
    .values({
      competitionId,
      competitorId,
      version: 1,
      sourceKind: "archive",
      sourceHash: bot.sourceHash,
      language: bot.manifest.language,
      status: "accepted",
      checkMatchIds: [],
    })
    .returning();
  await db.update(competitors).set({ activeSubmissionId: row!.id }).where(eq(competitors.id, competitorId));
}

printBenchTable("@rulekit/arena — the competition service", rows);
rmSync(root, { recursive: true, force: true });
process.exit(0);
