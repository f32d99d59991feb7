import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonOf, REPO_ROOT, runCli } from "../helpers/run-cli.js";

const CONTENT = join(REPO_ROOT, "levels/card-combat");
const scratch = () => mkdtempSync(join(tmpdir(), "rulekit-cards-"));
const oneLine = (stderr: string) => {
  const lines = stderr.trim().split("\n");
  expect(lines.at(-1)).toMatch(/^rulekit: /);
  expect(stderr).not.toMatch(/\n\s+at /);
};

describe("rulekit cards", () => {
  it("lists its commands, each with --help", () => {
    const help = runCli(["cards", "--help"]);
    expect(help.code).toBe(0);
    for (const cmd of ["run", "replay", "sim", "validate"]) {
      expect(help.stdout).toContain(cmd);
      const sub = runCli(["cards", cmd, "--help"]);
      expect(sub.code).toBe(0);
      expect(sub.stdout).toContain("--json");
    }
  });

  describe("validate", () => {
    it("accepts the project's content and reports every verb and trigger used", () => {
      const run = runCli(["cards", "validate", CONTENT, "--json"]);
      expect(run.code).toBe(0);
      const out = jsonOf(run);
      expect(out.ok).toBe(true);
      expect(out.verbsUnused).toEqual([]);
      expect(out.triggersUnused).toEqual([]);
      expect(out.factions).toHaveLength(3);
      expect(runCli(["cards", "validate"]).stdout).toMatch(/valid content/);
    });

    it("lists every problem with its file and JSON path and exits 1", () => {
      const dir = scratch();
      cpSync(CONTENT, dir, { recursive: true });
      const ember = JSON.parse(readFileSync(join(dir, "factions/ember.json"), "utf8"));
      ember.cards[0].cost = -1;
      ember.cards[1].abilities[0].effects[0].action = "Teleport";
      writeFileSync(join(dir, "factions/ember.json"), JSON.stringify(ember));
      const run = runCli(["cards", "validate", dir]);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain("factions/ember.json: $.cards[0].cost: cost must be ≥ 0");
      expect(run.stdout).toContain("factions/ember.json: $.cards[1].abilities[0].effects[0].action:");
      oneLine(run.stderr);
      const json = jsonOf(runCli(["cards", "validate", dir, "--json"]));
      expect(json.issues.map((i: { path: string }) => i.path)).toContain("$.cards[0].cost");
    });

    it("a missing directory or a broken JSON file is bad input (exit 2, one line)", () => {
      const missing = runCli(["cards", "validate", "/no/such/dir"]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/^rulekit: \/no\/such\/dir: cannot read: no such directory\n$/);
      const dir = scratch();
      cpSync(CONTENT, dir, { recursive: true });
      writeFileSync(join(dir, "packs.json"), "[ not json");
      const broken = runCli(["cards", "validate", dir]);
      expect(broken.code).toBe(2);
      expect(broken.stderr).toMatch(/packs\.json: not valid JSON/);
      oneLine(broken.stderr);
    });
  });

  describe("run", () => {
    it("--auto plays a whole run, prints the summary and writes a log that replays", () => {
      const dir = scratch();
      const log = join(dir, "run.json");
      const run = runCli(["cards", "run", "--seed", "cli-auto", "--auto", "--log", log, "--json"]);
      expect(run.code).toBe(0);
      const summary = jsonOf(run);
      expect(["won", "lost"]).toContain(summary.outcome);
      expect(summary.fights.length).toBeGreaterThanOrEqual(1);
      expect(summary.fights.filter((f: { won: boolean }) => f.won)).toHaveLength(summary.fightsWon);
      expect(summary.log).toBe(log);
      const replay = runCli(["cards", "replay", log, "--json"]);
      expect(replay.code).toBe(0);
      expect(jsonOf(replay)).toMatchObject({ kind: "run", ok: true, stateHash: summary.stateHash });
      // Same seed, same run: the log is identical byte for byte.
      const again = join(dir, "again.json");
      expect(runCli(["cards", "run", "--seed", "cli-auto", "--auto", "--log", again]).code).toBe(0);
      expect(readFileSync(again, "utf8")).toBe(readFileSync(log, "utf8"));
    });

    it("is playable from piped stdin to the end of the run: board, numbered commands, rewards, upgrades, summary", () => {
      const dir = scratch();
      const log = join(dir, "piped.json");
      // Always "1": the first legal command (End turn is last, so every turn ends), the first reward, the
      // first upgrade. With this seed that player wins all five fights, so every menu of a run shows up.
      const run = runCli(["cards", "run", "--seed", "piped-4", "--factions", "ember,grove", "--log", log], {
        input: "1\n".repeat(3000),
      });
      expect(run.code).toBe(0);
      const out = run.stdout;
      expect(out).toMatch(/=== Fight 1\/5: Ember Scouts/);
      expect(out).toMatch(/Board \(\d+\/10\):/);
      expect(out).toMatch(/Your hand:/);
      expect(out).toMatch(/ 1\) Play .*\n/);
      expect(out).toMatch(/End turn/);
      expect(out).toMatch(/countdown \d/);
      expect(out).toMatch(/requested \d+, applied \d+/);
      // Between fights: a reward of 3 cards (or skip), then an upgrade of one owned copy (or skip).
      expect(out.match(/>>> Fight \d won/g)).toHaveLength(5);
      expect(out.match(/Choose a reward/g)).toHaveLength(4);
      expect(out).toMatch(/Choose a reward[^\n]*\n {2}1\) .+\n {2}2\) .+\n {2}3\) .+\n {3}0\) skip/);
      expect(out.match(/· You take .+ \[o\d+\] \(holder (ember|tide|grove)\)/g)).toHaveLength(4);
      expect(out.match(/Upgrade one owned card \(this copy only\)/g)).toHaveLength(4);
      expect(out.match(/· Upgraded \[o\d+\] /g)).toHaveLength(4);
      expect(out).toMatch(/>>> Fight 5\/5: The Ancient Heart \(boss/);
      expect(out).toMatch(/Run won \(seed piped-4, factions ember \+ grove\): 5 fight\(s\) won/);
      expect(out).toMatch(/^5 +The Ancient Heart +won /m);
      expect(runCli(["cards", "replay", log]).code).toBe(0);
    });

    it("quitting writes the log of what was played; --json keeps stdout to one document", () => {
      const dir = scratch();
      const log = join(dir, "quit.json");
      const run = runCli(["cards", "run", "--seed", "quitter", "--log", log, "--json"], {
        input: "1\n1\nq\n",
      });
      expect(run.code).toBe(0);
      const summary = jsonOf(run);
      expect(summary.outcome).toBe("abandoned");
      expect(summary.actions).toBeGreaterThanOrEqual(1);
      expect(run.stderr).toMatch(/Commands:/);
      const replay = jsonOf(runCli(["cards", "replay", log, "--json"]));
      expect(replay).toMatchObject({ ok: true, steps: summary.actions });
    });

    it("without --log writes nothing, in the current folder or anywhere (--no-log is the default, still accepted)", () => {
      const cwd = scratch();
      for (const args of [[], ["--no-log"]]) {
        const run = runCli(["cards", "run", "--auto", "--seed", "here", "--json", ...args], { cwd });
        expect(run.code, run.stderr).toBe(0);
        expect(jsonOf(run).log).toBeNull();
        expect(run.stderr).not.toContain("action log written");
      }
      const human = runCli(["cards", "run", "--auto", "--seed", "here"], { cwd });
      expect(human.stdout).toContain("log: not written (give --log FILE to keep it)");
      const quit = runCli(["cards", "run", "--seed", "here"], { cwd, input: "q\n" });
      expect(quit.code, quit.stderr).toBe(0);
      expect(readdirSync(cwd)).toEqual([]);
    });

    it("refuses an unwritable --log before anything is played", () => {
      const dir = scratch();
      for (const log of [join(dir, "no/such/dir/run.json"), dir]) {
        const run = runCli(["cards", "run", "--seed", "x", "--log", log], { input: "1\n1\n" });
        expect(run.code).toBe(2);
        expect(run.stdout).toBe("");
        expect(run.stderr).toMatch(/^rulekit: .*: cannot write the log: (no such directory|is a directory)/);
        oneLine(run.stderr);
      }
    });

    it("rejects bad options with exit 2 and one line", () => {
      for (const args of [
        ["--factions", "ember"],
        ["--factions", "ember,nope"],
        ["--policy", "genius"],
        ["--content", "/no/such/dir"],
      ]) {
        const run = runCli(["cards", "run", "--auto", "--seed", "x", ...args]);
        expect(run.code).toBe(2);
        oneLine(run.stderr);
      }
    });
  });

  describe("replay", () => {
    it("exits 1 when the log does not reach its recorded hash, 2 on a bad or foreign file", () => {
      const dir = scratch();
      const log = join(dir, "run.json");
      expect(runCli(["cards", "run", "--seed", "tamper", "--auto", "--log", log]).code).toBe(0);
      const data = JSON.parse(readFileSync(log, "utf8"));
      data.final.stateHash = "0".repeat(32);
      const tampered = join(dir, "tampered.json");
      writeFileSync(tampered, JSON.stringify(data));
      const bad = runCli(["cards", "replay", tampered]);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/replay does not match: final state hash [0-9a-f]{32} differs/);
      oneLine(bad.stderr);
      const notJson = join(dir, "x.json");
      writeFileSync(notJson, "{");
      expect(runCli(["cards", "replay", notJson]).code).toBe(2);
      const foreign = join(dir, "y.json");
      writeFileSync(foreign, JSON.stringify({ format: "something-else" }));
      const other = runCli(["cards", "replay", foreign]);
      expect(other.code).toBe(2);
      expect(other.stderr).toMatch(/not a card-combat log/);
      data.actions[0] = { type: "Fly" };
      writeFileSync(foreign, JSON.stringify(data));
      const shape = runCli(["cards", "replay", foreign]);
      expect(shape.code).toBe(2);
      expect(shape.stderr).toMatch(/not a valid card-combat run log: \$\.actions\[0\]/);
    });
  });

  describe("sim", () => {
    it("plays N auto matches and prints statistics (no progress bar when stderr is piped)", () => {
      const run = runCli(["cards", "sim", "--games", "24", "--seed", "t", "--json"]);
      expect(run.code).toBe(0);
      const out = jsonOf(run);
      expect(out).toMatchObject({ mode: "matches", games: 24, refusals: 0 });
      expect(out.encounters.reduce((n: number, e: { played: number }) => n + e.played, 0)).toBe(24);
      expect(run.stderr).toBe("");
      const again = jsonOf(runCli(["cards", "sim", "--games", "24", "--seed", "t", "--json"]));
      expect(again.encounters).toEqual(out.encounters);
    });

    it("--runs simulates whole runs; win rates per encounter", () => {
      const run = runCli(["cards", "sim", "--games", "10", "--runs"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Ember Scouts\s+normal\s+10 /);
      expect(run.stdout).toMatch(/whole runs won: \d+\/10/);
    });

    it("needs --games ≥ 1", () => {
      expect(runCli(["cards", "sim"]).code).toBe(2);
      const zero = runCli(["cards", "sim", "--games", "0"]);
      expect(zero.code).toBe(2);
      expect(zero.stderr).toMatch(/--games must be an integer ≥ 1/);
    });
  });
});
