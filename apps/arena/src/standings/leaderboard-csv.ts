import type { LeaderboardRow } from "./leaderboard.js";

/** The columns of the CSV export, in order, with the row field each one shows. */
const COLUMNS: readonly [string, (row: LeaderboardRow) => string | number | null][] = [
  ["rank", (r) => r.rank],
  ["competitor", (r) => r.displayName],
  ["competitor id", (r) => r.competitorId],
  ["version", (r) => r.version],
  ["points", (r) => r.points],
  ["played", (r) => r.played],
  ["wins", (r) => r.wins],
  ["draws", (r) => r.draws],
  ["losses", (r) => r.losses],
  ["faults", (r) => r.faults],
  ["no result", (r) => r.noResult],
  ["pending", (r) => r.pending],
  ["rating (mu - 3 sigma)", (r) => round(r.rating.ordinal)],
  ["mu", (r) => round(r.rating.mu)],
  ["sigma", (r) => round(r.rating.sigma)],
  ["rated matches", (r) => r.rated],
];

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * One CSV field (RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled). A
 * text that a spreadsheet would read as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return: a display name such as `=HYPERLINK(…)`) is written with a leading `'`, so it stays
 * text; numbers are written as they are.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A leaderboard's rows as a CSV file for a spreadsheet: a header line, then one line per ranked competitor
 * in rank order (CRLF line ends, UTF-8 with a byte order mark so that spreadsheets read accented names
 * right). What it shows is what the JSON leaderboard shows the same caller (a frozen board stays frozen).
 */
export function leaderboardCsv(rows: readonly LeaderboardRow[]): string {
  const lines = [COLUMNS.map(([name]) => csvField(name)).join(",")];
  for (const row of rows) lines.push(COLUMNS.map(([, field]) => csvField(field(row))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
