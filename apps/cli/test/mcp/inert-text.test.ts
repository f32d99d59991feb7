import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rawControlIn } from "@rulekit/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../helpers/run-cli.js";
import { readRepoJson } from "./helpers/files.js";
import { connectMcp, type McpSession } from "./helpers/mcp-client.js";

/**
 * What a log, a level file or an agent's own argument puts into the text an MCP host shows (a terminal
 * agent prints tool results and errors as they come): names with terminal escapes (clear the screen, set
 * the window title, ring the bell), a C1 CSI, a bidi override that reverses what follows, a line separator.
 */
const HOSTILE = "Evil\u001b[2J\u001b]0;pwned\u0007\u009b31m\u202egnp.exe\u2028x";

/** Every text of a tools/call result or a JSON-RPC error, raw as the host receives it. */
function textsOf(result: Record<string, unknown>): string[] {
  return ((result.content ?? []) as { text?: string }[]).map((c) => c.text ?? "");
}

let mcp: McpSession;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "rulekit-mcp-inert-"));
  const level = readRepoJson("levels/reactor/06-rule-events.json");
  level.meta.id = HOSTILE.slice(0, 40);
  writeFileSync(join(dir, "reactor.json"), JSON.stringify(level));
  mcp = await connectMcp(["--allow-dir", dir]);
});
afterAll(async () => {
  await mcp?.close();
});

describe("rulekit mcp: no text for the host can drive its terminal", () => {
  it("names from a log or a level reach the texts escaped, and the structured answer keeps their value", async () => {
    const log = JSON.parse(
      readFileSync(join(REPO_ROOT, "packages/card-combat/test/fixtures/match-log.golden.json"), "utf8"),
    );
    log.setup.sides[0].name = HOSTILE;
    const calls = [
      ["cards_match_summary", { log, at: 0 }],
      ["cards_legal_commands", { log, at: 0 }],
      ["reactor_forecast", { level: join(dir, "reactor.json") }],
    ] as const;
    for (const [name, args] of calls) {
      const result = await mcp.client.callTool({ name, arguments: args });
      expect(result.isError, name).toBeFalsy();
      const [words, json] = textsOf(result);
      expect(words, name).toMatch(/Evil\\x1b\[2J/);
      for (const text of textsOf(result)) expect(rawControlIn(text), `${name}: ${text}`).toBeNull();
      // The JSON block is still the structured answer, value for value (the escapes are JSON's own).
      expect(JSON.parse(json!)).toEqual(result.structuredContent);
    }
    const summary = await mcp.client.callTool({ name: "cards_match_summary", arguments: { log, at: 0 } });
    expect((summary.structuredContent as any).result.match.players[0].name).toBe(HOSTILE);
  });

  it("errors that echo an agent's argument (a file path, an unknown key, a tool name) are escaped too", async () => {
    const calls: [string, Record<string, unknown>][] = [
      ["shell_tide_snapshot", { levelFile: `${HOSTILE}.json` }],
      ["reactor_view", { level: join(dir, `${HOSTILE}.json`) }],
      ["shell_tide_snapshot", { level: 3, [HOSTILE]: 1 }],
      [HOSTILE, {}],
    ];
    for (const [name, args] of calls) {
      const result = await mcp.client.callTool({ name, arguments: args });
      expect(result.isError, JSON.stringify(args)).toBe(true);
      const [text] = textsOf(result);
      expect(text).toMatch(/Evil\\x1b/);
      expect(rawControlIn(text!), text).toBeNull();
    }
    await expect(
      mcp.client.getPrompt({ name: "shell_tide_coach", arguments: { level: HOSTILE } }),
    ).rejects.toSatisfy((error: Error) => /Evil|level/.test(error.message) && !rawControlIn(error.message));
    await expect(
      mcp.client.readResource({ uri: `rulekit://${encodeURIComponent(HOSTILE)}` }),
    ).rejects.toSatisfy((error: Error) => rawControlIn(error.message) === null);
  });
});
