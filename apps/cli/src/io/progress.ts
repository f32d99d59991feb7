import { outputMode, terminalText } from "./output.js";

/**
 * Progress for long work, on stderr only, and by default only for a person watching: drawn (one bar
 * redrawn in place) when stderr is a terminal, silent when stderr is piped or logged and under
 * --json, so logs and machine output never carry it. A command may offer `--progress` to force it
 * on (then written as plain lines where stderr is not a terminal) and `--no-progress` to turn it off.
 */
export interface Progress {
  tick(amount?: number, note?: string): void;
  done(note?: string): void;
}

/** Where a bar is drawn: stderr, or a fake terminal in tests. */
export interface ProgressStream {
  isTTY?: boolean;
  /** The terminal's width: a bar is cut to it, as a wrapped line cannot be redrawn in place. */
  columns?: number;
  write(text: string): unknown;
}

/**
 * When progress is shown: `auto`, on a terminal and not under --json (the default); `always`
 * (`--progress`), even piped or under --json, as lines; `never` (`--no-progress`).
 */
export type ProgressWhen = "auto" | "always" | "never";

/** The choice of a command's `--progress` / `--no-progress` flags (undefined when neither was given). */
export const progressWhen = (flag: boolean | undefined): ProgressWhen =>
  flag === undefined ? "auto" : flag ? "always" : "never";

/**
 * Forced progress on a stream that is not a terminal: a line at each step (for a long count, such as
 * games or playouts, at each whole percent), else at most one a second.
 */
export const PROGRESS_LINE_INTERVAL_MS = 1000;

/** Whether going from `from` to `to` of `total` is a step worth a line of its own (see above). */
const isStep = (from: number, to: number, total: number) =>
  to !== from && (total <= 100 || Math.floor((to * 100) / total) !== Math.floor((from * 100) / total));

/** Whether progress is shown on `stream` (`enabled`: true is `auto`, false is `never`). */
export function progressShown(
  enabled: boolean | ProgressWhen,
  stream: Pick<ProgressStream, "isTTY"> = process.stderr,
): boolean {
  const when = enabled === true ? "auto" : enabled === false ? "never" : enabled;
  return when === "always" || (when === "auto" && Boolean(stream.isTTY) && !outputMode.json);
}

/** A bar labelled `label` counting to `total` (`enabled`: true is `auto`, false is `never`). */
export function createProgress(
  label: string,
  total: number,
  enabled: boolean | ProgressWhen = true,
  stream: ProgressStream = process.stderr,
  now: () => number = Date.now,
): Progress {
  const shown = progressShown(enabled, stream);
  const inPlace = Boolean(stream.isTTY);
  let current = 0;
  let drawn = false;
  let lastLine: { at: number; current: number; text: string } | null = null;
  const width = 28;
  const text = (note?: string) => `${current}/${total}${note ? ` ${terminalText(note)}` : ""}`;
  const redraw = (note?: string) => {
    const ratio = total > 0 ? Math.min(1, current / total) : 1;
    const filled = Math.round(ratio * width);
    const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
    stream.write(`\r${fit(`${label} ${bar} ${text(note)}`, stream.columns)}\x1b[K`);
    drawn = true;
  };
  const line = (note: string | undefined, last: boolean) => {
    const body = text(note);
    const at = now();
    const due =
      lastLine === null ||
      isStep(lastLine.current, current, total) ||
      (last ? note !== undefined && body !== lastLine.text : at - lastLine.at >= PROGRESS_LINE_INTERVAL_MS);
    if (!due) return;
    stream.write(`${label} ${body}\n`);
    lastLine = { at, current, text: body };
  };
  return {
    tick(amount = 1, note?: string) {
      current += amount;
      if (!shown) return;
      if (inPlace) redraw(note);
      else line(note, false);
    },
    done(note?: string) {
      if (!shown) return;
      if (!inPlace) return line(note, true);
      redraw(note);
      if (drawn) stream.write("\n");
    },
  };
}

/** `text` cut to one column less than the terminal (a full line would wrap on some terminals). */
function fit(text: string, columns: number | undefined): string {
  if (!columns || columns < 2) return text;
  const chars = [...text];
  return chars.length < columns ? text : `${chars.slice(0, columns - 2).join("")}…`;
}
