import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/**
 * Self-registration from one client is rate limited (`registrationsPerClient`): before, one script
 * could take every free place of an open competition (and with the look-alike rule, every name
 * close to a real one) in seconds. Attacked through a trusted proxy, so each test client is the
 * address X-Forwarded-For names.
 */
let arena: TestArena;

beforeAll(async () => {
  arena = await startTestArena({
    trustProxy: ["127.0.0.1"],
    settings: {
      registrationsPerClient: { max: 3, windowSeconds: 3600 },
      submissions: { maxPerWindow: 100, windowSeconds: 3600, minIntervalSeconds: 0 },
    },
  });
});
afterAll(async () => {
  await arena?.close();
});

const register = (displayName: string, client: string, token?: string) =>
  arena.api("POST", "/api/competitions/main/competitors", {
    json: { displayName },
    token,
    headers: { "x-forwarded-for": client },
  });
const names = async () =>
  ((await arena.api("GET", "/api/competitions/main/competitors")).body as { displayName: string }[]).map(
    (c) => c.displayName,
  );

describe("registrations from one client", () => {
  it("stop at the competition's limit with 429 rate_limited and a Retry-After; other clients and admins go on", async () => {
    for (const name of ["Flood 1", "Flood 2", "Flood 3"])
      expect((await register(name, "203.0.113.9")).status).toBe(201);
    const refused = await register("Flood 4", "203.0.113.9");
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body.error.code).toBe("rate_limited");
    expect(refused.body.error.message).toContain("at most 3 competitors register from one address in 3600 s");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await names()).not.toContain("Flood 4");
    // Another address of the same IPv4 client is another client; an admin is never limited.
    expect((await register("Neighbour", "203.0.113.10")).status).toBe(201);
    expect((await register("Flood 4", "203.0.113.9", arena.admin)).status).toBe(201);
  });

  it("counts an IPv6 client's whole /64 as one", async () => {
    for (let i = 1; i <= 3; i++) expect((await register(`Six ${i}`, `2001:db8:9:9::${i}`)).status).toBe(201);
    expect((await register("Six 4", "2001:db8:9:9::ff")).status).toBe(429);
  });

  it("does not count a registration that was refused for another reason", async () => {
    const client = "198.51.100.77";
    expect((await register("Taken", client)).status).toBe(201);
    // The same name twice, then a look-alike: refused (409), so they use none of the allowance.
    expect((await register("Taken", client)).status).toBe(409);
    expect((await register("TAKEN", client)).status).toBe(409);
    expect((await register("Second", client)).status).toBe(201);
    expect((await register("Third", client)).status).toBe(201);
    expect((await register("Fourth", client)).status).toBe(429);
  });
});
