import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { outputMode } from "../src/io/output.js";
import { createProgress, PROGRESS_LINE_INTERVAL_MS, progressWhen } from "../src/io/progress.js";
import { CLI_BIN, REPO_ROOT } from "./helpers/run-cli.js";

/** A stream that says it is a terminal and keeps what was written. */
const fakeTerminal = (isTTY = true) => {
  const written: string[] = [];
  return { isTTY, write: (text: string) => written.push(text), written };
};

describe("createProgress", () => {
  it("draws a bar in place on a terminal, and ends the line when done", () => {
    const stream = fakeTerminal();
    const progress = createProgress("matches", 4, true, stream);
    for (let i = 0; i < 4; i++) progress.tick();
    progress.done();
    expect(stream.written.at(-2)).toBe(`\rmatches ${"█".repeat(28)} 4/4\u001b[K`);
    expect(stream.written.at(-1)).toBe("\n");
  });

  it("is silent when stderr is not a terminal, under --json, or when disabled", () => {
    const piped = fakeTerminal(false);
    const pipedBar = createProgress("x", 2, true, piped);
    pipedBar.tick();
    pipedBar.done();
    expect(piped.written).toEqual([]);
    const off = fakeTerminal();
    createProgress("x", 2, false, off).tick();
    expect(off.written).toEqual([]);
    outputMode.json = true;
    try {
      const json = fakeTerminal();
      const bar = createProgress("x", 2, true, json);
      bar.tick();
      bar.done();
      expect(json.written).toEqual([]);
    } finally {
      outputMode.json = false;
    }
  });
});

describe("createProgress forced on (--progress) or off (--no-progress)", () => {
  it("maps the flags: neither is auto, --progress always, --no-progress never", () => {
    expect([progressWhen(undefined), progressWhen(true), progressWhen(false)]).toEqual([
      "auto",
      "always",
      "never",
    ]);
  });

  it("writes plain lines where stderr is not a terminal: the first, each step, else one an interval", () => {
    const piped = fakeTerminal(false);
    let clock = 0;
    const progress = createProgress("proving", 2, "always", piped, () => clock);
    progress.tick(0, "a 1");
    progress.tick(0, "a 2"); // too soon, same step: not written
    clock += PROGRESS_LINE_INTERVAL_MS;
    progress.tick(0, "a 3");
    progress.tick(1, "a done"); // a step: written at once
    progress.tick(1, "b done");
    progress.done(); // nothing new to say
    expect(piped.written).toEqual([
      "proving 0/2 a 1\n",
      "proving 0/2 a 3\n",
      "proving 1/2 a done\n",
      "proving 2/2 b done\n",
    ]);
    const stopped = fakeTerminal(false);
    const bar = createProgress("proving", 2, "always", stopped, () => 0);
    bar.tick(0, "a 1");
    bar.done("stopped");
    expect(stopped.written).toEqual(["proving 0/2 a 1\n", "proving 0/2 stopped\n"]);
  });

  it("a long count (games, playouts) writes a line at each whole percent, not at each tick", () => {
    const piped = fakeTerminal(false);
    const bar = createProgress("matches", 3000, "always", piped, () => 0);
    for (let i = 0; i < 3000; i++) bar.tick();
    bar.done();
    expect(piped.written).toHaveLength(101);
    expect(piped.written.slice(0, 3)).toEqual(["matches 1/3000\n", "matches 30/3000\n", "matches 60/3000\n"]);
    expect(piped.written.at(-1)).toBe("matches 3000/3000\n");
  });

  it("is shown under --json when forced, never when off, and cut to the terminal's width", () => {
    outputMode.json = true;
    try {
      const json = fakeTerminal(false);
      createProgress("x", 1, "always", json).tick();
      expect(json.written).toEqual(["x 1/1\n"]);
    } finally {
      outputMode.json = false;
    }
    const off = fakeTerminal();
    createProgress("x", 1, "never", off).tick();
    expect(off.written).toEqual([]);
    const narrow = { ...fakeTerminal(), columns: 50 };
    const bar = createProgress("proving", 10, "auto", narrow);
    bar.tick(1, "level-08.json graph: 1,212,416 of ≤ 2,496,144 boards");
    const written = narrow.written.at(-1)!;
    expect(written.startsWith("\r") && written.endsWith("\u001b[K")).toBe(true);
    const drawn = written.slice(1, -"\u001b[K".length);
    expect([...drawn]).toHaveLength(49);
    expect(drawn.endsWith("…")).toBe(true);
  });
});

/** Runs the CLI under a pseudo-terminal (util-linux `script`), so stderr is a TTY as for a person. */
function onTerminal(args: string[]) {
  // A wide terminal whatever script inherits: a bar is cut to the terminal's width.
  const command = `stty cols 300 2>/dev/null; ${[process.execPath, CLI_BIN, ...args].map((a) => `'${a}'`).join(" ")}`;
  const run = spawnSync("script", ["-qec", command, "/dev/null"], { cwd: REPO_ROOT, encoding: "utf8" });
  return { code: run.status, output: String(run.stdout) };
}

describe("progress on a terminal (end to end)", () => {
  it("cards sim and rps perft draw a bar on a terminal, and not under --json", () => {
    const sim = onTerminal(["cards", "sim", "--games", "40"]);
    expect(sim.code).toBe(0);
    expect(sim.output).toMatch(/\rmatches █+ 40\/40/);
    const perft = onTerminal(["rps", "perft", "--rules", "classic", "--depth", "4"]);
    expect(perft.output).toMatch(/\rperft depth 4 █+ 32\/32/);
    const quiet = onTerminal(["cards", "sim", "--games", "40", "--json"]);
    expect(quiet.code).toBe(0);
    expect(quiet.output).not.toMatch(/█/);
  });

  it("shell-tide prove draws the levels proved and the part of the running proof, unless --no-progress", () => {
    const pack = join(REPO_ROOT, "levels/shell-tide/full-rescue-v2");
    const dir = mkdtempSync(join(tmpdir(), "rulekit-progress-"));
    for (const file of ["level-01.json", "level-06.json"]) copyFileSync(join(pack, file), join(dir, file));
    const drawn = onTerminal(["shell-tide", "prove", "--pack", dir, "--jobs", "1"]);
    expect(drawn.code).toBe(0);
    expect(drawn.output).toMatch(/\rproving ░+ 0\/2 level-01\.json optimum: 0 of ≤ [\d,]+ boards/);
    expect(drawn.output).toMatch(/\rproving █+ 2\/2 level-06\.json proved/);
    const off = onTerminal(["shell-tide", "prove", "--pack", dir, "--no-progress"]);
    expect(off.code).toBe(0);
    expect(off.output).not.toMatch(/proving|█/);
  });
});
