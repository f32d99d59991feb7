import {
  finalize,
  infrastructureRecord,
  type MatchRecord,
  type Submission,
  verifySnapshot,
} from "@rulekit/rps-arena";
import { ENGINE_NAME, ENGINE_VERSION, type Limits, type RuleSet } from "@rulekit/rps-grid";
import { eq, inArray } from "drizzle-orm";
import type { ArenaContext } from "../context.js";
import { ruleSets, snapshots } from "../db/schema.js";
import type { MatchRow, ResultMeta } from "../matches/match-store.js";
import { RPS_ARENA_VERSION } from "../versions.js";

/** What a stored match needs to be played: its rules, limits and both bots' verified snapshots. */
export interface MatchInputs {
  rules: RuleSet;
  limits: Limits;
  sides: [Submission, Submission];
  names: [string, string];
}

/** Reads a match's rules and the two snapshots (each verified against its source hash again). */
export async function matchInputs(ctx: ArenaContext, match: MatchRow): Promise<MatchInputs> {
  const [rules] = await ctx.db.select().from(ruleSets).where(eq(ruleSets.hash, match.rulesHash));
  if (!rules) throw new Error(`the RuleSet ${match.rulesHash} of match ${match.id} is not stored`);
  const hashes = [match.sourceHash0, match.sourceHash1];
  const stored = await ctx.db.select().from(snapshots).where(inArray(snapshots.sourceHash, hashes));
  const names: [string, string] = [match.name0, match.name1];
  const sides = hashes.map((hash, i) => {
    const row = stored.find((s) => s.sourceHash === hash);
    return verifySnapshot(row?.body ?? null, hash, names[i]!);
  }) as [Submission, Submission];
  return { rules: rules.body as RuleSet, limits: match.limits as Limits, sides, names };
}

/** The record of a match that could not even start (its inputs or its bots could not be prepared). */
export function noResultRecord(match: MatchRow, inputs: MatchInputs | null, message: string): MatchRecord {
  const setup = {
    bots: [0, 1].map((i) => ({
      name: i === 0 ? match.name0 : match.name1,
      language: inputs?.sides[i]?.manifest.language ?? "unknown",
      sourceHash: i === 0 ? match.sourceHash0 : match.sourceHash1,
    })) as [
      { name: string; language: string; sourceHash: string },
      { name: string; language: string; sourceHash: string },
    ],
    rules: inputs?.rules ?? ({} as RuleSet),
    seed: match.seed,
    limits: match.limits as Limits,
  };
  return finalize(infrastructureRecord(setup, [message]), [message], true);
}

/** A result's reproducibility record. */
export function resultMeta(
  ctx: ArenaContext,
  match: MatchRow,
  record: MatchRecord,
  digests: Record<string, string> | null,
): ResultMeta {
  const replay = record.replay as MatchRecord["replay"] & { engine?: { name: string; version: string } };
  const runtime = (i: number) => {
    const bot = replay.bots?.[i] as { runtime?: unknown } | undefined;
    return typeof bot?.runtime === "string" ? bot.runtime : null;
  };
  return {
    engine: replay.engine ?? { name: ENGINE_NAME, version: ENGINE_VERSION },
    arena: { service: ctx.version, runner: RPS_ARENA_VERSION },
    rulesHash: match.rulesHash,
    seed: match.seed,
    limits: match.limits as Limits,
    sourceHashes: [match.sourceHash0, match.sourceHash1],
    toolchain: { runtimes: [runtime(0), runtime(1)], digests },
  };
}
