import { parseJsonText, stableHash } from "@rulekit/core";
import { type Limits, LimitsSchema, parseReplay, parseRuleSet, type RuleSet } from "@rulekit/rps-grid";
import { z } from "zod";
import { BOT_FAULT_CODES, type BotFaultCode } from "../faults.js";
import type { MatchRecord } from "../match/match-types.js";
import { MOVE_STDERR_MAX_CHARS } from "../move/classify-run.js";
import { type Entrant, isRefused } from "../submission/entrant.js";
import { RESULTS_LIMITS } from "../tournament/results-log.js";
import type { ScheduledMatch } from "../tournament/schedule.js";

/** One side of a match job: the bot by name and source hash (its files are in the snapshot store). */
export interface JobBot {
  name: string;
  language: string;
  sourceHash: string;
  /** Set when the submission was refused: the bot is not built and loses with `bot_error`. */
  refused?: string;
}

/** What a match job carries: which match, which bots; the rules and limits are stored once per tournament. */
export interface MatchJobData {
  tournament: string;
  key: string;
  index: number;
  seed: string;
  /** Index = player. */
  bots: [JobBot, JobBot];
  /** stableHash of the tournament's rules, checked against the stored settings. */
  rulesHash: string;
}

const JobBotSchema = z.object({
  name: z.string().max(200),
  language: z.string().max(40),
  sourceHash: z.string().max(200),
  refused: z.string().max(8000).optional(),
});

const MatchJobSchema = z.object({
  tournament: z.string().max(64),
  key: z.string().max(200),
  index: z.int().min(0),
  seed: z.string().max(1000),
  bots: z.tuple([JobBotSchema, JobBotSchema]),
  rulesHash: z.string().max(64),
});

export function matchJobData(
  tournament: string,
  match: ScheduledMatch,
  submissions: readonly Entrant[],
  rules: RuleSet,
): MatchJobData {
  const bot = (i: number): JobBot => {
    const entrant = submissions[i]!;
    return isRefused(entrant)
      ? {
          name: entrant.name,
          language: entrant.language,
          sourceHash: entrant.sourceHash,
          refused: entrant.refused,
        }
      : { name: entrant.name, language: entrant.manifest.language, sourceHash: entrant.sourceHash };
  };
  return {
    tournament,
    key: match.key,
    index: match.index,
    seed: match.seed,
    bots: [bot(match.players[0]), bot(match.players[1])],
    rulesHash: stableHash(rules),
  };
}

/** A job's data as a worker reads it (a job that is not one is a machinery fault). */
export function parseMatchJob(data: unknown): MatchJobData {
  const parsed = MatchJobSchema.safeParse(data);
  if (!parsed.success) throw new Error("the job is not an arena match job");
  return parsed.data as MatchJobData;
}

/** A tournament's settings as stored for its workers. */
export interface TournamentSettings {
  rules: RuleSet;
  limits: Limits;
}

const SETTINGS_MAX_CHARS = 8 * 1024 * 1024;

export function encodeSettings(settings: TournamentSettings): string {
  return JSON.stringify(settings);
}

/** The stored settings, checked: a RuleSet whose hash is the job's, and protocol limits. */
export function decodeSettings(text: string | null, rulesHash: string): TournamentSettings {
  if (text === null) throw new Error("the tournament's settings are not in the store");
  const json = parseJsonText(text, { maxChars: SETTINGS_MAX_CHARS, maxDepth: 64 });
  if (!json.ok || typeof json.value !== "object" || json.value === null) {
    throw new Error("the tournament's settings are not JSON");
  }
  const value = json.value as { rules?: unknown; limits?: unknown };
  const rules = parseRuleSet(value.rules);
  const limits = LimitsSchema.safeParse(value.limits);
  if (!rules.ok || !limits.success) throw new Error("the tournament's settings are not valid");
  if (stableHash(value.rules) !== rulesHash) throw new Error("the tournament's rules are not the job's");
  return { rules: value.rules as RuleSet, limits: limits.data as Limits };
}

/** What a worker sends back: the inert match record without the runner's own timings. */
export type MatchJobResult = Pick<
  MatchRecord,
  "replay" | "faults" | "totals" | "attempts" | "infrastructureErrors" | "logs"
>;

export function jobResult(record: MatchRecord): MatchJobResult {
  const { replay, faults, totals, attempts, infrastructureErrors, logs } = record;
  return { replay, faults, totals, attempts, infrastructureErrors, ...(logs ? { logs } : {}) };
}

const totals = z.object({
  moves: z.int().min(0),
  cpuMs: z.number().min(0),
  wallMs: z.number().min(0),
  maxMoveCpuMs: z.number().min(0),
  maxMoveWallMs: z.number().min(0),
});

const ResultSchema = z.object({
  replay: z.record(z.string(), z.unknown()),
  faults: z
    .array(
      z.object({
        player: z.union([z.literal(0), z.literal(1)]),
        code: z.enum(BOT_FAULT_CODES as [BotFaultCode, ...BotFaultCode[]]),
        message: z.string(),
      }),
    )
    .max(2),
  totals: z.tuple([totals, totals]),
  attempts: z.int().min(1),
  infrastructureErrors: z.array(z.string()).max(10),
  logs: z
    .array(
      z.object({
        ply: z.int().min(0),
        player: z.union([z.literal(0), z.literal(1)]),
        stderr: z.string().max(MOVE_STDERR_MAX_CHARS * 2),
      }),
    )
    .max(2000)
    .optional(),
});

/**
 * A job's return value as a match record, or null when it is not one. Only the shapes are checked
 * here (the record's, and the replay's with rps-grid's schema): the tournament checks the replay
 * against the engine and the line against the replay before it counts.
 */
export function parseJobResult(value: unknown): MatchRecord | null {
  const parsed = ResultSchema.safeParse(value);
  if (!parsed.success) return null;
  if (JSON.stringify(parsed.data.replay).length > RESULTS_LIMITS.replayBytes) return null;
  if (!parseReplay(parsed.data.replay).ok) return null;
  return { ...(parsed.data as unknown as MatchJobResult), overheadMs: [], firstMoveOverheadMs: [] };
}
