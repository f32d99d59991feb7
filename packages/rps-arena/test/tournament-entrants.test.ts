import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseReplay } from "@rulekit/rps-grid";
import { describe, expect, it } from "vitest";
import { FAULT, InfrastructureError } from "../src/faults.js";
import { verifyReplay } from "../src/replay/verify-replay.js";
import { isRefused, loadEntrant } from "../src/submission/entrant.js";
import { SubmissionError } from "../src/submission/load-submission.js";
import { runTournament } from "../src/tournament/run-tournament.js";
import { inProcessBot } from "./helpers/in-process.js";
import { fakeSubmission, inProcessTournament, tournamentDir } from "./helpers/in-process-tournament.js";
import { rawControlIn } from "./helpers/raw-control.js";

function refusedFolder(make: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), "rulekit-refused-"));
  mkdirSync(join(dir, "bot"));
  writeFileSync(join(dir, "bot", "main.py"), "");
  make(dir);
  return dir;
}

describe("loadEntrant", () => {
  it("turns a refused folder into an entrant that says why, and still throws for a path that is no folder", () => {
    const linked = refusedFolder((dir) => symlinkSync("/etc/shadow", join(dir, "ott.json")));
    const entrant = loadEntrant(linked);
    expect(isRefused(entrant)).toBe(true);
    if (!isRefused(entrant)) return;
    expect(entrant.refused).toMatch(/ott\.json: is a symbolic link/);
    expect(entrant.language).toBe("unknown");
    expect(entrant.sourceHash).toMatch(/^refused:sha256:[0-9a-f]{64}$/);

    const named = refusedFolder((dir) => {
      writeFileSync(join(dir, "ott.json"), '{"language":"python","entry":"main.py","name":"kept-name"}');
      writeFileSync(join(dir, "bot", "-o"), "");
    });
    const withName = loadEntrant(named);
    expect(isRefused(withName) && [withName.name, withName.language]).toEqual(["kept-name", "python"]);

    expect(() => loadEntrant(join(linked, "nope"))).toThrow(SubmissionError);
    expect(() => loadEntrant(join(linked, "bot", "main.py"))).toThrow(/is a file/);
  });
});

describe("a tournament with bots that cannot play", () => {
  it("enters a refused submission: it loses every match by bot_error, the others' matches are all played", async () => {
    const out = tournamentDir();
    const refused = loadEntrant(
      refusedFolder((dir) => {
        writeFileSync(join(dir, "ott.json"), '{"language":"python","entry":"main.py","name":"sneaky"}');
        writeFileSync(join(dir, "bot", "x\u001b[2J.py"), "");
      }),
    );
    const submissions = [fakeSubmission("alpha"), refused, fakeSubmission("bravo")];
    const result = await runTournament(inProcessTournament(out, { submissions }));
    expect(result.complete).toBe(true);
    expect(result.matches).toHaveLength(6);
    const table = Object.fromEntries(result.standings.map((s) => [s.name, s]));
    expect(table.sneaky).toMatchObject({ played: 4, wins: 0, losses: 4, faults: 4, points: 0 });
    expect(table.alpha).toMatchObject({ played: 4, faults: 0 });
    expect(table.bravo).toMatchObject({ played: 4, faults: 0 });
    for (const match of result.matches.filter((m) => m.players.includes("sneaky"))) {
      expect(match.faults).toHaveLength(1);
      expect(match.faults[0]).toMatchObject({
        code: FAULT.botError,
        player: match.players.indexOf("sneaky"),
      });
      expect(match.faults[0]!.message).toMatch(
        /^refused submission: .*x\\x1b\[2J\.py: the name has a control/,
      );
      expect(rawControlIn(match.faults[0]!.message)).toBeNull();
      const replay = parseReplay(JSON.parse(readFileSync(join(out, match.replay), "utf8")));
      expect(replay.ok && verifyReplay(replay.value).ok).toBe(true);
    }
    // and a resume verifies those results too
    const again = await runTournament(inProcessTournament(out, { submissions }));
    expect([again.resumed, again.unverified]).toEqual([6, 0]);
  });

  it("a bot whose preparation throws is a bot_error loss; a lasting infrastructure failure stops the tournament", async () => {
    const submissions = ["alpha", "bravo", "odd"].map(fakeSubmission);
    const result = await runTournament(
      inProcessTournament(tournamentDir(), {
        submissions,
        prepareBot: async (submission) => {
          if (submission.name === "odd") throw new Error("ENAMETOOLONG: \u001b]0;owned\u0007 while copying");
          return { ...inProcessBot(submission.name), sourceHash: submission.sourceHash };
        },
      }),
    );
    expect(result.matches).toHaveLength(6);
    const odd = result.matches.filter((m) => m.players.includes("odd"));
    expect(odd.every((m) => m.faults[0]?.code === FAULT.botError)).toBe(true);
    expect(odd[0]!.faults[0]!.message).toBe(
      "cannot be prepared: ENAMETOOLONG: \\x1b]0;owned\\x07 while copying",
    );
    expect(result.standings.find((s) => s.name === "odd")).toMatchObject({ points: 0, faults: 4 });

    let calls = 0;
    await expect(
      runTournament(
        inProcessTournament(tournamentDir(), {
          submissions,
          prepareBot: async () => {
            calls++;
            throw new InfrastructureError("no bubblewrap");
          },
        }),
      ),
    ).rejects.toThrow(InfrastructureError);
    expect(calls).toBe(3);
  });
});
