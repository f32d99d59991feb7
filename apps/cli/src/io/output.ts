import { inertText } from "@rulekit/core";

/**
 * The --json convention: with --json, stdout carries exactly one JSON document and nothing else;
 * without it, stdout carries the human-readable result. Progress, notes and warnings always go to
 * stderr so that piping stdout stays clean in both modes.
 */
export interface JsonFlag {
  json?: boolean;
}

/**
 * What this run of the CLI prints, set once from the command line (program.ts): under `--json`
 * progress stays silent and an error becomes the one JSON document on stdout — unless the command
 * already printed its document (`jsonPrinted`), which must then stay the only one.
 */
export const outputMode = { json: false, jsonPrinted: false };

export function printJson(value: unknown): void {
  outputMode.jsonPrinted = true;
  process.stdout.write(`${jsonText(value)}\n`);
}

/**
 * Characters JSON may carry raw that a terminal could still act on or that reorder what it shows: DEL,
 * C1 controls (the 8-bit CSI among them), bidi controls, line and paragraph separators. (C0 controls
 * and lone surrogates are escaped by JSON.stringify itself.)
 */
const JSON_RAW_CONTROLS = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * `value` as JSON (indented by `indent`; 0: one line) with every such character written as a `\uXXXX`
 * escape: the same JSON value (they can only stand inside strings), inert on a terminal.
 */
export function jsonText(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent).replace(
    JSON_RAW_CONTROLS,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * Text for a terminal: what content, file names and messages put in it (a faction or level name, a
 * path, a quoted value) cannot drive the terminal or reorder what it shows — control characters, bidi
 * controls and lone surrogates are written as visible escapes (`\x1b`, `\u{202e}`); line feeds and
 * tabs are kept, nothing is cut. Every human line the CLI prints goes through here.
 */
export function terminalText(text: string): string {
  return inertText(text, { multiline: true, maxChars: Number.POSITIVE_INFINITY });
}

/** Writes `text` to `stream` as {@link terminalText}. */
export function writeText(stream: { write(text: string): unknown }, text: string): void {
  stream.write(terminalText(text));
}

/** Prints `value` as JSON under --json, otherwise the text `human` builds from it. */
export function printResult<T>(options: JsonFlag, value: T, human: (value: T) => string): void {
  if (options.json) printJson(value);
  else writeText(process.stdout, human(value).replace(/\n?$/, "\n"));
}

/** A human message on stderr (never part of the machine output). */
export function note(message: string): void {
  writeText(process.stderr, `${message}\n`);
}

/** A plain text table with aligned columns. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join(
    "\n",
  );
}
