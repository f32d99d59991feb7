import type { MatchRecord, MatchSummary, SkillRating, Standing } from "@rulekit/rps-arena";
import { formatTable } from "../../../io/output.js";
import { shown, shownMessage } from "./inert-output.js";

/** The `--json` document of `rps match` (give it an inert record: see `inertRecord`). */
export function matchJson(record: MatchRecord, replayPath: string | null) {
  const { replay } = record;
  const { result } = replay;
  return {
    status: result.status,
    winner: result.winner,
    winnerName: result.winner === null ? null : replay.bots[result.winner].name,
    reason: result.winReason,
    faults: record.faults.map((f) => ({ ...f, bot: replay.bots[f.player].name })),
    moves: replay.moves.length,
    seed: replay.seed,
    rules: replay.rules.id,
    bots: replay.bots.map((bot, player) => ({ ...bot, ...record.totals[player as 0 | 1] })),
    attempts: record.attempts,
    infrastructureErrors: record.infrastructureErrors,
    replay: replayPath,
  };
}

export function formatMatch(record: MatchRecord, replayPath: string | null): string {
  const json = matchJson(record, replayPath);
  const headline =
    json.reason === "infrastructure_error"
      ? "no result (infrastructure_error)"
      : json.winner === null
        ? `draw (${json.reason})`
        : `${shown(json.winnerName ?? "")} (player ${json.winner}) wins: ${json.reason}`;
  const lines = [`${headline} after ${json.moves} moves`];
  for (const fault of json.faults) {
    lines.push(
      `fault: ${shown(fault.bot)} (player ${fault.player}) ${fault.code}: ${shownMessage(fault.message)}`,
    );
  }
  lines.push(
    "",
    formatTable(
      ["player", "bot", "language", "moves", "cpu ms", "wall ms", "max move cpu ms"],
      json.bots.map((b, i) => [
        i,
        shown(b.name),
        shown(b.language),
        b.moves,
        round(b.cpuMs),
        round(b.wallMs),
        round(b.maxMoveCpuMs),
      ]),
    ),
    "",
    replayPath === null ? "replay not written (give --out FILE to keep it)" : `replay: ${replayPath}`,
  );
  return lines.join("\n");
}

export function formatStandings(standings: readonly Standing[]): string {
  return formatTable(
    [
      "#",
      "bot",
      "points",
      "played",
      "wins",
      "draws",
      "losses",
      "faults",
      "no result",
      "cpu ms",
      "rating",
      "μ ± σ",
    ],
    standings.map((s) => [
      s.rank,
      shown(s.name),
      s.points,
      s.played,
      s.wins,
      s.draws,
      s.losses,
      s.faults,
      s.noResult,
      s.cpuMs,
      s.rating.ordinal.toFixed(2),
      `${s.rating.mu.toFixed(2)} ± ${s.rating.sigma.toFixed(2)}`,
    ]),
  );
}

/** One line of ratings (after a scoring round), best first: `cpp-greedy 4.21 · python-greedy -1.30`. */
export function formatRatings(ratings: readonly ({ name: string } & SkillRating)[]): string {
  return [...ratings]
    .sort((a, b) => b.ordinal - a.ordinal || (a.name < b.name ? -1 : 1))
    .map((r) => `${shown(r.name)} ${r.ordinal.toFixed(2)}`)
    .join(" · ");
}

/** One line per finished match for the progress bar. */
export function describeMatch(summary: MatchSummary): string {
  const [a, b] = summary.players.map((name) => shown(name)) as [string, string];
  const reason = shown(summary.winReason ?? "");
  if (summary.status === "aborted" && summary.faults.length === 0) return `${a} vs ${b}: no result`;
  if (summary.winner === null) return `${a} vs ${b}: draw (${reason})`;
  return summary.winner === 0 ? `${a} beat ${b} (${reason})` : `${b} beat ${a} (${reason})`;
}

const round = (n: number) => Math.round(n);
