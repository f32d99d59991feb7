import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  archiveType,
  gamesProblem,
  matchAddress,
  roundBody,
  tokenProblem,
} from "../../src/routes/arena/inputs.ts";
import { idAfter } from "../../src/routes/arena/path-id.ts";

describe("tokenProblem", () => {
  it("takes the service's token shapes", () => {
    expect(tokenProblem("rkc_IT4BoUZ5cMEjJlkgfkz3x5bR8ygdxyj2r66R9xcDmys")).toBeNull();
    expect(tokenProblem("admin-token-for-trying-0123")).toBeNull();
  });
  it("refuses an empty token, spaces, other characters and lengths outside 10–200, in words", () => {
    expect(tokenProblem("")).toBe("Paste your token.");
    for (const bad of [
      "short",
      "rkc_with space",
      "rkc_ünïcode-token",
      "x".repeat(201),
      "Bearer rkc_abcdefghij",
    ])
      expect(tokenProblem(bad), bad).toMatch(/^A token is 10–200/);
  });
  it("accepts exactly what the service's Authorization header check accepts", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 220 }), (token) => {
        const service = /^[A-Za-z0-9_-]{10,200}$/.test(token);
        expect(tokenProblem(token) === null).toBe(service);
      }),
    );
  });
});

describe("archiveType", () => {
  it("names the content type the upload route reads, by the file name", () => {
    expect(archiveType("bot.zip")).toBe("application/zip");
    expect(archiveType("BOT.ZIP")).toBe("application/zip");
    expect(archiveType("bot.tar")).toBe("application/x-tar");
    expect(archiveType("bot.tar.gz")).toBe("application/gzip");
    expect(archiveType("bot.tgz")).toBe("application/gzip");
  });
  it("refuses anything else", () => {
    for (const name of ["bot.rar", "bot.7z", "main.py", "bot.zip.txt", "bot", "bot.gz.exe"])
      expect(archiveType(name), name).toBeNull();
  });
});

describe("roundBody", () => {
  const base = { name: "", games: "1", seed: "", rules: { id: "r" }, entrants: [3, 4] };
  it("sends a scoring round without entrants or rules", () => {
    expect(roundBody({ ...base, kind: "scoring" })).toEqual({ kind: "scoring", games: 1 });
  });
  it("sends a trial match with its entrants and RuleSet, the name and seed trimmed", () => {
    expect(roundBody({ ...base, kind: "trial", name: "  Friday trial ", seed: " s1 " })).toEqual({
      kind: "trial",
      name: "Friday trial",
      seed: "s1",
      games: 1,
      entrants: [3, 4],
      rules: { id: "r" },
    });
  });
  it("leaves Classic (no rules) to the service's default", () => {
    expect(roundBody({ ...base, kind: "trial", rules: null })).not.toHaveProperty("rules");
  });
});

describe("gamesProblem", () => {
  it("takes 1–20 and refuses the rest", () => {
    for (const ok of ["1", "7", "20", " 3 "]) expect(gamesProblem(ok), ok).toBeNull();
    for (const bad of ["0", "21", "1.5", "-1", "", "two", "01"])
      expect(gamesProblem(bad), bad).not.toBeNull();
  });
});

describe("matchAddress", () => {
  it("reads the move and the judging", () => {
    expect(matchAddress(new URLSearchParams("move=12&judging=2"))).toEqual({ move: 12, judging: 2 });
    expect(matchAddress(new URLSearchParams(""))).toEqual({ move: 0, judging: null });
  });
  it("ignores what is not a positive whole number", () => {
    for (const q of ["move=-3", "move=1.5", "move=abc", "move=1e400", "move=0"])
      expect(matchAddress(new URLSearchParams(q)).move, q).toBe(0);
    expect(matchAddress(new URLSearchParams("judging=0")).judging).toBeNull();
  });
});

describe("idAfter", () => {
  it("reads the id after its segment", () => {
    expect(idAfter("/arena/matches/12", "matches")).toBe(12);
    expect(idAfter("/arena/rounds/3/", "rounds")).toBe(3);
    expect(idAfter("/arena/competitors/7", "competitors")).toBe(7);
  });
  it("is null without a positive whole number that fits the service's ids", () => {
    for (const path of [
      "/arena/matches",
      "/arena/matches/0",
      "/arena/matches/01",
      "/arena/matches/-1",
      "/arena/matches/1e3",
      "/arena/matches/abc",
      "/arena/matches/2147483648",
      "/arena/matches/99999999999",
    ])
      expect(idAfter(path, "matches"), path).toBeNull();
    expect(idAfter("/arena/matches/2147483647", "matches")).toBe(2_147_483_647);
  });
});
