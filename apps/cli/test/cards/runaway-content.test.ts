import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI_BIN, jsonOf, REPO_ROOT, runCli } from "../helpers/run-cli.js";

/**
 * Content on which a match never ends: the project's content with Cinder Imp's activation changed so
 * that it destroys it, summons a new Cinder Imp (which may activate in turn) and gives 2 energy — the
 * fixture card-combat's runaway-turn test uses. `cards sim` must name the game, the side and the turn
 * as a content problem (exit 1), on the main thread and on the worker threads alike, and for whole runs
 * too (where autoRun used to play 100,000 actions per run); `cards run` too, where the AI's turn used to
 * run forever (its action log growing without end).
 */
const CHANGE = join(REPO_ROOT, "packages/card-combat/test/fixtures/runaway-cinder-imp.json");
let content: string;

beforeAll(() => {
  const change = JSON.parse(readFileSync(CHANGE, "utf8")) as { card: string; abilities: unknown[] };
  content = join(mkdtempSync(join(tmpdir(), "rulekit-cards-runaway-")), "content");
  cpSync(join(REPO_ROOT, "levels/card-combat"), content, { recursive: true });
  const file = join(content, "factions/ember.json");
  const faction = JSON.parse(readFileSync(file, "utf8"));
  faction.cards.find((c: { id: string }) => c.id === change.card).abilities = change.abilities;
  writeFileSync(file, JSON.stringify(faction));
});

afterAll(() => rmSync(join(content, ".."), { recursive: true, force: true }));

const ENDLESS =
  /^rulekit: match \d+ \(.+ against .+, seed 'sim\/\d+'\) never ends: in turn \d+, side [01] \(.+\) played 1000 commands without ending it — a card of that side lets it act forever/m;

describe("cards sim on content where a turn never ends", () => {
  it("the content itself is valid: the problem shows only in play", () => {
    expect(runCli(["cards", "validate", content]).code).toBe(0);
  });

  it("on the main thread: exit 1, one line naming the match, the side and the turn, no statistics", () => {
    const run = runCli(["cards", "sim", "--games", "50", "--content", content, "--no-progress"]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(ENDLESS);
    expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(run.stdout).toBe("");
  });

  it("on worker threads, --json: the error document with code runaway_turn, the seed, turn and side", () => {
    const run = runCli(["cards", "sim", "--games", "800", "--jobs", "2", "--content", content, "--json"]);
    expect(run.code, run.stderr).toBe(1);
    const doc = jsonOf(run);
    expect(doc).toEqual({
      error: {
        code: "runaway_turn",
        message: expect.stringMatching(/never ends: in turn \d+, side [01] \(/),
      },
      seed: expect.stringMatching(/^sim\/\d+$/),
      turn: expect.any(Number),
      side: expect.any(Number),
    });
    expect(run.stderr).not.toMatch(/sim worker|internal error/);
  });

  it("whole runs: the run and its fight are named (before, each run played 100,000 actions and was dropped)", () => {
    const run = runCli(["cards", "sim", "--runs", "--games", "3", "--content", content, "--no-progress"]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(
      /^rulekit: run \d+ \(seed 'sim\/\d+', the fight seeded 'sim\/\d+\/fight-\d+'\) never ends: in turn \d+, side [01] \((the player|the encounter)\)/m,
    );
  });
});

/** `cards run` played by a person who ends every turn at once (the enemy, Ember Scouts, has Cinder Imps). */
function playEndingEveryTurn(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: "1" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    let answered = 0;
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.stdin.on("error", () => {});
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      const prompts = stdout.split(/Choose \[1-\d+\][^:]*: /);
      if (prompts.length - 1 <= answered) return;
      answered = prompts.length - 1;
      const menu = prompts[prompts.length - 2]!;
      const end = [...menu.matchAll(/^\s+(\d+)\) End turn$/gm)].pop();
      child.stdin.write(end ? `${end[1]}\n` : "q\n");
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe("cards run on content where a turn never ends", () => {
  it("--auto: exit 1, one line naming the run, its fight, the side and the turn; no log written", () => {
    const dir = mkdtempSync(join(tmpdir(), "rulekit-cards-runaway-log-"));
    const log = join(dir, "run.json");
    const run = runCli([
      "cards",
      "run",
      "--auto",
      "--seed",
      "a",
      "--factions",
      "ember,tide",
      "--content",
      content,
      "--log",
      log,
    ]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(
      /^rulekit: the run \(seed 'a', the fight seeded 'a\/fight-\d+'\) never ends: in turn \d+, side [01] \((your side, the AI|the encounter)\) played 1000 commands/m,
    );
    expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(() => readFileSync(log)).toThrow();
    rmSync(dir, { recursive: true, force: true });
  });

  it("played by hand: the enemy's endless turn stops the run the same way (it ran forever)", async () => {
    const run = await playEndingEveryTurn([
      "cards",
      "run",
      "--seed",
      "a",
      "--factions",
      "tide,grove",
      "--content",
      content,
    ]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/never ends: in turn \d+, side 1 \(the encounter\) played 1000 commands/);
    expect(run.stdout).toMatch(/Fight 1\/5: Ember Scouts/);
  }, 120_000);
});
