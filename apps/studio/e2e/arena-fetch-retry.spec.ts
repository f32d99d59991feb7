import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { fetchArena, readApi } from "./arena-support.ts";

/**
 * The arena specs read the served arena's API with Node's fetch while it builds and plays bots on a shared
 * machine; a connection reset there must not fail a test that only polls. A real HTTP server on loopback
 * resets the connection of the first requests it gets (TCP RST), then answers.
 */

/** Answers `{"ok":true}`, after resetting the connection of the first `resets` requests. */
async function flakyServer(resets: number) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.method ?? "");
    if (requests.length <= resets) {
      req.socket.resetAndDestroy();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, close: () => new Promise((resolve) => server.close(resolve)) };
}

test("a GET whose connection is reset is asked again, and answers", async () => {
  const server = await flakyServer(1);
  try {
    expect(await readApi<{ ok: boolean }>(server.url, "/api/progress")).toEqual({ ok: true });
    expect(server.requests).toEqual(["GET", "GET"]);
  } finally {
    await server.close();
  }
});

test("a GET to a service that starts listening a moment later is asked again (connection refused)", async () => {
  const server = await flakyServer(0);
  await server.close();
  const again = createServer((_req, res) => res.writeHead(200).end("{}"));
  const port = Number(new URL(server.url).port);
  const late = setTimeout(() => again.listen(port, "127.0.0.1"), 200);
  try {
    expect((await fetchArena(`${server.url}/api/health`)).status).toBe(200);
  } finally {
    clearTimeout(late);
    await new Promise((resolve) => again.close(resolve));
  }
});

test("the retry is bounded: a GET reset every time fails after three tries", async () => {
  const server = await flakyServer(Number.POSITIVE_INFINITY);
  try {
    await expect(fetchArena(`${server.url}/api/progress`)).rejects.toThrow("fetch failed");
    expect(server.requests).toEqual(["GET", "GET", "GET"]);
  } finally {
    await server.close();
  }
});

test("a POST whose connection is reset is not sent again (it may have been done)", async () => {
  const server = await flakyServer(1);
  try {
    await expect(
      fetchArena(`${server.url}/api/competitions/main/competitors`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"displayName":"Alpha"}',
      }),
    ).rejects.toThrow("fetch failed");
    expect(server.requests).toEqual(["POST"]);
  } finally {
    await server.close();
  }
});
