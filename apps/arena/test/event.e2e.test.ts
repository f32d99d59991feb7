import { verifyReplay } from "@rulekit/rps-arena";
import { parseReplay } from "@rulekit/rps-grid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "./helpers/api.js";
import { brokenCpp, commitMore, firstMovePython, gitBot, greedyPython } from "./helpers/git-bot.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/**
 * A small event played through the HTTP API, with real git repositories, real sandboxes and the
 * embedded database: three competitors register and submit (one does not build), check games run,
 * an admin starts a scoring round, the leaderboard and a replay URL answer, one competitor
 * re-submits and only the new version's matches are played, a freeze hides later results, a
 * rejudge replays one match.
 */
let arena: TestArena;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const repos: Record<string, string> = {};

const FINAL = ["accepted", "refused", "build_error", "check_fault", "infrastructure_error"];

async function submitAndWait(name: string, ref = "main") {
  const submitted = await arena.api("POST", "/api/me/submissions", {
    token: tokens[name],
    json: { url: repos[name], ref },
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
  expect(submitted.body.status).toBe("queued");
  return until(
    () => arena.api("GET", `/api/submissions/${submitted.body.id}`, { token: tokens[name] }),
    (r) => FINAL.includes(r.body.status),
  );
}

async function roundMatches(token?: string) {
  const r = await arena.api("GET", "/api/competitions/main/matches?kind=round&limit=500", { token });
  expect(r.status).toBe(200);
  return r.body as any[];
}

beforeAll(async () => {
  arena = await startTestArena();
  repos.Alpha = gitBot(arena.root, "alpha", greedyPython()).dir;
  repos.Beta = gitBot(arena.root, "beta", firstMovePython("beta")).dir;
  repos.Gamma = gitBot(arena.root, "gamma", brokenCpp()).dir;
});
afterAll(async () => {
  await arena?.close();
});

describe("a small event through the HTTP API", () => {
  it("registers three competitors under unique display names, each with its own token", async () => {
    for (const name of ["Alpha", "Beta", "Gamma"]) {
      const r = await arena.api("POST", "/api/competitions/main/competitors", {
        json: { displayName: name },
      });
      expect(r.status).toBe(201);
      expect(r.body.token).toMatch(/^rkc_/);
      tokens[name] = r.body.token;
      ids[name] = r.body.competitor.id;
    }
    const again = await arena.api("POST", "/api/competitions/main/competitors", {
      json: { displayName: "alpha" },
    });
    expect(again.status).toBe(409);
    const me = await arena.api("GET", "/api/me", { token: tokens.Beta });
    expect(me.body.competitor.displayName).toBe("Beta");
  });

  it("takes the three versions in: two accepted after their check games, one build error with its compiler output", async () => {
    const [alpha, beta, gamma] = await Promise.all([
      submitAndWait("Alpha"),
      submitAndWait("Beta"),
      submitAndWait("Gamma"),
    ]);
    expect(alpha.body.status).toBe("accepted");
    expect(beta.body.status).toBe("accepted");
    expect(gamma.body.status).toBe("build_error");
    expect(gamma.body.buildLog).toMatch(/g\+\+|error/);
    expect(alpha.body.commit).toMatch(/^[0-9a-f]{40}$/);
    for (const version of [alpha.body, beta.body]) {
      expect(version.checks.map((c: any) => c.side)).toEqual([0, 1]);
      for (const check of version.checks) {
        expect(["win", "loss", "draw"]).toContain(check.outcome);
        const replay = await arena.api("GET", check.replay);
        expect(replay.status).toBe(200);
        expect(verifyReplay(replay.body).ok).toBe(true);
      }
    }
    // The compiler's output is the owner's: others see the status, not the log.
    const seenByAlpha = await arena.api("GET", `/api/submissions/${gamma.body.id}`, { token: tokens.Alpha });
    expect(seenByAlpha.body.status).toBe("build_error");
    expect(seenByAlpha.body.buildLog).toBeUndefined();
    expect(seenByAlpha.body.sourceUrl).toBeUndefined();
    expect(
      (await arena.api("GET", `/api/submissions/${gamma.body.id}/source`, { token: tokens.Alpha })).status,
    ).toBe(403);
    expect((await arena.api("GET", `/api/submissions/${gamma.body.id}/source`)).status).toBe(401);
    const own = await arena.api("GET", `/api/submissions/${gamma.body.id}/source`, { token: tokens.Gamma });
    expect(own.status).toBe(200);
    expect(own.body.files.map((f: any) => f.path)).toEqual(["main.cpp"]);
    const gammaCheck = await arena.api("GET", gamma.body.checks[0].replay);
    expect(gammaCheck.body.result.fault.code).toBe("bot_error");
    expect(gammaCheck.body.result.fault.message).toContain("shown to its owner");
  });

  it("plays a scoring round; the leaderboard and a replay URL answer", async () => {
    const round = await arena.api("POST", "/api/competitions/main/rounds", {
      token: arena.admin,
      json: { kind: "scoring" },
    });
    expect(round.status).toBe(201);
    expect(round.body.pairing).toBe("round_robin");
    await until(
      () => arena.api("GET", `/api/rounds/${round.body.id}`),
      (r) => r.body.status === "finished",
    );
    const board = await arena.api("GET", "/api/competitions/main/leaderboard");
    expect(board.status).toBe(200);
    expect(board.body.rows.map((r: any) => r.displayName).sort()).toEqual(["Alpha", "Beta"]);
    for (const row of board.body.rows) {
      expect(row.played).toBe(2);
      expect(row.pending).toBe(0);
    }
    expect(board.body.rows.reduce((sum: number, r: any) => sum + r.points, 0)).toBe(2);
    expect(board.body.rows[0].rank).toBe(1);
    const matches = await roundMatches();
    expect(matches).toHaveLength(2);
    const replay = await arena.api("GET", matches[0].replayUrl);
    expect(replay.status).toBe(200);
    expect(parseReplay(replay.body).ok).toBe(true);
    expect(verifyReplay(replay.body).ok).toBe(true);
    const meta = matches[0].result.reproducibility;
    expect(meta.engine.name).toBe("@rulekit/rps-grid");
    expect(meta.sourceHashes).toEqual(matches[0].players.map((p: any) => p.sourceHash));
    expect(meta.toolchain.runtimes[0]).toMatch(/Python 3/);
    expect(meta.toolchain.digests.python).toMatch(/^sha256:/);
  });

  it("shows a bot's stderr per move to its owner and the admins only", async () => {
    const [match] = await roundMatches();
    const betaSide = match.players.findIndex((p: any) => p.name.startsWith("Beta"));
    const own = await arena.api("GET", match.logsUrl, { token: tokens.Beta });
    expect(own.status).toBe(200);
    expect(own.body.sides).toEqual([betaSide]);
    expect(own.body.logs.length).toBeGreaterThan(0);
    expect(
      own.body.logs.every((l: any) => l.player === betaSide && l.stderr.startsWith("beta thinking at")),
    ).toBe(true);
    const admin = await arena.api("GET", match.logsUrl, { token: arena.admin });
    expect(admin.body.sides).toEqual([0, 1]);
    expect((await arena.api("GET", match.logsUrl, { token: tokens.Gamma })).status).toBe(403);
    expect((await arena.api("GET", match.logsUrl)).status).toBe(401);
  });

  it("re-submitting plays only the new version's matches", async () => {
    const before = await roundMatches();
    const checksBefore = await arena.api("GET", "/api/competitions/main/matches?kind=check&limit=500");
    // The same source again (a new commit that changes no graded file): nothing is played.
    commitMore(repos.Alpha!, { "README.md": "notes are not graded\n" });
    const same = await submitAndWait("Alpha");
    expect(same.body.status).toBe("accepted");
    expect(same.body.version).toBe(2);
    expect((await roundMatches()).length).toBe(before.length);
    expect((await arena.api("GET", "/api/competitions/main/matches?kind=check&limit=500")).body.length).toBe(
      checksBefore.body.length,
    );
    // A changed bot: its two check games and its placement matches, nothing else.
    commitMore(repos.Alpha!, greedyPython("# version 3"));
    const changed = await submitAndWait("Alpha");
    expect(changed.body.status).toBe("accepted");
    await until(
      () => roundMatches(),
      (m) => m.length === before.length + 2 && m.every((x) => x.status === "done"),
    );
    const after = await roundMatches();
    const fresh = after.filter((m) => !before.some((b) => b.id === m.id));
    expect(fresh).toHaveLength(2);
    for (const m of fresh) expect(m.players.map((p: any) => p.sourceHash)).toContain(changed.body.sourceHash);
    for (const m of after) expect(m.judging).toBe(1);
    const board = await arena.api("GET", "/api/competitions/main/leaderboard");
    const alpha = board.body.rows.find((r: any) => r.displayName === "Alpha");
    expect(alpha.version).toBe(3);
    expect(alpha.played).toBe(2);
  });

  it("a freeze hides later results from everyone but the admins", async () => {
    const frozen = await arena.api("POST", "/api/competitions/main/freeze", { token: arena.admin });
    expect(frozen.status).toBe(200);
    expect(frozen.body.frozen).toBe(true);
    const boardAtFreeze = (await arena.api("GET", "/api/competitions/main/leaderboard")).body;
    const before = await roundMatches();
    commitMore(repos.Beta!, firstMovePython("beta-2"));
    const beta = await submitAndWait("Beta");
    expect(beta.body.status).toBe("accepted");
    await until(
      () => roundMatches(arena.admin),
      (m) => m.length === before.length + 2 && m.every((x) => x.status === "done"),
    );
    const publicView = await roundMatches(tokens.Alpha);
    const later = publicView.filter((m) => !before.some((b) => b.id === m.id));
    expect(later).toHaveLength(2);
    for (const m of later) {
      expect(m.hidden).toBe(true);
      expect(m.result).toBeNull();
      const replay = await arena.api("GET", m.replayUrl, { token: tokens.Alpha });
      expect(replay.status).toBe(403);
      expect(replay.body.error.code).toBe("frozen");
    }
    const board = await arena.api("GET", "/api/competitions/main/leaderboard", { token: tokens.Beta });
    expect(board.body.rows).toEqual(boardAtFreeze.rows);
    expect(board.body.frozen).toBe(true);
    const live = await arena.api("GET", "/api/competitions/main/leaderboard?live=true", {
      token: arena.admin,
    });
    expect(live.body.rows.find((r: any) => r.displayName === "Beta").version).toBe(2);
    const adminView = await roundMatches(arena.admin);
    expect(adminView.filter((m) => m.hidden)).toHaveLength(0);
  });

  it("a rejudge plays one match again and keeps the earlier result", async () => {
    const [match] = await roundMatches(arena.admin);
    expect(
      (await arena.api("POST", `/api/matches/${match.id}/rejudge`, { token: tokens.Alpha })).status,
    ).toBe(403);
    const r = await arena.api("POST", `/api/matches/${match.id}/rejudge`, { token: arena.admin });
    expect(r.body.rejudged).toBe(1);
    const done = await until(
      () => arena.api("GET", `/api/matches/${match.id}`, { token: arena.admin }),
      (m) => m.body.status === "done" && m.body.result?.judging === 2,
    );
    expect(done.body.judging).toBe(2);
    // Deterministic bots: the same moves and result again.
    const first = await arena.api("GET", `/api/matches/${match.id}/replay?judging=1`, { token: arena.admin });
    const second = await arena.api("GET", `/api/matches/${match.id}/replay?judging=2`, {
      token: arena.admin,
    });
    expect(second.body.moves.map((m: any) => m.move)).toEqual(first.body.moves.map((m: any) => m.move));
    expect(second.body.result).toEqual(first.body.result);
    const audit = await arena.api("GET", "/api/competitions/main/audit", { token: arena.admin });
    expect(audit.body.map((a: any) => a.action)).toEqual(
      expect.arrayContaining(["round.create.scoring", "leaderboard.freeze", "rejudge.match"]),
    );
    expect((await arena.api("GET", "/api/competitions/main/audit", { token: tokens.Alpha })).status).toBe(
      403,
    );
  });

  it("serves its OpenAPI 3 document", async () => {
    const doc = await arena.api("GET", "/api/openapi.json");
    expect(doc.body.openapi).toBe("3.1.0");
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        "/api/matches/{id}/replay",
        "/api/competitions/{slug}/leaderboard",
        "/api/me/submissions",
      ]),
    );
  });
});
