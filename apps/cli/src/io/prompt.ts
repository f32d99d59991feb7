import type { Writable } from "node:stream";
import { writeText } from "./output.js";

const KiB = 1024;

/** The longest command line an interactive command reads (its commands are a few words). */
export const MAX_LINE_BYTES = 4 * KiB;

/**
 * Unread input held at most before stdin is paused (back-pressure): a producer faster than the game
 * (`yes map | rulekit reactor play …`) then waits in its own write instead of filling this process.
 * Above MAX_LINE_BYTES, so held input always holds a whole line or shows that the line is too long.
 */
const HIGH_WATER_BYTES = 16 * KiB;

const LF = 0x0a;
const CR = 0x0d;

/**
 * Line-based questions for interactive commands (play, run). Works on a terminal and with piped
 * input, so end-to-end tests can drive a whole game by writing lines to stdin. `ask` returns null
 * at end of input, which commands treat as "quit". A line ends with \n, \r\n or \r.
 *
 * Memory stays bounded whatever arrives: at most HIGH_WATER_BYTES of input (plus one chunk of the
 * stream) are held, then stdin is paused until the game has read them, so no typed command is lost;
 * a line longer than MAX_LINE_BYTES is refused with one message naming the limit and skipped to its
 * end as it arrives (never held), and the game goes on with the next line. Nor are answers hoarded:
 * no line is read while the answers already written wait in this process for a slow reader.
 */
export class LinePrompt {
  private held: Buffer = Buffer.alloc(0);
  /** Inside a refused line: input is dropped up to its end. */
  private skipping = false;
  /** The last line ended with \r: a \n right after it belongs to that line end. */
  private skipLf = false;
  private paused = false;
  private ended = false;
  private waiting: (() => void) | null = null;
  private readonly onData = (chunk: Buffer | string) =>
    this.take(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  private readonly onEnd = () => {
    this.ended = true;
    this.wake();
  };

  constructor(
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
  ) {
    input.on("data", this.onData);
    input.on("end", this.onEnd);
    // A stdin that fails (a closed terminal) ends the session like end of input.
    input.on("error", this.onEnd);
  }

  async ask(question: string): Promise<string | null> {
    await this.outputRoom();
    writeText(this.output, question);
    for (;;) {
      const next = this.nextLine();
      if (next === "too long") {
        writeText(
          this.output,
          `\nline refused: longer than ${MAX_LINE_BYTES} bytes (the longest command line read here); skipped to its end\n${question}`,
        );
        await this.outputRoom();
        continue;
      }
      if (next !== undefined) return next;
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
    }
  }

  /**
   * Waits while the answers written so far are still queued in this process: a pipe that reads them
   * slower than they are made (`| less`, a slow script) would otherwise hold every answer in memory.
   * No more input is read meanwhile, so stdin's back-pressure reaches the producer.
   */
  private async outputRoom(): Promise<void> {
    const out = this.output as NodeJS.WritableStream & Partial<Writable>;
    if (!out.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off("drain", done);
        out.off("close", done);
        resolve();
      };
      out.on("drain", done);
      out.on("close", done);
    });
  }

  close(): void {
    this.input.off("data", this.onData);
    this.input.off("end", this.onEnd);
    this.input.off("error", this.onEnd);
    // A paused stdin no longer keeps the process alive.
    this.input.pause();
  }

  private take(chunk: Buffer): void {
    let data = chunk;
    if (this.skipping) {
      const end = lineEnd(data);
      if (end === -1) return;
      this.skipping = false;
      this.skipLf = data[end] === CR;
      data = data.subarray(end + 1);
    }
    this.held = this.held.length === 0 ? data : Buffer.concat([this.held, data]);
    if (this.held.length >= HIGH_WATER_BYTES && !this.paused) {
      this.paused = true;
      this.input.pause();
    }
    this.wake();
  }

  private wake(): void {
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.();
  }

  /** The next whole line; "too long" for a refused one; null at end of input; undefined: wait. */
  private nextLine(): string | null | "too long" | undefined {
    if (this.skipLf && this.held.length > 0) {
      if (this.held[0] === LF) this.held = this.held.subarray(1);
      this.skipLf = false;
    }
    const end = lineEnd(this.held);
    if (end !== -1 && end <= MAX_LINE_BYTES) {
      const line = this.held.toString("utf8", 0, end);
      this.skipLf = this.held[end] === CR;
      this.held = this.held.subarray(end + 1);
      this.resumeIfRoom();
      return line;
    }
    if (end !== -1 || this.held.length > MAX_LINE_BYTES) {
      // Dropped now: only what follows the line's end is kept.
      if (end === -1) {
        this.held = Buffer.alloc(0);
        this.skipping = true;
      } else {
        this.skipLf = this.held[end] === CR;
        this.held = this.held.subarray(end + 1);
      }
      this.resumeIfRoom();
      return "too long";
    }
    if (!this.ended) return undefined;
    // The last line may end without a line feed.
    if (this.held.length === 0 || this.skipping) return null;
    const last = this.held.toString("utf8");
    this.held = Buffer.alloc(0);
    return last;
  }

  private resumeIfRoom(): void {
    if (this.paused && this.held.length < HIGH_WATER_BYTES / 2) {
      this.paused = false;
      this.input.resume();
    }
  }
}

/** Where the first line of `data` ends (its \n or \r), or -1. */
function lineEnd(data: Buffer): number {
  const lf = data.indexOf(LF);
  const cr = data.indexOf(CR);
  return lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
}
