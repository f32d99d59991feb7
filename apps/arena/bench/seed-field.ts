import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { encodeSnapshot, loadSubmission, type MatchOptions, type PrepareBot } from "@rulekit/rps-arena";
import { CLASSIC_V2, DEFAULT_LIMITS, greedyMove } from "@rulekit/rps-grid";
import { eq } from "drizzle-orm";
import { registerCompetitor } from "../src/competitors.js";
import { competitions, competitors, snapshots, submissions } from "../src/db/schema.js";
import { createRound, type NewRound } from "../src/scheduling/rounds.js";
import type { ArenaService } from "../src/service.js";

const GREEDY = fileURLToPath(new URL("../../../bots/python-greedy/bot/main.py", import.meta.url));

/**
 * A field of `n` competitors, each with one accepted version of the greedy Python bot (a comment
 * makes every source hash different), written straight into the database as the intake would have
 * left it (no check games: the benchmarks measure scheduling, storing and serving).
 */
export async function seedField(service: ArenaService, n: number, label: string): Promise<number[]> {
  const { db } = service.ctx;
  const [competition] = await db.select().from(competitions).where(eq(competitions.slug, "main"));
  const scratch = mkdtempSync(join(tmpdir(), "arena-bench-bots-"));
  const main = readFileSync(GREEDY, "utf8");
  const ids: number[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const { competitor } = await registerCompetitor(service.ctx, competition!.id, `${label} ${i}`, "bench");
      ids.push(competitor.id);
      await addVersion(service, competitor.id, competition!.id, scratch, `${main}\n# ${label} ${i} v1\n`, 1);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return ids;
}

/**
 * A scoring round of Classic v2 under the default limits for every competitor who can play (the
 * benchmarks' and tests' usual round); `shape` gives its pairing and who made it.
 */
export function classicScoringRound(
  service: ArenaService,
  competitionId: number,
  shape: Pick<NewRound, "games" | "roundRobinMax" | "opponents" | "createdBy" | "seed">,
) {
  return createRound(service.ctx, {
    competitionId,
    kind: "scoring",
    rules: CLASSIC_V2,
    rulesName: "Classic v2",
    limits: DEFAULT_LIMITS,
    ...shape,
  });
}

/** A new accepted version (distinct source) for a competitor, made its active one. */
export async function addVersion(
  service: ArenaService,
  competitorId: number,
  competitionId: number,
  scratch: string,
  source: string,
  version: number,
): Promise<number> {
  const { db } = service.ctx;
  const dir = join(scratch, `c${competitorId}-v${version}`);
  mkdirSync(join(dir, "bot"), { recursive: true });
  writeFileSync(join(dir, "ott.json"), JSON.stringify({ language: "python", entry: "main.py" }));
  writeFileSync(join(dir, "bot", "main.py"), source);
  const submission = loadSubmission(dir);
  const body = encodeSnapshot(submission);
  await db
    .insert(snapshots)
    .values({ sourceHash: submission.sourceHash, language: "python", body, bytes: body.length })
    .onConflictDoNothing();
  const [row] = await db
    .insert(submissions)
    .values({
      competitionId,
      competitorId,
      version,
      sourceKind: "archive",
      sourceHash: submission.sourceHash,
      language: "python",
      status: "accepted",
      files: ["main.py"],
      dropped: [],
      checkMatchIds: [],
      finishedAt: new Date(),
    })
    .returning();
  await db.update(competitors).set({ activeSubmissionId: row!.id }).where(eq(competitors.id, competitorId));
  return row!.id;
}

/** Bots that cost nothing: never built, every move the engine's greedy move, in-process. */
export const instantPrepare: PrepareBot = async (submission) => ({
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

export const instantMove: NonNullable<MatchOptions["runMove"]> = async (_bot, request) => ({
  kind: "move",
  move: greedyMove(request),
  userdata: undefined,
  figures: { cpuMs: 0, wallMs: 0, hostWallMs: 0, outputBytes: 0, userdataBytes: 0, maxRssKb: 0 },
});
