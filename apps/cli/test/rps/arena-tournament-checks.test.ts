import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLASSIC_V2 } from "@rulekit/rps-grid";
import { describe, expect, it } from "vitest";
import { rawControlIn } from "../../../../packages/rps-arena/test/helpers/raw-control.js";
import { jsonOf, REPO_ROOT, runCli } from "../helpers/run-cli.js";

const bot = (path: string) => join(REPO_ROOT, "bots", path);
const lines = (path: string) => readFileSync(path, "utf8").split("\n").filter(Boolean);

/** A bot folder refused at loading: a file name that g++ would read as an option, and a linked ott.json. */
function refusedBot(parent: string): string {
  const dir = join(parent, "sneaky");
  mkdirSync(join(dir, "bot"), { recursive: true });
  writeFileSync(join(parent, "real-ott.json"), '{"language":"cpp","entry":"main.cpp","name":"sneaky"}');
  symlinkSync(join(parent, "real-ott.json"), join(dir, "ott.json"));
  writeFileSync(join(dir, "bot", "main.cpp"), "int main() {}\n");
  writeFileSync(join(dir, "bot", "-o"), "");
  return dir;
}

describe("rulekit rps tournament with a refused bot and a tampered folder", () => {
  it("plays on without the refused bot, then verifies what it resumes from", () => {
    const dir = mkdtempSync(join(tmpdir(), "rulekit-cli-checks-"));
    const out = join(dir, "cup");
    const results = join(out, "results.jsonl");
    writeFileSync(join(dir, "short.json"), JSON.stringify({ ...CLASSIC_V2, id: "short", maxMoves: 8 }));
    const args = [
      "rps",
      "tournament",
      "--bot",
      bot("python-greedy"),
      "--bot",
      refusedBot(dir),
      "--bot",
      bot("templates/python"),
      "--games",
      "1",
      "--rules",
      join(dir, "short.json"),
      "--limits",
      '{"moveCpuMs":300}',
      "--out",
      out,
      "--json",
    ];

    const first = runCli(args);
    expect(first.code, first.stderr).toBe(0);
    expect(rawControlIn(first.stderr)).toBeNull();
    expect(first.stderr).toMatch(
      /sneaky: refused \(.*ott\.json: is a symbolic link \(links are refused\)\); sneaky loses/,
    );
    const value = jsonOf(first);
    expect(value).toMatchObject({ complete: true, total: 6, played: 6, unverified: 0 });
    const table = Object.fromEntries(value.standings.map((s: any) => [s.name, s]));
    // the refused bot's folder name (no name could be read from its ott.json)
    expect(table.sneaky).toMatchObject({ played: 4, losses: 4, faults: 4, points: 0 });
    const refusedMatches = value.matches.filter((m: any) => m.players.includes("sneaky"));
    expect(refusedMatches.map((m: any) => m.faults[0].code)).toEqual(Array(4).fill("bot_error"));
    const others = value.matches.filter((m: any) => !m.players.includes("sneaky"));
    expect(others).toHaveLength(2);
    for (const match of others) expect(match.moves).toBeGreaterThan(0);

    // An edited line: the template "wins" a match it did not. Resume plays it again.
    const recorded = lines(results);
    const i = recorded.findIndex((line) => JSON.parse(line).key === "2v0-g0");
    const forged = {
      ...JSON.parse(recorded[i]!),
      winner: 0,
      winReason: "home",
      status: "finished",
      faults: [],
    };
    writeFileSync(results, `${recorded.with(i, JSON.stringify(forged)).join("\n")}\n`);
    const again = runCli(args);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/1 recorded results did not verify and will be replayed/);
    expect(again.stderr).toMatch(/resuming: 5 of 6 matches already played/);
    const standings = (run: typeof first) => jsonOf(run).standings.map(({ cpuMs: _c, ...row }: any) => row);
    expect(standings(again)).toEqual(standings(first));
    expect(lines(results)).toHaveLength(6);
    expect(lines(results)).not.toContain(JSON.stringify(forged));
    expect(lines(join(out, "results.rejected.jsonl"))).toHaveLength(1);

    // Without tournament.json nothing is trusted and nothing is touched.
    rmSync(join(out, "tournament.json"));
    const before = readFileSync(results, "utf8");
    const refused = runCli(args);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/cup has results\.jsonl, .* but no tournament\.json/);
    expect(readFileSync(results, "utf8")).toBe(before);
    expect(existsSync(join(out, "tournament.json"))).toBe(false);
  });
});
