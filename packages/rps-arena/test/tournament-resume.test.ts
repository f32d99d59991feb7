import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import type { BotRequest } from "@rulekit/rps-grid";
import { describe, expect, it } from "vitest";
import type { PreparedBot } from "../src/bot/prepare-bot.js";
import { FAULT } from "../src/faults.js";
import type { MoveVerdict } from "../src/move/classify-run.js";
import { TOURNAMENT_FILES } from "../src/tournament/results-log.js";
import {
  runTournament,
  TournamentMismatchError,
  type TournamentOptions,
  type TournamentResult,
} from "../src/tournament/run-tournament.js";
import type { MatchSummary } from "../src/tournament/standings.js";
import { FIGURES, greedyRunner } from "./helpers/in-process.js";
import { inProcessTournament, tournamentDir } from "./helpers/in-process-tournament.js";

/** alpha and bravo play greedy moves; charlie crashes on its first move (so there are winners). */
async function runner(bot: PreparedBot, request: BotRequest): Promise<MoveVerdict> {
  if (bot.name === "charlie") {
    return { kind: "fault", code: FAULT.botCrash, message: "exit code 1", figures: { ...FIGURES } };
  }
  return greedyRunner(bot, request);
}

const options = (out: string, extra: Partial<TournamentOptions> = {}) =>
  inProcessTournament(out, { runMove: runner, ...extra });

const resultsPath = (out: string) => join(out, TOURNAMENT_FILES.results);
const readLines = (out: string) => readFileSync(resultsPath(out), "utf8").trimEnd().split("\n");
const writeLines = (out: string, lines: string[]) => writeFileSync(resultsPath(out), `${lines.join("\n")}\n`);
const table = (result: TournamentResult) => result.standings.map(({ cpuMs: _cpu, ...row }) => row);

/** Plays the tournament once, then resumes it, recording what the second run played. */
async function resume(out: string, extra: Partial<TournamentOptions> = {}) {
  const played: MatchSummary[] = [];
  let unverified = -1;
  const result = await runTournament(
    options(out, {
      ...extra,
      onMatchDone: (m) => played.push(m),
      onStart: (info) => {
        unverified = info.unverified;
      },
    }),
  );
  return { result, played: played.map((m) => m.key).sort(), unverified };
}

async function played(): Promise<{ out: string; first: TournamentResult; lines: string[] }> {
  const out = tournamentDir();
  const first = await runTournament(options(out));
  expect(first.complete).toBe(true);
  const points = Object.fromEntries(first.standings.map((s) => [s.name, s.points]));
  expect(points).toEqual({ alpha: 3, bravo: 3, charlie: 0 });
  return { out, first, lines: readLines(out) };
}

const rejectedReasons = (out: string) =>
  readFileSync(join(out, TOURNAMENT_FILES.rejected), "utf8")
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line).reason as string);

describe("resume verifies what it reads back", () => {
  it("a clean resume plays nothing and changes no file", async () => {
    const { out, first, lines } = await played();
    const again = await resume(out);
    expect(again).toMatchObject({ played: [], unverified: 0 });
    expect(again.result.resumed).toBe(6);
    expect(table(again.result)).toEqual(table(first));
    expect(readLines(out)).toEqual(lines);
    expect(existsSync(join(out, TOURNAMENT_FILES.rejected))).toBe(false);
  });

  it("an edited line (charlie's loss turned into a win) does not count: the match is played again", async () => {
    const { out, first, lines } = await played();
    const i = lines.findIndex((line) => JSON.parse(line).key === "2v0-g0");
    const edited = JSON.parse(lines[i]!) as MatchSummary;
    expect(edited.players).toEqual(["charlie", "alpha"]);
    Object.assign(edited, { winner: 0, status: "finished", winReason: "home", faults: [] });
    writeLines(out, lines.with(i, JSON.stringify(edited)));

    const again = await resume(out);
    expect(again.played).toEqual(["2v0-g0"]);
    expect(again.unverified).toBe(1);
    expect(again.result.unverified).toBe(1);
    expect(table(again.result)).toEqual(table(first));
    // results.jsonl holds one verified line per match again; the edit is set aside with its reason
    const now = readLines(out);
    expect(now).toHaveLength(6);
    expect(now).not.toContain(JSON.stringify(edited));
    expect(now.map((line) => JSON.parse(line).key).sort()).toEqual(
      lines.map((line) => JSON.parse(line).key).sort(),
    );
    expect(rejectedReasons(out)).toEqual(["the line and its replay disagree"]);
    expect((await resume(out)).played).toEqual([]);
  });

  it("a result whose replay was deleted, or tampered with along with its line, is played again", async () => {
    const { out, first, lines } = await played();
    rmSync(join(out, "replays", "0v1-g0.json"));
    // Tampered consistently: line and replay both say bravo won 1v2 by capture… which the engine refutes.
    const replayFile = join(out, "replays", "1v2-g0.json");
    const replay = JSON.parse(readFileSync(replayFile, "utf8"));
    replay.result = { status: "finished", winner: 0, winReason: "capture_all", fault: null };
    writeFileSync(replayFile, JSON.stringify(replay));
    const i = lines.findIndex((line) => JSON.parse(line).key === "1v2-g0");
    const line = {
      ...JSON.parse(lines[i]!),
      status: "finished",
      winner: 0,
      winReason: "capture_all",
      faults: [],
    };
    // And a replay re-labelled as if another bot had played it.
    const relabelled = join(out, "replays", "1v0-g0.json");
    const other = JSON.parse(readFileSync(relabelled, "utf8"));
    other.bots[0].sourceHash = `sha256:${"f".repeat(64)}`;
    writeFileSync(relabelled, JSON.stringify(other));
    writeLines(out, lines.with(i, JSON.stringify(line)));

    const again = await resume(out);
    expect(again.played).toEqual(["0v1-g0", "1v0-g0", "1v2-g0"]);
    expect(again.unverified).toBe(3);
    expect(table(again.result)).toEqual(table(first));
    expect(rejectedReasons(out).sort()).toEqual([
      "the replay does not verify with the engine",
      "the replay file is missing",
      "the replay's player 0 is another bot",
    ]);
    expect(readdirSync(join(out, "replays")).sort()).toHaveLength(6);
    expect((await resume(out)).played).toEqual([]);
  });

  it("lines that are not results, point elsewhere or are hostile are set aside, never followed", async () => {
    const { out, first, lines } = await played();
    const elsewhere = { ...JSON.parse(lines[0]!), replay: "../../../etc/passwd" };
    writeLines(out, [
      JSON.stringify(elsewhere),
      ...lines.slice(1),
      "not json",
      `{"key":${"[".repeat(100_000)}${"]".repeat(100_000)}}`,
      JSON.stringify({ ...JSON.parse(lines[1]!), key: "9v9-g9" }),
      "x".repeat(300_000),
    ]);
    const again = await resume(out);
    expect(again.played).toEqual([JSON.parse(lines[0]!).key]);
    expect(again.unverified).toBe(5);
    expect(table(again.result)).toEqual(table(first));
    expect(readLines(out)).toHaveLength(6);
    expect(rejectedReasons(out).sort()).toEqual([
      "not a match of this tournament",
      "not a result line",
      "not a result line",
      "not a result line",
      "the line does not describe this match of the schedule",
    ]);
  });

  it("results of another tournament copied into this tournament's folder do not count", async () => {
    const { out: other } = await played();
    const out = tournamentDir();
    const mine = await runTournament(options(out, { seed: "mine" }));
    writeFileSync(resultsPath(out), readFileSync(resultsPath(other)));
    for (const file of readdirSync(join(other, "replays"))) {
      writeFileSync(join(out, "replays", file), readFileSync(join(other, "replays", file)));
    }
    const again = await resume(out, { seed: "mine" });
    expect(again.unverified).toBe(6);
    expect(again.played).toHaveLength(6);
    expect(again.result.matches.every((m) => m.seed === "mine-g0")).toBe(true);
    expect(table(again.result)).toEqual(table(mine));
  });

  it("refuses results.jsonl or replays/ without a tournament.json, and leaves them untouched", async () => {
    const { out, lines } = await played();
    rmSync(join(out, TOURNAMENT_FILES.manifest));
    const replaysBefore = readdirSync(join(out, "replays")).map((f) =>
      readFileSync(join(out, "replays", f), "utf8"),
    );
    await expect(runTournament(options(out))).rejects.toThrow(TournamentMismatchError);
    await expect(runTournament(options(out))).rejects.toThrow(
      /has results\.jsonl, replays, summary\.json but no tournament\.json/,
    );
    expect(readLines(out)).toEqual(lines);
    expect(
      readdirSync(join(out, "replays")).map((f) => readFileSync(join(out, "replays", f), "utf8")),
    ).toEqual(replaysBefore);
    expect(existsSync(join(out, TOURNAMENT_FILES.manifest))).toBe(false);

    const onlyReplays = tournamentDir();
    mkdirSync(join(onlyReplays, "replays"));
    writeFileSync(join(onlyReplays, "replays", "0v1-g0.json"), "{}");
    await expect(runTournament(options(onlyReplays))).rejects.toThrow(/has replays but no tournament\.json/);
    expect(readdirSync(onlyReplays)).toEqual(["replays"]);
  });
});

describe("resume never follows a link in the tournament folder", () => {
  it("refuses a results.jsonl that is a symbolic link, and writes nothing through it", async () => {
    const out = tournamentDir();
    await runTournament(options(out));
    const target = join(tournamentDir(), "elsewhere.txt");
    writeFileSync(target, "untouched\n");
    rmSync(resultsPath(out));
    symlinkSync(target, resultsPath(out));
    await expect(runTournament(options(out))).rejects.toThrow(
      /results\.jsonl: cannot be read back \(is a symbolic link or not a regular file\)/,
    );
    expect(readFileSync(target, "utf8")).toBe("untouched\n");
  });

  it("a replay that is a link does not count (and is replaced by a real file when replayed)", async () => {
    const { out, lines } = await played();
    const key = JSON.parse(lines[0]!).key as string;
    const replay = join(out, "replays", `${key}.json`);
    const copy = join(tournamentDir(), "copy.json");
    writeFileSync(copy, readFileSync(replay));
    rmSync(replay);
    symlinkSync(copy, replay);
    const again = await resume(out);
    expect(again.played).toEqual([key]);
    expect(lstatSync(replay).isSymbolicLink()).toBe(false);
  });

  it("refuses a replays/ that is a symbolic link", async () => {
    const out = tournamentDir();
    await runTournament(options(out));
    const elsewhere = tournamentDir();
    rmSync(join(out, "replays"), { recursive: true });
    symlinkSync(elsewhere, join(out, "replays"));
    await expect(runTournament(options(out))).rejects.toThrow(/replays: is a symbolic link or not a folder/);
    expect(readdirSync(elsewhere)).toEqual([]);
  });
});
