import { describe, expect, it } from "vitest";
import { isSameSitePath, readReplayAddress } from "../../src/routes/rps/replay-address.ts";

describe("the replay viewer's address", () => {
  it("reads a served replay, a sample and the move", () => {
    expect(readReplayAddress("?src=%2Fapi%2Fmatches%2F12%2Freplay&move=30")).toEqual({
      src: "/api/matches/12/replay",
      sample: null,
      move: 30,
    });
    expect(readReplayAddress("?sample=classic-python-vs-cpp")).toEqual({
      src: null,
      sample: "classic-python-vs-cpp",
      move: 0,
    });
    expect(readReplayAddress("?move=-2").move).toBe(0);
    expect(readReplayAddress("?move=2.5").move).toBe(0);
  });

  it("fetches only paths of this site", () => {
    for (const ok of ["/api/matches/12/replay", "/api/matches/12/replay?judging=2", "/replays/a.json"])
      expect(isSameSitePath(ok), ok).toBe(true);
    for (const bad of [
      "https://evil.example/replay.json",
      "//evil.example/replay.json",
      "/\\evil.example/replay.json",
      "javascript:alert(1)",
      "data:application/json,{}",
      "api/matches/1/replay",
      "/api/matches/1/replay with space",
      "",
      `/${"a".repeat(2000)}`,
    ])
      expect(isSameSitePath(bad), bad).toBe(false);
    expect(readReplayAddress("?src=https%3A%2F%2Fevil.example%2Fr.json").src).toBeNull();
  });
});
