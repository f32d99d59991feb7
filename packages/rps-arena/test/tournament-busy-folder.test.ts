import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FolderInUseError } from "@rulekit/core/node";
import type { BotRequest } from "@rulekit/rps-grid";
import { describe, expect, it } from "vitest";
import type { PreparedBot } from "../src/bot/prepare-bot.js";
import { TOURNAMENT_FILES } from "../src/tournament/results-log.js";
import { runTournament, TournamentMismatchError } from "../src/tournament/run-tournament.js";
import { greedyRunner } from "./helpers/in-process.js";
import { inProcessTournament, tournamentDir } from "./helpers/in-process-tournament.js";

/**
 * Two runs into one tournament folder (the same command in a second terminal, "run it again to
 * resume" while the first still finishes) would both append results and rewrite each other's files.
 * The second is refused at once, before it reads or writes anything; the first goes on untouched, and
 * the folder is free again however the first ends.
 */
const lines = (out: string) =>
  readFileSync(join(out, TOURNAMENT_FILES.results), "utf8").trimEnd().split("\n");

/** A move runner that waits at its first move until `open` is called. */
function gatedRunner() {
  let open!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const atGate = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const runMove = async (bot: PreparedBot, request: BotRequest) => {
    reached();
    await gate;
    return greedyRunner(bot, request);
  };
  return { runMove, open, atGate };
}

describe("one run per tournament folder", () => {
  it("refuses a second run while the first plays, and the first finishes every match once", async () => {
    const out = tournamentDir();
    const gated = gatedRunner();
    const first = runTournament(inProcessTournament(out, { runMove: gated.runMove }));
    await gated.atGate;
    const before = readdirSync(out).sort();

    const second = await runTournament(inProcessTournament(out)).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(second).toBeInstanceOf(FolderInUseError);
    expect(second?.message).toBe(
      `${out} is in use by another tournament run (process ${process.pid}): wait for it to finish, or use another --out folder`,
    );
    expect(readdirSync(out).sort()).toEqual(before);

    gated.open();
    const result = await first;
    expect(result.complete).toBe(true);
    const keys = lines(out).map((line) => JSON.parse(line).key as string);
    expect(keys).toHaveLength(result.total);
    expect(new Set(keys).size).toBe(result.total);

    // Free again: the same command resumes and plays nothing.
    const again = await runTournament(inProcessTournament(out));
    expect(again.resumed).toBe(result.total);
    expect(lines(out)).toHaveLength(result.total);
  });

  it("is free again after a run that failed or was stopped", async () => {
    const out = tournamentDir();
    const stop = new AbortController();
    stop.abort();
    const stopped = await runTournament(inProcessTournament(out, { signal: stop.signal }));
    expect(stopped.complete).toBe(false);
    // Another tournament's options: refused inside the run, after the folder was held.
    const failing = await runTournament(inProcessTournament(out, { seed: "another cup" })).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(failing).toBeInstanceOf(TournamentMismatchError);
    expect((await runTournament(inProcessTournament(out))).complete).toBe(true);
  });

  it("says when --out is a file, instead of an errno", async () => {
    const file = join(tournamentDir(), "a-file");
    writeFileSync(file, "x");
    const refused = await runTournament(inProcessTournament(file)).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(refused).toBeInstanceOf(TournamentMismatchError);
    expect(refused?.message).toBe(
      `${file}: cannot be the tournament folder (EEXIST); use another --out folder`,
    );
    expect(readFileSync(file, "utf8")).toBe("x");
  });
});
