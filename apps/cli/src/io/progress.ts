/**
 * Progress for long work, on stderr only. On a terminal it redraws one bar in place; otherwise
 * (CI logs, pipes) it prints a line at every 10% so logs stay short. Silent when `enabled` is false
 * (e.g. under --json with --quiet).
 */
export interface Progress {
  tick(amount?: number, note?: string): void;
  done(note?: string): void;
}

export function createProgress(label: string, total: number, enabled = true): Progress {
  const tty = Boolean(process.stderr.isTTY);
  let current = 0;
  let lastDecile = -1;
  const width = 28;
  const render = (note?: string) => {
    const ratio = total > 0 ? Math.min(1, current / total) : 1;
    if (tty) {
      const filled = Math.round(ratio * width);
      const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
      process.stderr.write(`\r${label} ${bar} ${current}/${total}${note ? ` ${note}` : ""}\x1b[K`);
    } else {
      const decile = Math.floor(ratio * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        process.stderr.write(
          `${label} ${current}/${total} (${Math.round(ratio * 100)}%)${note ? ` ${note}` : ""}\n`,
        );
      }
    }
  };
  return {
    tick(amount = 1, note?: string) {
      current += amount;
      if (enabled) render(note);
    },
    done(note?: string) {
      if (!enabled) return;
      if (tty) {
        render(note);
        process.stderr.write("\n");
      } else if (lastDecile !== 10) {
        current = total;
        render(note);
      }
    },
  };
}
