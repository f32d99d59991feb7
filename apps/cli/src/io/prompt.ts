import { createInterface, type Interface } from "node:readline";
import { writeText } from "./output.js";

/**
 * Line-based questions for interactive commands (play, run). Works on a terminal and with piped
 * input, so end-to-end tests can drive a whole game by writing lines to stdin. `ask` returns null
 * at end of input, which commands treat as "quit".
 */
export class LinePrompt {
  private readonly rl: Interface;
  private readonly lines: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private closed = false;

  constructor(
    input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
  ) {
    this.rl = createInterface({ input, terminal: false });
    this.rl.on("line", (line) => {
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(line);
      } else this.lines.push(line);
    });
    this.rl.on("close", () => {
      this.closed = true;
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(null);
      }
    });
  }

  ask(question: string): Promise<string | null> {
    writeText(this.output, question);
    const queued = this.lines.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  close(): void {
    this.rl.close();
  }
}
