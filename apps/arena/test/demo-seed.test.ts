import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { extract } from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botArchive, botsFolder, isFreshDataDir, sampleBots, seedDemo } from "../src/demo/seed.js";
import { until } from "./helpers/api.js";
import { freshDataDir } from "./helpers/pglite-template.js";
import { startTestArena, type TestArena } from "./helpers/test-arena.js";

async function archiveNames(data: Buffer): Promise<string[]> {
  const names: string[] = [];
  const tar = extract();
  const done = new Promise<void>((resolve, reject) => {
    tar.on("entry", (header, stream, next) => {
      names.push(header.name);
      stream.on("end", next);
      stream.resume();
    });
    tar.on("finish", resolve);
    tar.on("error", reject);
  });
  tar.end(gunzipSync(data));
  await done;
  return names.sort();
}

describe("the demo's sample bots", () => {
  it("are the repository's bot folders, each with its ott.json", () => {
    const bots = sampleBots();
    expect(bots.map((b) => b.name)).toEqual([
      "Greedy (Python)",
      "Greedy (C++)",
      "Greedy (TypeScript)",
      "Template (Python)",
      "Template (C++)",
    ]);
    for (const bot of bots) expect(bot.dir.startsWith(botsFolder())).toBe(true);
  });

  it("are packed with ott.json and bot/ only (no sources outside bot/, no caches)", async () => {
    const names = await archiveNames(await botArchive(join(botsFolder(), "ts-greedy")));
    expect(names).toEqual(["bot/main.js", "ott.json"]);
  });
});

describe("a data folder's first start", () => {
  it("is told by the folder holding no database yet", async () => {
    const root = mkdtempSync(join(tmpdir(), "rulekit-demo-fresh-"));
    try {
      expect(isFreshDataDir(join(root, "none"))).toBe(true);
      expect(isFreshDataDir(await freshDataDir(root))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the demo seed", () => {
  let arena: TestArena;
  const bots = () => [
    { name: "Greedy (Python)", dir: join(botsFolder(), "python-greedy") },
    { name: "Template (Python)", dir: join(botsFolder(), "templates", "python") },
  ];
  beforeAll(async () => {
    arena = await startTestArena();
  });
  afterAll(async () => {
    await arena?.close();
  });

  it("does nothing on an arena that was not new", async () => {
    expect(await seedDemo(arena.service, { fresh: false, bots: bots() })).toBe("skipped");
    const competitors = await arena.api("GET", "/api/competitions/main/competitors");
    expect(competitors.body).toEqual([]);
  });

  it("on first start registers the sample bots, takes their versions in and plays one scoring round", async () => {
    expect(await seedDemo(arena.service, { fresh: true, bots: bots(), pollMs: 200 })).toBe("seeded");
    const competitors = (await arena.api("GET", "/api/competitions/main/competitors")).body as any[];
    expect(competitors.map((c) => c.displayName)).toEqual(["Greedy (Python)", "Template (Python)"]);
    for (const c of competitors) expect(c.activeVersion).toBe(1);
    const rounds = (await arena.api("GET", "/api/competitions/main/rounds")).body as any[];
    expect(rounds.map((r) => [r.kind, r.name])).toEqual([["scoring", "Demo round"]]);
    await until(
      () => arena.api("GET", `/api/rounds/${rounds[0].id}`),
      (r) => r.body.status === "finished",
    );
    const board = await arena.api("GET", "/api/competitions/main/leaderboard");
    expect(board.body.rows).toHaveLength(2);
    for (const row of board.body.rows) expect(row.played).toBe(2);
    const audit = await arena.api("GET", "/api/competitions/main/audit", { token: arena.admin });
    expect(audit.body.map((a: any) => a.action)).toEqual(
      expect.arrayContaining(["demo.seed.start", "round.create.scoring", "demo.seed.done"]),
    );
  });

  it("never seeds twice: a later start (even one that says fresh) adds nothing", async () => {
    expect(await seedDemo(arena.service, { fresh: true, bots: bots() })).toBe("skipped");
    expect((await arena.api("GET", "/api/competitions/main/competitors")).body).toHaveLength(2);
    expect((await arena.api("GET", "/api/competitions/main/rounds")).body).toHaveLength(1);
  });
});

describe("a demo seed cut off before its round", () => {
  let arena: TestArena;
  beforeAll(async () => {
    arena = await startTestArena();
  });
  afterAll(async () => {
    await arena?.close();
  });

  it("is finished by the next start, without a second registration or submission", async () => {
    const one = [{ name: "Greedy (Python)", dir: join(botsFolder(), "python-greedy") }];
    const two = [...one, { name: "Template (Python)", dir: join(botsFolder(), "templates", "python") }];
    const cut = new AbortController();
    // The first start registers and submits one bot, then is stopped while it waits for the intake.
    const first = seedDemo(arena.service, { fresh: true, bots: one, pollMs: 50, signal: cut.signal });
    await until(
      () => arena.api("GET", "/api/competitions/main/competitors"),
      (r) => r.body.length === 1,
    );
    cut.abort();
    await expect(first).rejects.toThrow();
    expect((await arena.api("GET", "/api/competitions/main/rounds")).body).toEqual([]);
    expect(await seedDemo(arena.service, { fresh: false, bots: two, pollMs: 200 })).toBe("resumed");
    const competitors = (await arena.api("GET", "/api/competitions/main/competitors")).body as any[];
    expect(competitors.map((c) => c.displayName)).toEqual(["Greedy (Python)", "Template (Python)"]);
    const versions = (await arena.api("GET", `/api/competitors/${competitors[0].id}/submissions`)).body;
    expect(versions).toHaveLength(1);
    expect((await arena.api("GET", "/api/competitions/main/rounds")).body).toHaveLength(1);
  });
});
