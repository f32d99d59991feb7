import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "./helpers/api.js";
import { gitBot, greedyPython } from "./helpers/git-bot.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/**
 * What a stranger can send: tokens, bodies, URLs, refs and archives are checked at the boundary,
 * every refusal is a JSON error with a status (401, 403, 400, 404, 413, 429) and nothing else
 * leaks: no stack trace, no server path.
 */
let arena: TestArena;
let alice: { token: string; id: number };
let bob: { token: string; id: number };

beforeAll(async () => {
  arena = await startTestArena({
    settings: { submissions: { maxPerWindow: 3, windowSeconds: 3600, minIntervalSeconds: 120 } },
  });
  const register = async (displayName: string) => {
    const r = await arena.api("POST", "/api/competitions/main/competitors", { json: { displayName } });
    return { token: r.body.token as string, id: r.body.competitor.id as number };
  };
  alice = await register("Alice");
  bob = await register("Bob");
});
afterAll(async () => {
  await arena?.close();
});

function expectCleanError(
  response: { status: number; body: any; text: string },
  status: number,
  code?: string,
): void {
  expect(response.status, response.text).toBe(status);
  expect(typeof response.body.error.message).toBe("string");
  if (code) expect(response.body.error.code).toBe(code);
  expect(response.text).not.toMatch(/\/work\/|node_modules|\/tmp\/|\bat \S+ \(|\.ts:\d+/);
}

describe("the API's boundary", () => {
  it("refuses missing, malformed and unknown tokens with 401, and the wrong kind of token with 403", async () => {
    expectCleanError(
      await arena.api("POST", "/api/me/submissions", { json: { url: "https://example.org/x" } }),
      401,
      "unauthorized",
    );
    expectCleanError(await arena.api("GET", "/api/me", { headers: { authorization: "Basic abc" } }), 401);
    expectCleanError(await arena.api("GET", "/api/me", { token: "rkc_not-a-real-token-at-all" }), 401);
    expectCleanError(
      await arena.api("POST", "/api/competitions/main/freeze", { token: alice.token }),
      403,
      "forbidden",
    );
    expectCleanError(
      await arena.api("PUT", "/api/me/active-version", { token: arena.admin, json: { submissionId: 1 } }),
      403,
    );
    expect((await arena.api("GET", "/api/me", { token: arena.admin })).body.kind).toBe("admin");
  });

  it("validates bodies and answers bad JSON, unknown routes and large bodies in JSON", async () => {
    const bad = await arena.api("POST", "/api/competitions/main/competitors", { json: { displayName: 42 } });
    expectCleanError(bad, 400, "bad_request");
    expect(bad.body.error.details.issues[0].path).toBe("body.displayName");
    expectCleanError(
      await arena.api("POST", "/api/competitions/main/competitors", {
        json: { displayName: "evil\u001b[2Jname" },
      }),
      400,
    );
    expectCleanError(
      await arena.api("POST", "/api/competitions/main/competitors", {
        json: { displayName: "a\u202etxt.exe" },
      }),
      400,
    );
    const broken = await arena.api("POST", "/api/competitions/main/competitors", {
      raw: Buffer.from('{"displayName": '),
      contentType: "application/json",
    });
    expectCleanError(broken, 400);
    expectCleanError(await arena.api("GET", "/api/nothing/here"), 404, "not_found");
    expectCleanError(await arena.api("GET", "/api/matches/abc"), 400);
    expectCleanError(await arena.api("GET", "/api/matches/999999"), 404);
    const huge = await arena.api("POST", "/api/competitions/main/competitors", {
      json: { displayName: "x".repeat(2 * 1024 * 1024) },
    });
    expectCleanError(huge, 413, "too_large");
  });

  it("refuses git URLs and refs it must not fetch, before anything is queued", async () => {
    for (const [url, ref] of [
      ["ext::sh -c touch /tmp/pwned", "main"],
      ["ssh://example.org/bot.git", "main"],
      ["file:///etc", "main"],
      ["/etc", "main"],
      ["https://127.0.0.1/bot.git", "main"],
      ["https://example.org/bot.git", "--upload-pack=touch /tmp/pwned"],
      ["https://example.org/bot.git", "main@{1}"],
    ]) {
      expectCleanError(
        await arena.api("POST", "/api/me/submissions", { token: alice.token, json: { url, ref } }),
        400,
      );
    }
    const mine = await arena.api("GET", `/api/competitors/${alice.id}/submissions`, { token: alice.token });
    expect(mine.body).toEqual([]);
  });

  it("refuses an archive that holds a link, saying why only to its owner", async () => {
    const dir = join(arena.root, "linky");
    execFileSync("python3", [
      "-c",
      `import zipfile, stat, sys
info = zipfile.ZipInfo("bot/main.py"); info.external_attr = (stat.S_IFLNK | 0o777) << 16
with zipfile.ZipFile(sys.argv[1], "w") as z:
  z.writestr("ott.json", '{"language": "python", "entry": "main.py"}')
  z.writestr(info, "/etc/passwd")`,
      `${dir}.zip`,
    ]);
    const sent = await arena.api("POST", "/api/me/submissions/archive", {
      token: bob.token,
      raw: readFileSync(`${dir}.zip`),
      contentType: "application/zip",
    });
    expect(sent.status).toBe(202);
    const done = await until(
      () => arena.api("GET", `/api/submissions/${sent.body.id}`, { token: bob.token }),
      (r) => r.body.status === "refused",
    );
    expect(done.body.reason).toContain("links are refused");
    const seen = await arena.api("GET", `/api/submissions/${sent.body.id}`, { token: alice.token });
    expect(seen.body.reason).toBeUndefined();
    expectCleanError(
      await arena.api("POST", "/api/me/submissions/archive", {
        token: bob.token,
        raw: Buffer.from("no"),
        contentType: "text/plain",
      }),
      415,
    );
  });

  it("rate-limits submissions per competitor, with Retry-After", async () => {
    const repo = gitBot(arena.root, "alice-bot", greedyPython()).dir;
    const first = await arena.api("POST", "/api/me/submissions", {
      token: alice.token,
      json: { url: repo, ref: "main" },
    });
    expect(first.status).toBe(202);
    const second = await arena.api("POST", "/api/me/submissions", {
      token: alice.token,
      json: { url: repo, ref: "main" },
    });
    expectCleanError(second, 429, "rate_limited");
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another competitor's budget is its own.
    const other = await arena.api("POST", "/api/me/submissions", {
      token: bob.token,
      json: { url: repo, ref: "main" },
    });
    expect(other.status === 202 || other.status === 429).toBe(true);
  });

  it("disqualifies with history kept: no more submissions, out of the standings, back when reinstated", async () => {
    const r = await arena.api("POST", `/api/competitors/${bob.id}/status`, {
      token: arena.admin,
      json: { status: "disqualified", reason: "shared a token" },
    });
    expect(r.body.status).toBe("disqualified");
    const bobNow = await arena.api("GET", "/api/me", { token: bob.token });
    expect(bobNow.body.competitor.status).toBe("disqualified");
    const refused = await arena.api("POST", "/api/me/submissions", {
      token: bob.token,
      json: { url: "https://example.org/x.git" },
    });
    expectCleanError(refused, 403);
    await arena.api("POST", `/api/competitors/${bob.id}/status`, {
      token: arena.admin,
      json: { status: "active", reason: "appeal accepted" },
    });
    const history = await arena.api("GET", `/api/competitors/${bob.id}/history`, { token: bob.token });
    expect(history.body.map((h: { status: string }) => h.status)).toEqual([
      "active",
      "disqualified",
      "active",
    ]);
    expectCleanError(
      await arena.api("GET", `/api/competitors/${bob.id}/history`, { token: alice.token }),
      403,
    );
    const audit = await arena.api("GET", "/api/competitions/main/audit", { token: arena.admin });
    expect(audit.body.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(["competitor.disqualified", "competitor.active"]),
    );
  });

  it("closed registration takes competitors from admins only", async () => {
    const settings = await arena.api("GET", "/api/competitions/main");
    const closed = { ...settings.body.settings, registration: "closed" };
    expect(
      (await arena.api("PUT", "/api/competitions/main/settings", { token: arena.admin, json: closed }))
        .status,
    ).toBe(200);
    expectCleanError(
      await arena.api("POST", "/api/competitions/main/competitors", { json: { displayName: "Late" } }),
      403,
    );
    const byAdmin = await arena.api("POST", "/api/competitions/main/competitors", {
      token: arena.admin,
      json: { displayName: "Late" },
    });
    expect(byAdmin.status).toBe(201);
  });

  it("streams live events (ids and statuses only) as server-sent events", async () => {
    const controller = new AbortController();
    const response = await fetch(`${arena.url}/api/competitions/main/events`, { signal: controller.signal });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    const registered = await arena.api("POST", "/api/competitions/main/competitors", {
      token: arena.admin,
      json: { displayName: "Streamed" },
    });
    let text = "";
    while (!text.includes("event: competitor")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    const line = text.split("\n").find((l) => l.startsWith("data: ") && l.includes('"competitor"'))!;
    expect(JSON.parse(line.slice(6))).toEqual({
      type: "competitor",
      competitionId: registered.body.competitor.competitionId,
      competitorId: registered.body.competitor.id,
      status: "active",
    });
    expect(text).not.toContain("rkc_");
  });
});
