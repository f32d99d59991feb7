import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
