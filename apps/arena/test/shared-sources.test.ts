import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantMove, instantPrepare } from "../bench/seed-field.js";
import { competitors, submissions } from "../src/db/schema.js";
import { SHARED_SOURCE_GROUPS } from "../src/submissions/shared-sources.js";
import { until } from "./helpers/api.js";
import { gitBot, greedyPython } from "./helpers/git-bot.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/*
 * The organisers' view of graded files that several competitors submitted byte for byte: a renamed
 * copy of another's bot, and a disqualified competitor back under a new name with its old bot. Real
 * git repositories, real intake; the bots' games are instant (what is tested is the intake's hash).
 */
let arena: TestArena;

const register = async (name: string, slug = "main") => {
  const r = await arena.api("POST", `/api/competitions/${slug}/competitors`, { json: { displayName: name } });
  expect(r.status, r.text).toBe(201);
  return { id: r.body.competitor.id as number, token: r.body.token as string };
};
/** Submits the repository and waits until the intake has graded its files (its source hash is known). */
const submitted = async (token: string, dir: string): Promise<string> => {
  const r = await arena.api("POST", "/api/me/submissions", { token, json: { url: dir, ref: "main" } });
  expect(r.status, r.text).toBe(202);
  const row = await until(
    async () => (await arena.api("GET", `/api/submissions/${r.body.id}`, { token: arena.admin })).body,
    (s) => s.sourceHash !== null || ["refused", "infrastructure_error"].includes(s.status),
  );
  expect(row.sourceHash, JSON.stringify(row)).toMatch(/^sha256:/);
  return row.sourceHash;
};
const shared = (token?: string, slug = "main") =>
  arena.api("GET", `/api/competitions/${slug}/shared-sources`, { token });
const summary = (body: any) =>
  body.groups.map((g: any) => ({
    withDisqualified: g.withDisqualified,
    who: g.competitors.map((c: any) => `${c.displayName}:${c.status}:${c.versions.join(",")}`),
  }));

beforeAll(async () => {
  arena = await startTestArena({ prepareBot: instantPrepare, runMove: instantMove });
}, 120_000);
afterAll(async () => {
  await arena?.close();
});

describe("shared sources", () => {
  it("groups competitors whose graded files are the same byte for byte, a disqualified one's group first; only admins see it", async () => {
    expect((await shared(arena.admin)).body).toEqual({ groups: [], truncated: false });

    const alice = await register("Alice");
    const bob = await register("Bob");
    const carol = await register("Carol");
    const dave = await register("Dave");
    const mine = greedyPython("# Alice's");
    const theirs = greedyPython("# Dave's");
    const hashA = await submitted(alice.token, gitBot(arena.root, "alice", mine).dir);
    // Bob's copy: another repository, another commit message and history, the same files.
    expect(await submitted(bob.token, gitBot(arena.root, "bob", mine).dir)).toBe(hashA);
    // One byte changed is another source.
    const carolHash = await submitted(
      carol.token,
      gitBot(arena.root, "carol", greedyPython("# Alice's ")).dir,
    );
    expect(carolHash).not.toBe(hashA);
    const hashD = await submitted(dave.token, gitBot(arena.root, "dave", theirs).dir);
    const out = await arena.api("POST", `/api/competitors/${dave.id}/status`, {
      token: arena.admin,
      json: { status: "disqualified", reason: "shared a token" },
    });
    expect(out.status, out.text).toBe(200);
    // Dave back under a new name, with the same bot in a new repository, twice.
    const eve = await register("Eve");
    expect(await submitted(eve.token, gitBot(arena.root, "eve", theirs).dir)).toBe(hashD);
    expect(await submitted(eve.token, gitBot(arena.root, "eve-again", theirs).dir)).toBe(hashD);

    const answer = await shared(arena.admin);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.truncated).toBe(false);
    expect(answer.body.groups.map((g: any) => g.sourceHash)).toEqual([hashD, hashA]);
    expect(summary(answer.body)).toEqual([
      { withDisqualified: true, who: ["Dave:disqualified:1", "Eve:active:1,2"] },
      { withDisqualified: false, who: ["Alice:active:1", "Bob:active:1"] },
    ]);
    expect(answer.body.groups[0].language).toBe("python");
    expect(answer.body.groups[0].competitors[1].competitorId).toBe(eve.id);

    // Nobody but an admin: not anonymous visitors, not the competitors themselves.
    expect((await shared()).status).toBe(401);
    expect((await shared(eve.token)).status).toBe(403);
    expect((await shared(alice.token)).body).not.toHaveProperty("groups");
    expect((await shared(arena.admin, "no-such-cup")).status).toBe(404);
  });

  it("does not mix competitions, and says when the list is cut short", async () => {
    const made = await arena.api("POST", "/api/competitions", {
      token: arena.admin,
      json: { slug: "bulk", name: "Bulk cup" },
    });
    expect(made.status, made.text).toBe(201);
    const competitionId: number = made.body.id;
    // Another competition's copy of a main-cup bot is not a shared source of either.
    const main = (await shared(arena.admin)).body;
    const other = await register("Frank", "bulk");
    const frankHash = await submitted(
      other.token,
      gitBot(arena.root, "frank", greedyPython("# Alice's")).dir,
    );
    expect(main.groups.map((g: any) => g.sourceHash)).toContain(frankHash);
    expect((await shared(arena.admin)).body).toEqual(main);
    expect((await shared(arena.admin, "bulk")).body).toEqual({ groups: [], truncated: false });

    // More groups than one answer holds (written straight into the database: no bot needs to run).
    const db = arena.service.ctx.db;
    const pair = await db
      .insert(competitors)
      .values(
        ["Gina", "Hal"].map((displayName) => ({
          competitionId,
          displayName,
          nameKey: displayName.toLowerCase(),
          tokenHash: `test-${displayName}`,
        })),
      )
      .returning({ id: competitors.id });
    const rows = [];
    for (let n = 0; n <= SHARED_SOURCE_GROUPS; n++)
      for (const c of pair)
        rows.push({
          competitionId,
          competitorId: c.id,
          version: n + 1,
          sourceKind: "git",
          sourceHash: `sha256:${String(n).padStart(64, "0")}`,
          language: "python",
          status: "accepted",
        });
    await db.insert(submissions).values(rows);
    const bulk = await shared(arena.admin, "bulk");
    expect(bulk.status, bulk.text).toBe(200);
    expect(bulk.body.truncated).toBe(true);
    expect(bulk.body.groups).toHaveLength(SHARED_SOURCE_GROUPS);
    for (const group of bulk.body.groups)
      expect(group.competitors.map((c: any) => c.displayName)).toEqual(["Gina", "Hal"]);
  });
});
