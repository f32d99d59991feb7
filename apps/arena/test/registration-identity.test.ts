import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresServer } from "./helpers/postgres-server.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/**
 * Who may come in through the registration, attacked through the HTTP API: a disqualified
 * competitor trying to come back with its own token, and display names that pass for another
 * competitor's on the leaderboard (another script's letters, case, full-width or invisible
 * characters, accents, two letters for one) or that stack marks into a tower ("Zalgo"). Every
 * refusal is a JSON error with a stable code, and nothing is written.
 */
let arena: TestArena;
let onPostgres: { server: PostgresServer; arena: TestArena } | undefined;
type Answer = { status: number; body: any; text: string };

const register = (displayName: string, token?: string, slug = "main") =>
  arena.api("POST", `/api/competitions/${slug}/competitors`, { json: { displayName }, token });
const names = async (slug = "main") =>
  ((await arena.api("GET", `/api/competitions/${slug}/competitors`)).body as { displayName: string }[])
    .map((c) => c.displayName)
    .sort();
const setStatus = (id: number, status: string) =>
  arena.api("POST", `/api/competitors/${id}/status`, {
    token: arena.admin,
    json: { status, reason: `made ${status} by the test` },
  });

function expectError(answer: Answer, status: number, code: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body.error.code).toBe(code);
  expect(answer.text).not.toContain("rkc_");
}

beforeAll(async () => {
  arena = await startTestArena();
});
afterAll(async () => {
  await arena?.close();
  await onPostgres?.arena.close();
  await onPostgres?.server.stop();
});

describe("a disqualified competitor at the registration", () => {
  it("cannot register again with its token, under any name, until an admin reinstates it", async () => {
    const mallory = await register("Mallory");
    expect(mallory.status, mallory.text).toBe(201);
    const { token } = mallory.body;
    const id: number = mallory.body.competitor.id;
    expect((await setStatus(id, "disqualified")).status).toBe(200);
    const before = await names();

    for (const name of ["Mallory Two", "Totally New Team", "Mallory"]) {
      const again = await register(name, token);
      expectError(again, 403, "disqualified");
      expect(again.body.error.message).toContain("disqualified");
    }
    // Its old name stays its own: nobody takes it over (and no look-alike of it either).
    expectError(await register("mallory"), 409, "name_taken");
    expectError(await register("MАLLORY"), 409, "name_taken"); // Cyrillic А
    expect(await names()).toEqual(before);

    // Reinstated, it is back as itself — still one competitor, not a second registration.
    expect((await setStatus(id, "active")).status).toBe(200);
    expectError(await register("Mallory Two", token), 409, "already_registered");
    expect((await arena.api("GET", "/api/me", { token })).body.competitor.status).toBe("active");
    expect(await names()).toEqual(before);
  });

  it("an excluded or active competitor's token does not make a second competitor either; another competition's token does", async () => {
    const trudy = await register("Trudy");
    expect(trudy.status, trudy.text).toBe(201);
    expectError(await register("Trudy Again", trudy.body.token), 409, "already_registered");
    expect((await setStatus(trudy.body.competitor.id, "excluded")).status).toBe(200);
    const excluded = await register("Trudy Again", trudy.body.token);
    expectError(excluded, 409, "already_registered");
    expect(excluded.body.error.message).toContain("excluded");
    expect(await names()).not.toContain("Trudy Again");

    const made = await arena.api("POST", "/api/competitions", {
      token: arena.admin,
      json: { slug: "other", name: "Other cup" },
    });
    expect(made.status, made.text).toBe(201);
    const elsewhere = await register("Trudy", trudy.body.token, "other");
    expect(elsewhere.status, elsewhere.text).toBe(201);
  });
});

describe("look-alike display names", () => {
  it("refuses a name that passes for another competitor's with 409 name_taken naming the field and the name", async () => {
    const alice = await register("alice");
    expect(alice.status, alice.text).toBe(201);
    const lookAlikes = [
      "аlice", // Cyrillic а
      "ALICE",
      "Alice",
      "ΑLICE", // Greek Α
      "ＡＬＩＣＥ", // full-width
      "𝐚𝐥𝐢𝐜𝐞", // mathematical bold
      "AIice", // capital i for the small L
      "a1ice", // digit one
      "al\u034Fice", // combining grapheme joiner (invisible, not a control)
      "alice\u3164", // Hangul filler (invisible)
      "ɑlice", // Latin alpha
    ];
    for (const name of lookAlikes) {
      const r = await register(name);
      expectError(r, 409, "name_taken");
      expect(r.body.error.details.issues[0].path).toBe("body.displayName");
      expect(r.body.error.message).toContain("'alice'");
    }
    // An admin is held to the same rule (it can reinstate, not impersonate).
    expectError(
      await arena.api("POST", "/api/competitions/main/competitors", {
        token: arena.admin,
        json: { displayName: "аlicе" },
      }),
      409,
      "name_taken",
    );
    expect((await names()).filter((n) => n.toLowerCase().includes("lic"))).toEqual(["alice"]);
  });

  it("still refuses control, bidi and zero-width characters as 400 naming the field, and keeps distinct names apart", async () => {
    for (const name of ["al\u200Bice", "a\u202Elice", "alice\u200D", "\u2066alice\u2069", "evil\u001b[2J"]) {
      const r = await register(name);
      expectError(r, 400, "bad_request");
      expect(r.body.error.details.issues[0].path).toBe("body.displayName");
    }
    expectError(await register("\u3164\u3164"), 400, "bad_request");
    for (const name of ["alicia", "al ice", "Đấu thử", "Nguyễn", "Σοφία"]) {
      const r = await register(name);
      expect(r.status, `${name}: ${r.text}`).toBe(201);
    }
  });

  it("two look-alikes sent at the same time: one is registered, the other refused", async () => {
    const answers = await Promise.all([register("Bob"), register("Воb"), register("BOB"), register("B0b")]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await names()).filter((n) => /^[BВ][oо0O][bB]$/i.test(n))).toHaveLength(1);
  });
});

describe("accents, stacked marks, two letters for one, full case folding", () => {
  const slug = "marks";
  // The names attacked are registered by the admin (not counted against the client's allowance).
  const registerAsAdmin = (displayName: string) =>
    arena.api("POST", `/api/competitions/${slug}/competitors`, { json: { displayName }, token: arena.admin });
  async function expectPassesFor(name: string, original: string): Promise<void> {
    const r = await register(name, undefined, slug);
    expectError(r, 409, "name_taken");
    expect(r.body.error.details.issues[0].path).toBe("body.displayName");
    expect(r.body.error.message).toContain(`'${original}'`);
  }

  beforeAll(async () => {
    const made = await arena.api("POST", "/api/competitions", {
      token: arena.admin,
      json: { slug, name: "Marks cup" },
    });
    expect(made.status, made.text).toBe(201);
  });

  it("an accent or another mark on a letter does not make a name new; the name is kept as written", async () => {
    expect((await registerAsAdmin("alice")).status).toBe(201);
    for (const name of ["alicé", "a\u0301lice", "Alíce", "ÀLICE", "ålïce", "al\u0323ice", "ałice", "Ălice"]) {
      await expectPassesFor(name, "alice");
    }
    // Either spelling of an accent, precomposed or letter + mark, passes for the other.
    const zoe = await registerAsAdmin("Zoë");
    expect(zoe.status, zoe.text).toBe(201);
    for (const name of ["Zoe\u0308", "Zoe", "ZOÉ"]) await expectPassesFor(name, "Zoë");
    expect((await names(slug)).sort()).toEqual(["Zoë", "alice"]);
  });

  it("refuses more than two marks stacked on one character with 400 naming the field", async () => {
    const before = await names(slug);
    const towers = [
      "Bo\u0301\u0302\u0303b", // three accents on one o
      "Z\u0336\u0335\u0334\u0337algo", // overlays
      "e\u0301\u034F\u0301\u034F\u0301ve", // invisible joiners between the marks
      "ring\u20DD\u20DD\u20DD", // enclosing circles
      `x${"\u0300".repeat(60)}`,
    ];
    for (const name of towers) {
      const r = await register(name, undefined, slug);
      expectError(r, 400, "bad_request");
      expect(r.body.error.details.issues[0].path).toBe("body.displayName");
      expect(r.body.error.message).toMatch(/display name .*more than 2 .*marks/);
    }
    expect(await names(slug)).toEqual(before);
    // Two on one letter is ordinary writing (Vietnamese ệ, Thai tone marks).
    for (const name of ["Lệ Thủy", "Hồ Chí Minh", "กิ่ง"]) {
      const r = await register(name, undefined, slug);
      expect(r.status, `${name}: ${r.text}`).toBe(201);
    }
  });

  it("rn passes for m, vv for w, cl for d, whichever of the two names came first", async () => {
    for (const name of ["mallory", "wendy", "dave", "rnorgan", "vvalt", "clara", "vwv"]) {
      const r = await registerAsAdmin(name);
      expect(r.status, `${name}: ${r.text}`).toBe(201);
    }
    await expectPassesFor("rnallory", "mallory");
    await expectPassesFor("RNALLORY", "mallory");
    await expectPassesFor("vvendy", "wendy");
    await expectPassesFor("clave", "dave");
    await expectPassesFor("cIave", "dave"); // capital i for the l
    await expectPassesFor("c1ave", "dave");
    await expectPassesFor("Morgan", "rnorgan");
    await expectPassesFor("Walt", "vvalt");
    await expectPassesFor("dara", "clara");
    // Four v strokes read as vwv, wvv, ww or vvvv: every way of reading them is one name.
    for (const name of ["wvv", "vvvv", "ww", "vvw"]) await expectPassesFor(name, "vwv");
  });

  it("ignores case as Unicode's full case folding does: ß is ss, a final ς is σ", async () => {
    for (const name of ["straße", "λογος"]) {
      const r = await registerAsAdmin(name);
      expect(r.status, `${name}: ${r.text}`).toBe(201);
    }
    for (const name of ["STRASSE", "Strasse", "STRAẞE"]) await expectPassesFor(name, "straße");
    for (const name of ["λογοσ", "ΛΟΓΟΣ", "λόγος"]) await expectPassesFor(name, "λογος");
  });
});

describe("look-alikes racing on PostgreSQL (concurrent transactions, unlike PGlite's one connection)", () => {
  it("registers one of names sent at the same time that pass for each other but are stored under different keys", async () => {
    const server = await PostgresServer.start();
    onPostgres = { server, arena: await startTestArena({ databaseUrl: server.url }) };
    const { api } = onPostgres.arena;
    // A capital I for a small L: no unique index on the stored key sees these as one name.
    const sent = ["Bill", "BiII", "BilI", "BiIl", "Bi1l", "Bil1"];
    for (let round = 0; round < 3; round++) {
      const suffix = ` ${"I".repeat(round + 1)}`;
      const answers = await Promise.all(
        sent.map((name) =>
          api("POST", "/api/competitions/main/competitors", { json: { displayName: name + suffix } }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    }
    const listed = await api("GET", "/api/competitions/main/competitors");
    expect(listed.body).toHaveLength(3);
  });
});
