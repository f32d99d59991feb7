import { DEFAULT_JSON_LIMITS, inertText, parseJsonText, stableStringify } from "@rulekit/core";
import type { Limits, Replay, RuleSet } from "@rulekit/rps-grid";
import { parseArenaReplay } from "../replay/arena-replay.js";
import { verifyReplay } from "../replay/verify-replay.js";
import type { MatchSummary } from "./match-summary.js";
import { RESULTS_LIMITS, type ResultLine, readTournamentFile, TOURNAMENT_FILES } from "./results-log.js";
import type { ScheduledMatch } from "./schedule.js";

/** What a tournament's recorded results are checked against: the tournament being run now. */
export interface ResumeContext {
  dir: string;
  schedule: readonly ScheduledMatch[];
  /** Display names (made unique), index = bot. */
  names: readonly string[];
  /** Per bot: the name its replays carry and its source hash. */
  bots: readonly { name: string; sourceHash: string }[];
  rules: RuleSet;
  limits: Limits;
}

export interface ResumeCheck {
  /** Per match key, the recorded result that verified (the latest line of that match). */
  verified: Map<string, MatchSummary>;
  /** Indices of the lines that stay in results.jsonl (the verified ones), in file order. */
  kept: number[];
  /** Lines set aside: the latest line of a match that did not verify, or a line that is no summary. */
  rejected: { text: string; reason: string }[];
  /** Earlier lines of a match that has a later one (the later record replaces them). */
  superseded: number;
}

/**
 * Which recorded results count on resume. The latest line of each scheduled match counts only if
 * its replay (always `replays/<key>.json`, never a path a line names) exists, parses, re-verifies
 * with the engine, was played by this tournament's bots, rules, limits and seed, and agrees with
 * the line on everything that decides the standings (players, source hashes, seed, status, winner,
 * reason, faults, moves). Timings are taken from the replay, fault messages made inert.
 */
export function checkRecordedResults(lines: readonly ResultLine[], context: ResumeContext): ResumeCheck {
  const byKey = new Map(context.schedule.map((match) => [match.key, match]));
  const latest = new Map<string, number>();
  const rejected: ResumeCheck["rejected"] = [];
  let keyed = 0;
  lines.forEach((line, i) => {
    if (line.summary && byKey.has(line.summary.key)) {
      keyed++;
      latest.set(line.summary.key, i);
    } else {
      rejected.push({
        text: line.text,
        reason: line.summary ? "not a match of this tournament" : "not a result line",
      });
    }
  });
  const verified = new Map<string, MatchSummary>();
  const kept: number[] = [];
  for (const [key, i] of latest) {
    const line = lines[i]!;
    const checked = checkResult(line.summary!, byKey.get(key)!, context);
    if (typeof checked === "string") rejected.push({ text: line.text, reason: checked });
    else {
      verified.set(key, checked);
      kept.push(i);
    }
  }
  return { verified, kept: kept.sort((x, y) => x - y), rejected, superseded: keyed - latest.size };
}

/** The verified summary of one line, or why it does not count. */
function checkResult(
  line: MatchSummary,
  match: ScheduledMatch,
  context: ResumeContext,
): MatchSummary | string {
  const problem = lineProblem(line, match, context);
  if (problem) return problem;
  const loaded = loadReplay(context.dir, replayPathOf(match));
  if (typeof loaded === "string") return loaded;
  return checkAgainstReplay(line, match, context, loaded);
}

const replayPathOf = (match: ScheduledMatch) => `${TOURNAMENT_FILES.replays}/${match.key}.json`;

/**
 * The same check for a result that arrives with its replay instead of from the folder (a worker's
 * result in a distributed tournament): `replayText` is the replay file's text as it will be written.
 */
export function checkArrivedResult(
  line: MatchSummary,
  match: ScheduledMatch,
  context: ResumeContext,
  replayText: string,
): MatchSummary | string {
  const problem = lineProblem(line, match, context);
  if (problem) return problem;
  const parsed = parseReplayText(replayText);
  if (typeof parsed === "string") return parsed;
  return checkAgainstReplay(line, match, context, parsed);
}

/** What is wrong with a line before its replay is looked at (it does not describe this match), or null. */
function lineProblem(line: MatchSummary, match: ScheduledMatch, context: ResumeContext): string | null {
  const [a, b] = match.players;
  const bots = [context.bots[a]!, context.bots[b]!] as const;
  if (line.index !== match.index || line.seed !== match.seed || line.replay !== replayPathOf(match)) {
    return "the line does not describe this match of the schedule";
  }
  if (line.players[0] !== context.names[a] || line.players[1] !== context.names[b]) {
    return "the players differ from the schedule";
  }
  if (line.entrants && (line.entrants[0] !== a || line.entrants[1] !== b)) {
    return "the entrants differ from the schedule";
  }
  if (line.sourceHashes[0] !== bots[0].sourceHash || line.sourceHashes[1] !== bots[1].sourceHash) {
    return "the source hashes differ from this tournament's bots";
  }
  return null;
}

function checkAgainstReplay(
  line: MatchSummary,
  match: ScheduledMatch,
  context: ResumeContext,
  { raw, replay }: { raw: Record<string, unknown>; replay: Replay },
): MatchSummary | string {
  const [a, b] = match.players;
  const bots = [context.bots[a]!, context.bots[b]!] as const;
  if (replay.seed !== match.seed || raw.initialState !== undefined) return "the replay is of another game";
  if (stableStringify(raw.rules) !== stableStringify(context.rules)) return "the replay used other rules";
  if (stableStringify(raw.limits) !== stableStringify(context.limits)) return "the replay used other limits";
  for (const player of [0, 1] as const) {
    const recorded = replay.bots[player];
    if (recorded.name !== bots[player].name || recorded.sourceHash !== bots[player].sourceHash) {
      return `the replay's player ${player} is another bot`;
    }
  }
  let check: ReturnType<typeof verifyReplay>;
  try {
    check = verifyReplay(replay);
  } catch {
    return "the replay cannot be re-run";
  }
  if (!check.ok) return "the replay does not verify with the engine";
  const { result } = replay;
  const faults = faultsOf(replay);
  const agrees =
    line.status === result.status &&
    line.winner === result.winner &&
    line.winReason === result.winReason &&
    line.moves === replay.moves.length &&
    stableStringify(line.faults) === stableStringify(faults);
  if (!agrees) return "the line and its replay disagree";
  return {
    ...line,
    // The schedule says who played, by entrant number (a line written before entrants were recorded has none).
    entrants: [a, b],
    faults: faults.map((f) => ({ ...f, message: inertText(f.message, { maxChars: 4000, multiline: true }) })),
    cpuMs: totals(replay, "cpuMs"),
    wallMs: totals(replay, "wallMs"),
  };
}

function loadReplay(dir: string, path: string): { raw: Record<string, unknown>; replay: Replay } | string {
  let content: Buffer | null;
  try {
    content = readTournamentFile(dir, path, RESULTS_LIMITS.replayBytes);
  } catch {
    return "the replay file cannot be read (a link, not a file, or too large)";
  }
  if (content === null) return "the replay file is missing";
  return parseReplayText(content.toString("utf8"));
}

function parseReplayText(text: string): { raw: Record<string, unknown>; replay: Replay } | string {
  const json = parseJsonText(text, {
    maxChars: RESULTS_LIMITS.replayBytes,
    maxDepth: DEFAULT_JSON_LIMITS.maxDepth,
  });
  if (!json.ok || typeof json.value !== "object" || json.value === null) return "the replay file is not JSON";
  const parsed = parseArenaReplay(json.value);
  if (!parsed.ok) return "the replay file is not a replay";
  return { raw: json.value as Record<string, unknown>, replay: parsed.value };
}

/** The faults a replay records, in the order a match record lists them. */
function faultsOf(replay: Replay): MatchSummary["faults"] {
  const result = replay.result as Replay["result"] & { faults?: unknown };
  const list = Array.isArray(result.faults) ? result.faults : result.fault ? [result.fault] : [];
  return list.map((f: { player: 0 | 1; code: string; message: string }) => ({
    player: f.player,
    code: f.code as MatchSummary["faults"][number]["code"],
    message: f.message,
  }));
}

/** Per-player sums of a timing over the accepted moves (rounded like the match totals). */
function totals(replay: Replay, field: "cpuMs" | "wallMs"): [number, number] {
  const sums: [number, number] = [0, 0];
  for (const move of replay.moves)
    sums[move.player] = Math.round((sums[move.player] + move[field]) * 1000) / 1000;
  return sums;
}
