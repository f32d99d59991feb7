import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, connectMcp, known, type McpSession, toolError } from "./helpers/mcp-client.js";
import { attemptOf, levelJson, walk } from "./helpers/shell-tide.js";

let mcp: McpSession;
beforeAll(async () => {
  mcp = await connectMcp();
});
afterAll(async () => {
  await mcp?.close();
});

const SHELL_TIDE = [
  "shell_tide_snapshot",
  "shell_tide_hint",
  "shell_tide_near_miss",
  "shell_tide_rating_bands",
  "shell_tide_dual_preview",
];
const extraFor = (tool: string) => (tool === "shell_tide_dual_preview" ? { node: 1 } : {});

/** A runtime attempt of pack level `n` after its first move, as plain JSON, with some fields changed. */
const attemptJson = (n: number, change: Record<string, unknown> = {}) => ({
  ...JSON.parse(JSON.stringify(attemptOf(n, walk(n, 1)))),
  ...change,
});

async function expectContradictory(args: Record<string, unknown>, reason: RegExp) {
  for (const tool of SHELL_TIDE) {
    const { answer, text } = await call(mcp, tool, { ...args, ...extraFor(tool) });
    expect(answer.status, `${tool}: ${text.slice(0, 200)}`).toBe("unknown");
    expect(answer.unknown).toMatchObject({
      code: "contradictory_state",
      reason: expect.stringMatching(reason),
    });
    expect(answer.result).toBeUndefined();
  }
}

describe("rulekit mcp: an attempt's turn figures are the level's, never the attempt's own claim", () => {
  it("the figures of a genuine attempt are accepted", async () => {
    const bands = await known(mcp, "shell_tide_rating_bands", { attempt: attemptJson(3) });
    expect(bands).toMatchObject({ optimalTurns: 3, maxTurns: 7 });
  });

  it("an attempt that adds turns (maxTurns 99) is contradictory state, not 2★ up to turn 51", async () => {
    await expectContradictory(
      { attempt: attemptJson(3, { maxTurns: 99 }) },
      /maxTurns 99 is not level 3's \(7/,
    );
  });

  it("an attempt that lowers the optimum (optimalTurns 1, the solver proves 3) is contradictory state, not a 3★ band at turn 1", async () => {
    await expectContradictory(
      { attempt: attemptJson(3, { optimalTurns: 1 }) },
      /optimalTurns 1 is not level 3's \(3/,
    );
    await expectContradictory({ attempt: attemptJson(3, { optimalTurns: null }) }, /optimalTurns null/);
  });

  it("an attempt whose level carries another balance is contradictory state", async () => {
    const level = levelJson(3);
    const balance = { ...level.balance, maxTurns: 99, reason: "more turns" };
    await expectContradictory(
      { attempt: attemptJson(3, { level: { ...level, balance }, maxTurns: 99 }) },
      /balance .*maxTurns 99.* is not level 3's/,
    );
    await expectContradictory(
      { levelJson: { ...level, balance } },
      /balance .*maxTurns 99.* is not level 3's/,
    );
  });

  it("a level that is not one of the pack's is refused inline (the solver runs only on the levels the host serves)", async () => {
    const level = levelJson(3);
    const madeUp = {
      ...level,
      nodes: level.nodes.map((node: { starfish: number }, i: number) => ({
        ...node,
        starfish: i === 0 ? node.starfish + 1 : node.starfish,
      })),
    };
    delete madeUp.balance;
    for (const tool of SHELL_TIDE) {
      expect(await toolError(mcp, tool, { levelJson: madeUp, ...extraFor(tool) })).toMatch(
        /^unknown_level: levelJson is not a level of the pack/,
      );
      const attempt = attemptJson(3, { level: madeUp });
      expect(await toolError(mcp, tool, { attempt, ...extraFor(tool) })).toMatch(
        /^unknown_level: attempt.level/,
      );
    }
  });
});
