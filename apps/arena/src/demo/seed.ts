import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { CLASSIC_V2 } from "@rulekit/rps-grid";
import { and, eq, inArray, sql } from "drizzle-orm";
import { pack } from "tar-stream";
import { audit } from "../audit.js";
import { registerCompetitor } from "../competitors.js";
import { auditLog, competitions, competitors, rounds, submissions } from "../db/schema.js";
import { rowsOf } from "../matches/match-store.js";
import { createRound } from "../scheduling/rounds.js";
import type { ArenaService } from "../service.js";
import { parseSettings } from "../settings.js";
import { createSubmission } from "../submissions/submit.js";

/** A demo competitor: its display name and the bot folder (ott.json + bot/) it submits. */
export interface DemoBot {
  name: string;
  dir: string;
}

const HERE = dirname(fileURLToPath(import.meta.url));

/** The repository's bots/ folder, from the sources (src/demo) or the bundle (dist). */
export function botsFolder(): string {
  const candidates = [join(HERE, "..", "..", "..", "..", "bots"), join(HERE, "..", "..", "..", "bots")];
  const found = candidates.find((dir) => existsSync(join(dir, "python-greedy", "ott.json")));
  if (!found) throw new Error("demo seed: the repository's bots/ folder is missing");
  return found;
}

/** The repository's sample bots (bots/): the three greedy bots and the two templates. */
export function sampleBots(root = botsFolder()): DemoBot[] {
  return [
    { name: "Greedy (Python)", dir: join(root, "python-greedy") },
    { name: "Greedy (C++)", dir: join(root, "cpp-greedy") },
    { name: "Greedy (TypeScript)", dir: join(root, "ts-greedy") },
    { name: "Template (Python)", dir: join(root, "templates", "python") },
    { name: "Template (C++)", dir: join(root, "templates", "cpp") },
  ];
}

export const DEMO_COMPETITION = { slug: "demo", name: "Rulekit Arena demo" } as const;

/** The audit actions that mark a seed begun and a seed whose round was created. */
const STARTED = "demo.seed.start";
const DONE = "demo.seed.done";
const ACTOR = "demo-seed";

/**
 * Whether a PGlite data folder is new (nothing stored yet): the demo is seeded on first start only.
 * Call it before the service opens the folder.
 */
export function isFreshDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, "PG_VERSION"));
}

export interface DemoSeedOptions {
  /** The competition to fill (default: the one with the slug `demo`, else the first). */
  slug?: string;
  /** The data folder was new at this start: begin the seed (otherwise only an interrupted one resumes). */
  fresh: boolean;
  bots?: DemoBot[];
  log?: (line: string) => void;
  /** How often the seed looks whether the demo versions are taken in (ms, default 1000). */
  pollMs?: number;
  signal?: AbortSignal;
}

export type DemoSeedOutcome = "seeded" | "resumed" | "skipped";

/**
 * Fills a new embedded arena with a small demo event: the sample bots register as competitors
 * (their tokens are thrown away), each submits its folder as an archive, and once every version is
 * taken in (accepted or not) one scoring round on Classic is started; the service plays it to the
 * end by itself. Runs on the first start only: the start is written to the audit log, and a later
 * start resumes a seed that was cut off (every step looks first whether it was done) but never
 * begins one on an arena that was not new.
 */
export async function seedDemo(service: ArenaService, options: DemoSeedOptions): Promise<DemoSeedOutcome> {
  const { db } = service.ctx;
  const log = options.log ?? (() => {});
  const competition = await pickCompetition(service, options.slug);
  const marks = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.competitionId, competition.id), inArray(auditLog.action, [STARTED, DONE])));
  const started = marks.some((m) => m.action === STARTED);
  if (marks.some((m) => m.action === DONE)) return "skipped";
  if (!started && !options.fresh) return "skipped";
  if (!started) {
    await audit(db, { competitionId: competition.id, actor: ACTOR, action: STARTED });
  }
  const bots = options.bots ?? sampleBots();
  const settings = parseSettings(competition.settings);
  for (const bot of bots) {
    options.signal?.throwIfAborted();
    let [row] = await db
      .select()
      .from(competitors)
      .where(and(eq(competitors.competitionId, competition.id), eq(competitors.displayName, bot.name)));
    if (!row) row = (await registerCompetitor(service.ctx, competition.id, bot.name, ACTOR)).competitor;
    const [any] = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.competitorId, row.id))
      .limit(1);
    if (!any) {
      const data = await botArchive(bot.dir);
      await createSubmission(service.ctx, row, settings, { kind: "archive", data });
      log(`demo: ${bot.name} submitted`);
    }
  }
  await waitForIntake(service, competition.id, options);
  const [round] = await db
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.competitionId, competition.id), eq(rounds.kind, "scoring")))
    .limit(1);
  if (!round) {
    const created = await createRound(service.ctx, {
      competitionId: competition.id,
      kind: "scoring",
      name: "Demo round",
      rules: CLASSIC_V2,
      rulesName: "Classic v2",
      limits: settings.limits,
      games: settings.scheduling.games,
      roundRobinMax: settings.scheduling.roundRobinMax,
      opponents: settings.scheduling.opponents,
      createdBy: ACTOR,
    });
    await audit(db, {
      competitionId: competition.id,
      actor: ACTOR,
      action: "round.create.scoring",
      target: `round:${created.id}`,
      details: { name: created.name, rulesHash: created.rulesHash, games: created.games },
    });
    log(`demo: ${created.name} started (the service plays it now)`);
  }
  await audit(db, { competitionId: competition.id, actor: ACTOR, action: DONE });
  return started ? "resumed" : "seeded";
}

async function pickCompetition(service: ArenaService, slug: string | undefined) {
  const { db } = service.ctx;
  const wanted = slug ?? DEMO_COMPETITION.slug;
  const [named] = await db.select().from(competitions).where(eq(competitions.slug, wanted));
  if (named) return named;
  if (slug) throw new Error(`demo seed: no competition '${slug}'`);
  const [first] = await db.select().from(competitions).orderBy(competitions.id).limit(1);
  if (!first) throw new Error("demo seed: the arena has no competition");
  return first;
}

/** Waits until no version of the competition is still queued, building or playing its check games. */
async function waitForIntake(service: ArenaService, competitionId: number, options: DemoSeedOptions) {
  for (;;) {
    options.signal?.throwIfAborted();
    const result = await service.ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM submissions
          WHERE competition_id = ${competitionId} AND status IN ('queued', 'building', 'checking')`,
    );
    if ((rowsOf<{ n: number }>(result)[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
  }
}

/** A bot folder as a tar.gz holding what the arena grades: ott.json and bot/ (caches left out). */
export async function botArchive(dir: string): Promise<Buffer> {
  const files: string[] = ["ott.json"];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      if (name === "__pycache__" || name.endsWith(".pyc")) continue;
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(dir, path));
    }
  };
  walk(join(dir, "bot"));
  const tar = pack();
  for (const file of files) {
    tar.entry({ name: file.split("\\").join("/"), mode: 0o644 }, readFileSync(join(dir, file)));
  }
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}
