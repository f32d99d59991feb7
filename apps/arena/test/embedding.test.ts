import { createServer, type Server } from "node:http";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedArena, startArena } from "../src/index.js";
import { tempRoot } from "./helpers/git-bot.js";
import { freshDataDir } from "./helpers/pglite-template.js";

/** The service embedded in another server (as the studio serves it): a Fastify plugin, or a Node handler. */
let arena: StartedArena;
beforeAll(async () => {
  arena = await startArena({
    dataDir: await freshDataDir(tempRoot("arena-embed-")),
    adminToken: "embedded-admin-token-0123",
  });
});
afterAll(async () => {
  await arena?.close();
});

describe("embedding the API", () => {
  it("registers on a Fastify instance that has its own routes and not-found handler", async () => {
    const host = Fastify();
    host.setNotFoundHandler((_request, reply) => reply.code(404).send("the host's page"));
    host.get("/", async () => "the studio");
    await host.register(arena.plugin);
    const health = await host.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json().database).toBe("pglite");
    expect((await host.inject({ method: "GET", url: "/" })).body).toBe("the studio");
    const refused = await host.inject({
      method: "GET",
      url: "/api/me",
      headers: { authorization: "Bearer nope-nope-nope" },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe("unauthorized");
    await host.close();
  });

  it("answers /api/… as a Node request handler and passes the rest on", async () => {
    const server: Server = createServer((req, res) =>
      arena.handler(req, res, () => {
        res.end("next");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const competitions = await fetch(`http://127.0.0.1:${port}/api/competitions`);
      expect(((await competitions.json()) as { slug: string }[])[0]!.slug).toBe("main");
      expect(await (await fetch(`http://127.0.0.1:${port}/arena/page`)).text()).toBe("next");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
