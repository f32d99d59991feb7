import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { EVENT_STREAM_LIMITS } from "../src/http/event-streams.js";
import { until } from "./helpers/api.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/**
 * Clients that hold a connection open or send what is not HTTP: a body sent a byte at a time is
 * cut off after the request timeout (Fastify's default is none), and every refusal Node's parser
 * makes before the API sees the request is the API's JSON error too.
 */
let arena: TestArena;

beforeAll(async () => {
  // A short limit so the test need not wait the default two minutes; nothing here measures time.
  arena = await startTestArena({ requestTimeoutMs: 1500 });
});
afterAll(async () => {
  await arena?.close();
});

/** Writes `parts` on a raw connection and resolves with all the server sent once it closes it. */
function exchange(parts: string[]): Promise<string> {
  const { hostname, port } = new URL(arena.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    socket.on("data", (chunk) => received.push(chunk));
    socket.on("error", (error) => {
      if ((error as NodeJS.ErrnoException).code === "ECONNRESET") resolve(Buffer.concat(received).toString());
      else reject(error);
    });
    socket.on("close", () => resolve(Buffer.concat(received).toString()));
    socket.on("connect", () => {
      for (const part of parts) socket.write(part);
    });
  });
}

/**
 * Writes `parts` (a request whose body is never finished) and resolves with the first answer the
 * server sends, its body read by its Content-Length, then hangs up.
 */
function firstAnswer(parts: string[]): Promise<string> {
  const { hostname, port } = new URL(arena.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString();
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
      if (Buffer.byteLength(text.slice(end + 4)) >= length) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(text));
    socket.on("connect", () => {
      for (const part of parts) socket.write(part);
    });
  });
}

const unfinishedPost = (path: string, headers: string, length: number) => [
  `POST ${path} HTTP/1.1\r\nHost: arena\r\n${headers}Content-Length: ${length}\r\n\r\n`,
  "PK\u0003\u0004 only the start",
];

function parseAnswer(raw: string): { status: number; type: string; body: any } {
  const [head, body = ""] = raw.split("\r\n\r\n");
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? "")?.[1]);
  const type = /content-type: ([^\r\n]+)/i.exec(head ?? "")?.[1] ?? "";
  return { status, type, body: JSON.parse(body) };
}

describe("slow and broken clients", () => {
  it("answers a body that never arrives in full with 408 and closes the connection; nothing is registered", async () => {
    const body = '{"displayName":"Slow"}';
    const raw = await exchange([
      "POST /api/competitions/main/competitors HTTP/1.1\r\nHost: arena\r\n" +
        `Content-Type: application/json\r\nContent-Length: ${body.length + 50}\r\n\r\n`,
      body,
    ]);
    const answer = parseAnswer(raw);
    expect(answer.status, raw).toBe(408);
    expect(answer.type).toContain("application/json");
    expect(answer.body).toEqual({
      error: { code: "request_timeout", message: "the request did not arrive in full within 1.5 s" },
    });
    expect((await arena.api("GET", "/api/competitions/main/competitors")).body).toEqual([]);
    // A request that arrives in time is answered as ever.
    const quick = await arena.api("POST", "/api/competitions/main/competitors", {
      json: { displayName: "Quick" },
    });
    expect(quick.status, quick.text).toBe(201);
  }, 120_000);

  it("keeps a live event stream open past the request timeout (the limit is on receiving a request)", async () => {
    const listeners = arena.service.ctx.events.listenerCount("event");
    const controller = new AbortController();
    const response = await fetch(`${arena.url}/api/competitions/main/events`, { signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    // Well past the limit (1.5 s) and Node's checks of it; then an event must still come through.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await arena.api("POST", "/api/competitions/main/competitors", { json: { displayName: "Later" } });
    let text = "";
    while (!text.includes("event: competitor")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    expect(text).toContain("event: competitor");
    await until(
      async () => arena.service.ctx.events.listenerCount("event"),
      (n) => n === listeners,
    );
  }, 120_000);

  it("answers headers that are too large, and what is not HTTP, in the API's JSON", async () => {
    const large = parseAnswer(
      await exchange([
        `GET /api/me HTTP/1.1\r\nHost: arena\r\nAuthorization: Bearer ${"a".repeat(100_000)}\r\n\r\n`,
      ]),
    );
    expect(large.status).toBe(431);
    expect(large.body.error.code).toBe("headers_too_large");
    const garbage = parseAnswer(await exchange(["HELLO\u0000 there\r\n\r\n"]));
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({
      error: { code: "bad_request", message: "the request is not valid HTTP" },
    });
    expect((await arena.api("GET", "/api/health")).body.ok).toBe(true);
  }, 120_000);
});

describe("bodies the service does not read", () => {
  it("refuses a caller without the right token before reading its body", async () => {
    const archive = "/api/me/submissions/archive";
    const anonymous = parseAnswer(
      await firstAnswer(unfinishedPost(archive, "Content-Type: application/zip\r\n", 8_000_000)),
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe("unauthorized");
    const admin = parseAnswer(
      await firstAnswer(
        unfinishedPost(
          archive,
          `Authorization: Bearer ${arena.admin}\r\nContent-Type: application/zip\r\n`,
          8_000_000,
        ),
      ),
    );
    expect(admin.status).toBe(403);
    const bad = parseAnswer(
      await firstAnswer(
        unfinishedPost(
          archive,
          "Authorization: Bearer rkc_not-a-real-token-at-all\r\nContent-Type: application/zip\r\n",
          8_000_000,
        ),
      ),
    );
    expect(bad.status).toBe(401);
  }, 120_000);

  it("refuses a body larger than its route takes as soon as its length is known, whatever its type", async () => {
    // An archive's content type used to let any route read 8 MiB (the JSON limit is 1 MiB).
    for (const type of ["application/octet-stream", "application/zip", "application/json"]) {
      const answer = parseAnswer(
        await firstAnswer(
          unfinishedPost("/api/competitions/main/competitors", `Content-Type: ${type}\r\n`, 5_000_000),
        ),
      );
      expect(answer.status, type).toBe(413);
      expect(answer.body.error.code).toBe("too_large");
    }
    const registered = await arena.api("POST", "/api/competitions/main/competitors", {
      json: { displayName: "Uploader" },
    });
    const tooBig = parseAnswer(
      await firstAnswer(
        unfinishedPost(
          "/api/me/submissions/archive",
          `Authorization: Bearer ${registered.body.token}\r\nContent-Type: application/zip\r\n`,
          9_000_000,
        ),
      ),
    );
    expect(tooBig.status).toBe(413);
    expect(
      (await arena.api("GET", `/api/competitors/${registered.body.competitor.id}/submissions`)).body,
    ).toEqual([]);
  }, 120_000);
});

describe("live event streams", () => {
  it("takes a bounded number of streams from one address, and frees a slot when a stream closes", async () => {
    const events = arena.service.ctx.events;
    const baseline = events.listenerCount("event");
    const open = async () => {
      const controller = new AbortController();
      const response = await fetch(`${arena.url}/api/competitions/main/events`, {
        signal: controller.signal,
      });
      if (response.status === 200) {
        // The stream has started once its first line is here.
        await response.body!.getReader().read();
      }
      return { response, controller };
    };
    const streams: Awaited<ReturnType<typeof open>>[] = [];
    onTestFinished(() => {
      for (const s of streams) s.controller.abort();
    });
    for (let i = 0; i < EVENT_STREAM_LIMITS.perAddress; i++) streams.push(await open());
    expect(streams.map((s) => s.response.status)).toEqual(streams.map(() => 200));
    const refused = await open();
    expect(refused.response.status).toBe(429);
    const body = (await refused.response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("too_many_streams");
    expect(body.error.message).toContain(`${EVENT_STREAM_LIMITS.perAddress}`);
    expect(events.listenerCount("event")).toBe(baseline + EVENT_STREAM_LIMITS.perAddress);
    // Closing one frees its slot (once the service has seen the connection go).
    streams.pop()!.controller.abort();
    const again = await until(open, (s) => {
      if (s.response.status !== 200) s.controller.abort();
      return s.response.status === 200;
    });
    streams.push(again);
    for (const s of streams) s.controller.abort();
    await until(
      async () => events.listenerCount("event"),
      (n) => n === baseline,
    );
    const last = await open();
    streams.push(last);
    expect(last.response.status).toBe(200);
  }, 120_000);
});

describe("closing the service", () => {
  it("ends open event streams instead of waiting for their clients to hang up", async () => {
    const other = await startTestArena();
    const controller = new AbortController();
    onTestFinished(() => controller.abort());
    const response = await fetch(`${other.url}/api/competitions/main/events`, { signal: controller.signal });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("retry:");
    // Used to wait for as long as the client kept the stream open (a page left open: for ever).
    await other.close();
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    expect((await fetch(`${other.url}/api/health`).catch((error: Error) => error)) instanceof Error).toBe(
      true,
    );
  }, 120_000);
});
