import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { outputMode } from "../src/io/output.js";
import { createProgress } from "../src/io/progress.js";
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

/** Runs the CLI under a pseudo-terminal (util-linux `script`), so stderr is a TTY as for a person. */
function onTerminal(args: string[]) {
  const command = [process.execPath, CLI_BIN, ...args].map((a) => `'${a}'`).join(" ");
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
});
