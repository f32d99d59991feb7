import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/run-cli.js";
import { connectMcp, known, type McpSession, toolError } from "./helpers/mcp-client.js";
import { attemptOf, levelJson, walk } from "./helpers/shell-tide.js";

let mcp: McpSession;
beforeAll(async () => {
  mcp = await connectMcp();
});
afterAll(async () => {
  await mcp?.close();
});

const GOLDEN_LOG = JSON.parse(
  readFileSync(join(REPO_ROOT, "packages/card-combat/test/fixtures/match-log.golden.json"), "utf8"),
);
const attempt = () => JSON.parse(JSON.stringify(attemptOf(3, walk(3, 1))));

/** Arguments with one key no schema names, and where it sits. */
const UNKNOWN_KEYS: [string, Record<string, unknown>, string][] = [
  ["shell_tide_snapshot", { level: 3, maxTurns: 99 }, "maxTurns"],
  ["shell_tide_hint", { level: 3, optimalTurns: 1 }, "optimalTurns"],
  ["shell_tide_rating_bands", { level: 3, addTurns: 2 }, "addTurns"],
  ["shell_tide_levels", { pack: "/etc" }, "pack"],
  ["shell_tide_snapshot", { level: 3, select: { node: 1, preview: true } }, "preview"],
  ["shell_tide_snapshot", { level: 3, moves: [{ node: 1, direction: "left", free: true }] }, "free"],
  ["shell_tide_snapshot", { attempt: { ...attempt(), bonusTurns: 3 } }, "bonusTurns"],
  ["shell_tide_snapshot", { levelJson: { ...levelJson(3), cheat: 1 } }, "cheat"],
  [
    "shell_tide_snapshot",
    { levelJson: { ...levelJson(3), rules: { ...levelJson(3).rules, extraTurns: 5 } } },
    "extraTurns",
  ],
  ["shell_tide_dual_preview", { level: 3, node: 1, commit: true }, "commit"],
  ["reactor_view", { level: "levels/reactor/01-flow-and-consumers.json", godMode: true }, "godMode"],
  [
    "reactor_view",
    { level: "levels/reactor/01-flow-and-consumers.json", actions: [{ type: "EndTurn", n: 2 }] },
    "n",
  ],
  ["rps_legal_moves", { rules: "classic", seed: "s", asPlayer: 1 }, "asPlayer"],
  ["cards_match_summary", { log: { ...GOLDEN_LOG, trusted: true } }, "trusted"],
];

describe("rulekit mcp: input schemas are strict", () => {
  it("refuses a key no schema names, anywhere in the arguments, with an error that names it", async () => {
    for (const [tool, args, key] of UNKNOWN_KEYS) {
      const text = await toolError(mcp, tool, args);
      expect(text, `${tool} ${key}`).toMatch(/^MCP error -32602: Input validation error/);
      expect(text, `${tool} ${key}`).toContain(key);
    }
  });

  it("refuses __proto__ as a key too, at the top of the arguments as anywhere below", async () => {
    // JSON makes "__proto__" an ordinary key; the SDK's parse of a request used to turn the top-level one
    // into the arguments' prototype, which no schema looks at: the key was dropped without a word.
    for (const json of [
      '{"level":3,"__proto__":{"maxTurns":99}}',
      '{"__proto__":{"level":5}}',
      '{"level":3,"select":{"node":1,"__proto__":{"preview":true}}}',
    ]) {
      const text = await toolError(mcp, "shell_tide_snapshot", JSON.parse(json));
      expect(text, json).toMatch(/^MCP error -32602: Input validation error.*Unrecognized key: "__proto__"/);
    }
  });

  it("still takes every argument it names", async () => {
    expect(
      (
        await known(mcp, "shell_tide_snapshot", {
          level: 3,
          select: { node: 1, direction: "left" },
          locale: "vi",
        })
      ).selectedNodeIndex,
    ).toBe(1);
    expect((await known(mcp, "shell_tide_snapshot", { attempt: attempt() })).turnsUsed).toBe(1);
    expect((await known(mcp, "shell_tide_snapshot", { levelJson: levelJson(3) })).nodeCount).toBe(8);
    expect((await known(mcp, "cards_match_summary", { log: GOLDEN_LOG })).verified).toBe(true);
  });
});
