import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI_BIN, REPO_ROOT, runCli } from "./helpers/run-cli.js";

/**
 * The interactive commands (reactor play, shell-tide play, cards run) read commands from stdin:
 * whatever a producer writes, and however fast, the CLI holds a bounded amount of it.
 */

const LEVEL = join(REPO_ROOT, "levels/reactor/01-flow-and-consumers.json");
const MiB = 1024 * 1024;
/**
 * A play session's Node process peaks near 60 MiB (70-90 MiB through the floods below); one that
 * hoards input or its own answers passes this (measured on the old reader: 117 MiB after 256 KiB of
 * `help` lines, 200 MiB after 100 MiB of one line).
 */
const PEAK_LIMIT_KIB = 128 * 1024;
const REFUSED =
  "line refused: longer than 4096 bytes (the longest command line read here); skipped to its end";
/** REFUSED inside a regular expression. */
const REFUSED_RE = REFUSED.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Session {
  child: ChildProcessWithoutNullStreams;
  /** What stdout said, as it arrives. */
  stdout: () => string;
  exited: Promise<{ code: number | null; stderr: string }>;
}

function startPlay(args: string[]): Session {
  const child = spawn(process.execPath, [CLI_BIN, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, NO_COLOR: "1" },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  // Writing to a session that has quit fails (EPIPE): that is the producer's end, not the test's.
  child.stdin.on("error", () => {});
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stderr })),
  );
  return { child, stdout: () => stdout, exited };
}

/**
 * Writes `piece` again and again as fast as the pipe takes it (as `yes` does), `times` times or,
 * with no `times`, until the session exits. Meanwhile the session's answers are read only
 * while the producer is blocked (its stdin pipe full), then no longer: a reader slower than the game
 * (a pager, a busy script), without a clock. A session that kept reading input while its answers
 * wait would hold them all in memory.
 */
async function produce(session: Session, piece: Buffer, times = Number.POSITIVE_INFINITY): Promise<void> {
  const { stdin, stdout } = session.child;
  let alive = true;
  void session.exited.then(() => {
    alive = false;
  });
  stdout.pause();
  for (let written = 0; alive && written < times; written++) {
    if (stdin.write(piece)) continue;
    stdout.resume();
    await new Promise<void>((resolve) => {
      stdin.once("drain", resolve);
      void session.exited.then(() => resolve());
    });
    stdout.pause();
  }
  stdout.resume();
}

/** The peak resident memory of a live process so far (Linux: VmHWM in /proc/<pid>/status), in KiB. */
function peakKiB(pid: number): number {
  const found = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!found) throw new Error(`no VmHWM in /proc/${pid}/status`);
  return Number(found[1]);
}

describe("interactive input is bounded (reactor play)", () => {
  it("an endless fast producer of commands: bounded memory, every command answered, quit still quits", async () => {
    const session = startPlay(["reactor", "play", LEVEL]);
    // `yes help`: about 1 KiB of answer for each 5 bytes read; 26 × 4096 lines (520 KiB).
    await produce(session, Buffer.from("help\n".repeat(4096)), 26);
    const peak = peakKiB(session.child.pid!);
    // Then a map, a quit, and the producer goes on writing until the session has ended.
    session.child.stdin.write("map\nquit\n");
    await produce(session, Buffer.from("x\n".repeat(4096)));
    const { code, stderr } = await session.exited;
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(peak).toBeLessThan(PEAK_LIMIT_KIB);
    const out = session.stdout();
    // Every line of the flood was read and answered in order: none lost, none skipped.
    expect(out.split("Commands (one per line):").length - 1).toBe(26 * 4096);
    expect(out).toMatch(
      /> map\n[\s\S]*Forecast \(if you only end turns\):[\s\S]*> quit\nGame left unfinished\.\n/,
    );
    expect(out).not.toContain("line refused");
  });

  it("one endless line with no line feed (100 MiB of 'a') is refused naming the limit, never held", async () => {
    const session = startPlay(["reactor", "play", LEVEL]);
    session.child.stdin.write("w\n");
    await produce(session, Buffer.alloc(MiB, "a"), 100);
    const peak = peakKiB(session.child.pid!);
    session.child.stdin.end("\nmap\nquit\n");
    const { code, stderr } = await session.exited;
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(peak).toBeLessThan(PEAK_LIMIT_KIB);
    const out = session.stdout();
    // Refused once, then the game goes on: the move before it counts, the map and quit after it are answered.
    expect(out.split(REFUSED).length - 1).toBe(1);
    expect(out).toContain("> w\n  robot (3,3) → (2,3)");
    expect(out).toMatch(new RegExp(`> \\n${REFUSED_RE}\\n\\[turn 1, 2 action\\(s\\) left\\] > map\\n`));
    expect(out).toMatch(/> map\n[\s\S]*> quit\nGame left unfinished\.\nresult: \w+ after 1 action\(s\)\n$/);
    // The line itself is neither echoed nor quoted back.
    expect(out).not.toContain("a".repeat(100));
  });
});

describe("an over-long line in the other interactive commands", () => {
  const long = `${"7".repeat(64 * 1024)}\n`;

  it("shell-tide play refuses it and reads the next line", () => {
    const run = runCli(["shell-tide", "play", "--level", "1"], { input: `${long}q\n` });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`node> \n${REFUSED}\nnode> q\nstopped after 0 turns`);
    expect(run.stdout).not.toContain("7777");
  });

  it("cards run refuses it and reads the next line", () => {
    const run = runCli(["cards", "run", "--seed", "long-line"], { input: `${long}q\n` });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(`\\n${REFUSED_RE}\\nChoose \\[[0-9-]+\\], s = show again, q = quit: q\\n`),
    );
    expect(run.stdout).toContain("Run abandoned.");
    expect(run.stdout).not.toContain("7777");
  });
});
