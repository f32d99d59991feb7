import { gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ArenaEvents } from "../src/context.js";
import { HotCache } from "../src/http/hot-cache.js";
import { acceptsGzip, JsonAnswer } from "../src/http/json-answer.js";

/** The busiest reads' answers: serialised once per object, gzipped once, sent as the caller accepts. */
describe("JsonAnswer", () => {
  const big = {
    rows: Array.from({ length: 200 }, (_, i) => ({ rank: i + 1, name: `Bot ${i}`, rating: 1500 - i })),
  };
  const small = { ok: true };
  const app = Fastify({ logger: false });
  app.get("/big", (request, reply) => JsonAnswer.of(big).send(request, reply));
  app.get("/small", (request, reply) => JsonAnswer.of(small).send(request, reply));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it("sends gzip to a caller that takes it, the same JSON as the plain answer", async () => {
    const zipped = await app.inject({ url: "/big", headers: { "accept-encoding": "br, gzip;q=0.8" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(zipped.headers.vary).toBe("accept-encoding");
    const plain = await app.inject({ url: "/big" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(big);
    expect(gunzipSync(zipped.rawPayload).toString("utf8")).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("sends short answers and refused gzip as they are", async () => {
    const short = await app.inject({ url: "/small", headers: { "accept-encoding": "gzip" } });
    expect(short.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(short.body)).toEqual(small);
    const refused = await app.inject({ url: "/big", headers: { "accept-encoding": "gzip;q=0, identity" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(refused.body)).toEqual(big);
  });

  it("reads Accept-Encoding as HTTP says", () => {
    expect(acceptsGzip("gzip, deflate")).toBe(true);
    expect(acceptsGzip("GZIP")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("deflate, br")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip; q=0.5")).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip(["br", "gzip"])).toBe(true);
  });

  it("keeps one answer per object: a replaced object gets a new one", () => {
    const cache = new HotCache(new ArenaEvents());
    const board = { rows: [1, 2] };
    expect(cache.answer(board)).toBe(cache.answer(board));
    const next = { rows: [1, 2, 3] };
    expect(cache.answer(next).text).toBe(JSON.stringify(next));
  });
});
