import { outputMode } from "./output.js";

/**
 * Progress for long work, on stderr only, and only for a person watching: drawn (one bar redrawn
 * in place) when stderr is a terminal, silent when stderr is piped or logged and under --json, so
 * logs and machine output never carry it. Silent too when `enabled` is false.
 */
export interface Progress {
  tick(amount?: number, note?: string): void;
  done(note?: string): void;
}

/** Where a bar is drawn: stderr, or a fake terminal in tests. */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

export function createProgress(
  label: string,
  total: number,
  enabled = true,
  stream: ProgressStream = process.stderr,
): Progress {
  const shown = enabled && Boolean(stream.isTTY) && !outputMode.json;
  let current = 0;
  let drawn = false;
  const width = 28;
  const render = (note?: string) => {
    const ratio = total > 0 ? Math.min(1, current / total) : 1;
    const filled = Math.round(ratio * width);
    const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
    stream.write(`\r${label} ${bar} ${current}/${total}${note ? ` ${note}` : ""}\x1b[K`);
    drawn = true;
  };
  return {
    tick(amount = 1, note?: string) {
      current += amount;
      if (shown) render(note);
    },
    done(note?: string) {
      if (!shown) return;
      render(note);
      if (drawn) stream.write("\n");
    },
  };
}
