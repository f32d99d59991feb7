import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { clientKey, trustedProxies } from "../src/http/client-address.js";
import { EVENT_STREAM_LIMITS } from "../src/http/event-streams.js";
import { parseServeFlags } from "../src/serve-cli.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/**
 * The per-client limit on live event streams behind a reverse proxy: with the proxy named
 * (`--trust-proxy`), each client its X-Forwarded-For names has its own limit (before, every
 * request counted as the proxy's, so one client's 32 streams locked every other client out); an
 * IPv6 client is its /64 (before, each address of a /64 opened 32 more); and without a trusted
 * proxy the header changes nothing (a client cannot name itself someone new).
 */
let behindProxy: TestArena;
let direct: TestArena;

beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([
    startTestArena({ trustProxy: ["127.0.0.1"] }),
    startTestArena(),
  ]);
});
afterAll(async () => {
  await Promise.all([behindProxy?.close(), direct?.close()]);
});

/** Opens a live event stream as sent by `forwardedFor` (through the proxy), its first line read. */
async function openStream(arena: TestArena, forwardedFor: string) {
  const controller = new AbortController();
  onTestFinished(() => controller.abort());
  const response = await fetch(`${arena.url}/api/competitions/main/events`, {
    signal: controller.signal,
    headers: { "x-forwarded-for": forwardedFor },
  });
  if (response.status === 200) await response.body!.getReader().read();
  else await response.body?.cancel();
  return { status: response.status, close: () => controller.abort() };
}

async function fill(arena: TestArena, addresses: (i: number) => string) {
  const opened = [];
  for (let i = 0; i < EVENT_STREAM_LIMITS.perAddress; i++) opened.push(await openStream(arena, addresses(i)));
  expect(opened.map((s) => s.status)).toEqual(opened.map(() => 200));
  return opened;
}

describe("event streams behind a trusted proxy", () => {
  it("count each forwarded client on its own: one client's full limit leaves others their streams", async () => {
    const opened = await fill(behindProxy, () => "203.0.113.5");
    expect((await openStream(behindProxy, "203.0.113.5")).status).toBe(429);
    // Another client through the same proxy: before, refused like the first (all were the proxy).
    expect((await openStream(behindProxy, "203.0.113.6")).status).toBe(200);
    // The nearest hop counts: a client that prepends a made-up address is still itself.
    expect((await openStream(behindProxy, "198.51.100.1, 203.0.113.5")).status).toBe(429);
    for (const s of opened) s.close();
  }, 120_000);

  it("count an IPv6 client as its /64, whichever of its addresses it uses", async () => {
    const opened = await fill(behindProxy, (i) => `2001:db8:7:1::${(i + 1).toString(16)}`);
    expect((await openStream(behindProxy, "2001:db8:7:1:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect((await openStream(behindProxy, "2001:db8:7:2::1")).status).toBe(200);
    for (const s of opened) s.close();
  }, 120_000);
});

describe("event streams with no trusted proxy", () => {
  it("ignore X-Forwarded-For: a client cannot get new streams by naming another address", async () => {
    const opened = await fill(direct, (i) => `192.0.2.${i + 1}`);
    expect((await openStream(direct, "192.0.2.200")).status).toBe(429);
    for (const s of opened) s.close();
  }, 120_000);
});

describe("trusted proxies and client keys", () => {
  it("take addresses and CIDR ranges and refuse anything else, naming it", () => {
    expect(trustedProxies(["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"])).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
    for (const bad of ["true", "*", "proxy.example", "10.0.0.0/33", "::/129", "1.2.3.4/8/1", "", "10.0.0.0/"])
      expect(() => trustedProxies([bad]), bad).toThrow(`'${bad}' is not an IP address or a CIDR range`);
  });

  it("are an IPv4 address as it is, a mapped IPv4 as its IPv4, an IPv6 as its /64", () => {
    expect(clientKey("203.0.113.5")).toBe("203.0.113.5");
    expect(clientKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(clientKey("2001:db8:7:1::1")).toBe(clientKey("2001:db8:7:1:ffff:ffff:ffff:ffff"));
    expect(clientKey("2001:db8:7:1::1")).toBe("2001:db8:7:1::/64");
    expect(clientKey("2001:db8:7:2::1")).not.toBe(clientKey("2001:db8:7:1::1"));
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("`rulekit arena serve --trust-proxy` refuses a value that is not an address, naming the flag", () => {
    expect(() => parseServeFlags(["--trust-proxy", "everyone"])).toThrow(
      "--trust-proxy 'everyone' is not an IP address or a CIDR range",
    );
    expect(parseServeFlags(["--trust-proxy", "10.0.0.0/8", "--trust-proxy", "127.0.0.1"])).toMatchObject({
      trustProxy: ["10.0.0.0/8", "127.0.0.1"],
    });
  });
});
