import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantMove, instantPrepare } from "../bench/seed-field.js";
import { until } from "./helpers/api.js";
import { gitBot, greedyPython } from "./helpers/git-bot.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

/*
 * A competitor whose git host answers slowly — by accident or on purpose — holds one intake slot for
 * up to the fetch's two minutes; everyone else's versions go through meanwhile, and the slow one's
 * next version waits for its first (never two slots for one competitor). The slow host is a real
 * git:// server on loopback that accepts and never answers; it lets go when the test is done.
 */
let arena: TestArena;
let tarpit: Server;
const held: Socket[] = [];
/** Once true, the host hangs up on every connection at once. */
let hangUp = false;

const register = async (name: string): Promise<string> => {
  const r = await arena.api("POST", "/api/competitions/main/competitors", { json: { displayName: name } });
  expect(r.status).toBe(201);
  return r.body.token;
};
const submit = async (token: string, url: string): Promise<number> => {
  const r = await arena.api("POST", "/api/me/submissions", { token, json: { url, ref: "main" } });
  expect(r.status).toBe(202);
  return r.body.id;
};
const statusOf = async (id: number): Promise<string> =>
  (await arena.api("GET", `/api/submissions/${id}`, { token: arena.admin })).body.status;

beforeAll(async () => {
  tarpit = createServer((socket) => {
    held.push(socket);
    socket.on("error", () => {});
    if (hangUp) socket.destroy();
  });
  await new Promise<void>((resolve) => tarpit.listen(0, "127.0.0.1", resolve));
  arena = await startTestArena({ allowPrivateHosts: true, prepareBot: instantPrepare, runMove: instantMove });
}, 120_000);

afterAll(async () => {
  hangUp = true;
  for (const socket of held) socket.destroy();
  tarpit?.close();
  await arena?.close();
});

describe("the intake", () => {
  it("takes others' versions in while one competitor's git host hangs, and never two of one competitor at once", async () => {
    const { port } = tarpit.address() as { port: number };
    const slow = await register("Slow host");
    const first = await submit(slow, `git://127.0.0.1:${port}/bot.git`);
    await until(
      () => statusOf(first),
      (status) => status === "building",
    );
    await until(
      async () => held.length,
      (n) => n > 0,
    );
    const second = await submit(slow, `git://127.0.0.1:${port}/other.git`);
    const quick = await register("Quick");
    const version = await submit(quick, gitBot(arena.root, "quick", greedyPython()).dir);
    const accepted = await until(
      () => statusOf(version),
      (status) => !["queued", "building", "checking"].includes(status),
    );
    expect(accepted).toBe("accepted");
    // All the while, the slow host's first version is still being fetched and its second waits.
    expect(await statusOf(first)).toBe("building");
    expect(await statusOf(second)).toBe("queued");
    expect(held).toHaveLength(1);
    // The host hangs up: the first is refused, then the second is taken in (and refused the same way).
    hangUp = true;
    for (const socket of held) socket.destroy();
    const ended = await until(
      async () => [await statusOf(first), await statusOf(second)],
      (both) => both.every((status) => status !== "queued" && status !== "building"),
    );
    expect(ended).toEqual(["refused", "refused"]);
    expect(held.length).toBe(2);
  }, 240_000);
});
