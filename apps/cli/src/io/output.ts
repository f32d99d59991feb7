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
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Prints `value` as JSON under --json, otherwise the text `human` builds from it. */
export function printResult<T>(options: JsonFlag, value: T, human: (value: T) => string): void {
  if (options.json) printJson(value);
  else process.stdout.write(`${human(value).replace(/\n?$/, "\n")}`);
}

/** A human message on stderr (never part of the machine output). */
export function note(message: string): void {
  process.stderr.write(`${message}\n`);
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
