import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bundleTsBot, TS_BOT_OUTPUT } from "../scripts/ts-bot-bundle.js";

describe("bots/ts-greedy/bot/main.js", () => {
  it("is the current bundle of bots/ts-greedy/src/main.ts (run `pnpm --filter @rulekit/rps-arena build:ts-bot`)", async () => {
    expect(readFileSync(TS_BOT_OUTPUT, "utf8")).toBe(await bundleTsBot());
  });
});
