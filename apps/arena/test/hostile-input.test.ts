import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/**
 * A hostile competitor or an anonymous client at the HTTP boundary: numbers the database cannot
 * hold, text it cannot store, text that would drive a terminal. Each is a 400 that names the field,
 * never a 500, and nothing is written; the service answers normally afterwards.
 */
let arena: TestArena;
let alice: { token: string; id: number };
const internal: string[] = [];

beforeAll(async () => {
  arena = await startTestArena({ log: (line) => internal.push(line) });
  const r = await arena.api("POST", "/api/competitions/main/competitors", { json: { displayName: "Alice" } });
  alice = { token: r.body.token, id: r.body.competitor.id };
});
afterAll(async () => {
  await arena?.close();
});

type Answer = { status: number; body: any; text: string };

function expectRefused(response: Answer, path: string, message?: RegExp): void {
  expect(response.status, response.text).toBe(400);
  expect(response.body.error.code).toBe("bad_request");
  expect(response.body.error.details.issues.map((i: { path: string }) => i.path)).toContain(path);
  if (message) expect(response.body.error.message).toMatch(message);
  expect(response.text).not.toMatch(/select|insert|update|\/work\/|\/tmp\/|\.ts:\d+/i);
}

const TOO_BIG = "2147483648";

describe("numbers the database cannot hold", () => {
  it("refuses ids beyond the database's integer in queries, paths and bodies with 400, not 500", async () => {
    const { api } = arena;
    for (const field of ["before", "competitor", "round"]) {
      expectRefused(await api("GET", `/api/competitions/main/matches?${field}=${TOO_BIG}`), `query.${field}`);
      expectRefused(
        await api("GET", `/api/competitions/main/matches?${field}=99999999999`),
        `query.${field}`,
      );
    }
    expectRefused(await api("GET", `/api/matches/1/replay?judging=${TOO_BIG}`), "query.judging");
    expectRefused(await api("GET", `/api/matches/${TOO_BIG}`), "params.id");
    expectRefused(
      await api("PUT", "/api/me/active-version", { token: alice.token, json: { submissionId: 99999999999 } }),
      "body.submissionId",
    );
    expectRefused(
      await api("POST", "/api/competitions/main/rounds", {
        token: arena.admin,
        json: { kind: "trial", entrants: [alice.id, 99999999999] },
      }),
      "body.entrants.1",
    );
    // The largest id that fits is a plain "not found".
    const largest = await api("GET", "/api/competitions/main/matches?competitor=2147483647&round=2147483647");
    expect(largest.status, largest.text).toBe(200);
    expect(largest.body).toEqual([]);
    expect(internal).toEqual([]);
    expect((await api("GET", "/api/competitions/main/rounds")).body).toEqual([]);
    expect(
      (await api("GET", "/api/me", { token: alice.token })).body.competitor.activeSubmissionId,
    ).toBeNull();
  });
});

describe("text the database cannot store", () => {
  const NUL = "a\u0000b";

  it("refuses a NUL in any string of a body, naming where, and writes nothing", async () => {
    const { api } = arena;
    const before = await api("GET", "/api/competitions/main");
    const auditBefore = await api("GET", "/api/competitions/main/audit", { token: arena.admin });
    expectRefused(
      await api("POST", "/api/competitions", { token: arena.admin, json: { slug: "nul", name: NUL } }),
      "body.name",
      /NUL/,
    );
    expectRefused(
      await api("PUT", "/api/competitions/main/settings", {
        token: arena.admin,
        json: { ...before.body.settings, checkSeed: NUL },
      }),
      "body.checkSeed",
    );
    expectRefused(
      await api("POST", `/api/competitors/${alice.id}/status`, {
        token: arena.admin,
        json: { status: "excluded", reason: NUL },
      }),
      "body.reason",
    );
    expectRefused(
      await api("POST", "/api/competitions/main/rounds", {
        token: arena.admin,
        json: { kind: "scoring", seed: NUL },
      }),
      "body.seed",
    );
    // Deep inside a trial's RuleSet (stored as jsonb), and in a key.
    expectRefused(
      await api("POST", "/api/competitions/main/rounds", {
        token: arena.admin,
        json: { kind: "trial", entrants: [1, 2], rules: { id: "x", pieces: [{ name: NUL }] } },
      }),
      "body.rules.pieces.0.name",
    );
    expectRefused(
      await api("POST", "/api/competitions/main/rounds", {
        token: arena.admin,
        json: { kind: "trial", entrants: [1, 2], rules: { [NUL]: 1 } },
      }),
      "body.rules.(key)",
    );
    expect(internal).toEqual([]);
    expect((await api("GET", "/api/competitions/nul")).status).toBe(404);
    expect((await api("GET", "/api/competitions/main")).body).toEqual(before.body);
    expect((await api("GET", "/api/competitions/main/rounds")).body).toEqual([]);
    expect((await api("GET", `/api/competitors/${alice.id}`)).body.status).toBe("active");
    const history = await api("GET", `/api/competitors/${alice.id}/history`, { token: alice.token });
    expect(history.body.map((h: { status: string }) => h.status)).toEqual(["active"]);
    expect((await api("GET", "/api/competitions/main/audit", { token: arena.admin })).body).toEqual(
      auditBefore.body,
    );
  });

  it("refuses half a surrogate pair instead of storing another text", async () => {
    const sent = await arena.api("POST", "/api/competitions", {
      token: arena.admin,
      raw: Buffer.from('{"slug":"half","name":"cup \\ud800"}'),
      contentType: "application/json",
    });
    expectRefused(sent, "body.name", /surrogate/);
    expect((await arena.api("GET", "/api/competitions/half")).status).toBe(404);
  });

  it("finds a NUL thousands of levels deep without failing itself, and takes a deep body without one", async () => {
    const depth = 100_000;
    const deep = (leaf: string) =>
      Buffer.from(`{"displayName":"Deep","x":${"[".repeat(depth)}${leaf}${"]".repeat(depth)}}`);
    const refused = await arena.api("POST", "/api/competitions/main/competitors", {
      raw: deep('"\\u0000"'),
      contentType: "application/json",
    });
    expect(refused.status, refused.text.slice(0, 300)).toBe(400);
    expect(refused.body.error.message).toContain("NUL");
    expect((await arena.api("GET", "/api/competitions/main/competitors")).body).toHaveLength(1);
    const taken = await arena.api("POST", "/api/competitions/main/competitors", {
      raw: deep('"fine"'),
      contentType: "application/json",
    });
    expect(taken.status, taken.text.slice(0, 300)).toBe(201);
    expect(internal).toEqual([]);
  });
});

describe("titles shown on pages and terminals", () => {
  it("refuses terminal escapes, bidi overrides and line separators in names, seeds and reasons", async () => {
    const { api } = arena;
    for (const name of ["cup\u001b[2J", "cup\u202etxt", "cup\u2028x", "cup\u009b31m", "two\nlines"]) {
      expectRefused(
        await api("POST", "/api/competitions", { token: arena.admin, json: { slug: "shown", name } }),
        "body.name",
        /control/,
      );
      expectRefused(
        await api("POST", "/api/competitions/main/rounds", {
          token: arena.admin,
          json: { kind: "scoring", name },
        }),
        "body.name",
      );
    }
    expectRefused(
      await api("POST", `/api/competitors/${alice.id}/status`, {
        token: arena.admin,
        json: { status: "excluded", reason: "see \u001b]8;;https://evil.example\u0007here" },
      }),
      "body.reason",
    );
    expect((await api("GET", "/api/competitions/shown")).status).toBe(404);
    expect((await api("GET", `/api/competitors/${alice.id}`)).body.status).toBe("active");
    // Plain Unicode titles and multi-line reasons are fine.
    const cup = await api("POST", "/api/competitions", {
      token: arena.admin,
      json: { slug: "shown", name: "Coupe d'été — 東京 🏆" },
    });
    expect(cup.status, cup.text).toBe(201);
    expect(cup.body.name).toBe("Coupe d'été — 東京 🏆");
    const excluded = await api("POST", `/api/competitors/${alice.id}/status`, {
      token: arena.admin,
      json: { status: "excluded", reason: "first line\n\tsecond line" },
    });
    expect(excluded.status, excluded.text).toBe(200);
    expect(internal).toEqual([]);
  });
});

describe("records an anonymous client creates", () => {
  it("stops self-registration at the competition's maxCompetitors, even when requests race; admins may add more", async () => {
    const { api } = arena;
    const made = await api("POST", "/api/competitions", {
      token: arena.admin,
      json: { slug: "small", name: "Small cup", settings: { maxCompetitors: 3 } },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.settings.maxCompetitors).toBe(3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api("POST", "/api/competitions/small/competitors", { json: { displayName: `Flood ${i}` } }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403, 403, 403]);
    for (const refused of answers.filter((a) => a.status === 403)) {
      expect(refused.body.error.code).toBe("competition_full");
      expect(refused.body.error.message).toContain("3 competitors");
      expect(refused.text).not.toContain("rkc_");
    }
    const listed = await api("GET", "/api/competitions/small/competitors");
    const names = (rows: { displayName: string }[]) => rows.map((r) => r.displayName).sort();
    expect(names(listed.body)).toEqual(
      names(answers.filter((a) => a.status === 201).map((a) => a.body.competitor)),
    );
    const byAdmin = await api("POST", "/api/competitions/small/competitors", {
      token: arena.admin,
      json: { displayName: "Invited" },
    });
    expect(byAdmin.status, byAdmin.text).toBe(201);
    expect((await api("GET", "/api/competitions/small/competitors")).body).toHaveLength(4);
    expect(internal).toEqual([]);
  });
});
