import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ArenaApiError,
  arenaRequest,
  describeError,
  isTransient,
} from "../../src/routes/arena/api/client.ts";
import { backoffMs } from "../../src/routes/arena/use-arena.ts";

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status, headers })),
  );
}

afterEach(() => vi.unstubAllGlobals());

async function failure(path = "/api/x"): Promise<ArenaApiError> {
  try {
    await arenaRequest(path);
  } catch (error) {
    return error as ArenaApiError;
  }
  throw new Error("expected a failure");
}

describe("arenaRequest", () => {
  it("sends the token and JSON, and returns the parsed answer", async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) => new Response('{"ok":true}', { status: 200 }),
    );
    vi.stubGlobal("fetch", fetch);
    expect(
      await arenaRequest("/api/me", { method: "POST", token: "rkc_abcdefghij", json: { a: 1 } }),
    ).toEqual({
      ok: true,
    });
    const init = fetch.mock.calls[0]![1];
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer rkc_abcdefghij");
    expect(init.body).toBe('{"a":1}');
  });

  it("turns the service's errors into kinds with its message", async () => {
    const cases: [number, string, string][] = [
      [401, "unauthorized", "unauthorized"],
      [403, "forbidden", "forbidden"],
      [404, "not_found", "not-found"],
      [400, "bad_request", "refused"],
      [409, "conflict", "refused"],
      [429, "rate_limited", "refused"],
      [503, "starting", "starting"],
      [503, "unavailable", "down"],
      [500, "internal", "server"],
    ];
    for (const [status, code, kind] of cases) {
      answer(status, JSON.stringify({ error: { code, message: `m-${code}` } }), { "retry-after": "7" });
      const error = await failure();
      expect(error.kind, code).toBe(kind);
      expect(error.code).toBe(code);
      expect(error.message).toBe(`m-${code}`);
      expect(error.retryAfter).toBe(7);
    }
  });

  it("says the service is down when nothing answers, and that no arena is there when HTML answers", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const down = await failure();
    expect(down.kind).toBe("down");
    expect(isTransient(down)).toBe(true);
    expect(describeError(down)).toMatch(/does not answer/);
    answer(200, "<!doctype html><title>Rulekit Studio</title>");
    const html = await failure();
    expect(html.kind).toBe("no-arena");
    expect(describeError(html)).toMatch(/pnpm start/);
    expect(isTransient(html)).toBe(false);
  });

  it("words a refusal as the service gave it, one sentence", () => {
    const e = new ArenaApiError(
      "refused",
      429,
      "rate_limited",
      "submit at most once every 10 s (try again in 4 s)",
    );
    expect(describeError(e)).toBe("Refused: submit at most once every 10 s (try again in 4 s)");
    expect(describeError(new ArenaApiError("forbidden", 403, "forbidden", "only an admin may do this"))).toBe(
      "Not allowed: only an admin may do this.",
    );
  });
});

describe("backoffMs", () => {
  it("doubles from 1 s and stops at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(backoffMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
