import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI_BIN, REPO_ROOT, runCli } from "../helpers/run-cli.js";
import { connectMcp, known, type McpSession, toolError } from "./helpers/mcp-client.js";

const TOOLS = [
  "shell_tide_levels",
  "shell_tide_snapshot",
  "shell_tide_dual_preview",
  "shell_tide_hint",
  "shell_tide_near_miss",
  "shell_tide_rating_bands",
  "reactor_view",
  "reactor_forecast",
  "reactor_legal_actions",
  "rps_bot_request",
  "rps_legal_moves",
  "cards_legal_commands",
  "cards_match_summary",
];

let mcp: McpSession;
beforeAll(async () => {
  mcp = await connectMcp();
});
afterAll(async () => {
  await mcp?.close();
});

describe("rulekit mcp: the server", () => {
  it("is listed by rulekit --help and has its own help", () => {
    expect(runCli(["--help"]).stdout).toMatch(/mcp\s+serve the Rule Analyzers/);
    const help = runCli(["mcp", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--pack <dir>");
    expect(help.stdout).toContain("docs/mcp.md");
  });

  it("names itself and lists every tool, each with an input and an output schema and read-only hints", async () => {
    expect(mcp.client.getServerVersion()?.name).toBe("rulekit");
    const { tools } = await mcp.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...TOOLS].sort());
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.inputSchema.type, tool.name).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      expect(Object.keys(tool.outputSchema?.properties ?? {}).sort(), tool.name).toEqual([
        "result",
        "status",
        "unknown",
      ]);
      expect(tool.annotations, tool.name).toMatchObject({
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      });
    }
    // The engines' own schemas are the inputs: a level, a Reactor action, a RuleSet, a card command.
    const input = (name: string) => JSON.stringify(tools.find((t) => t.name === name)!.inputSchema);
    expect(input("shell_tide_snapshot")).toContain('"finalTideSweep"');
    expect(input("reactor_forecast")).toContain('"InteractLeak"');
    expect(input("rps_bot_request")).toContain('"startingPositions"');
    expect(input("cards_match_summary")).toContain('"PlayCard"');
  });

  it("serves the coach resources: core rules, glossary (en, vi) and guardrails", async () => {
    const { resources } = await mcp.client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual([
      "rulekit://shell-tide/core-rules/en",
      "rulekit://shell-tide/core-rules/vi",
      "rulekit://shell-tide/glossary/en",
      "rulekit://shell-tide/glossary/vi",
      "rulekit://shell-tide/guardrails",
    ]);
    const read = async (uri: string) => {
      const { contents } = await mcp.client.readResource({ uri });
      expect(contents[0]).toMatchObject({ uri, mimeType: "text/markdown" });
      return (contents[0] as { text: string }).text;
    };
    expect(await read("rulekit://shell-tide/core-rules/en")).toContain("remainingStarfish === 0");
    expect(await read("rulekit://shell-tide/core-rules/vi")).toContain("Guardrails cho mọi Agent");
    const en = await read("rulekit://shell-tide/glossary/en");
    for (const term of [
      "Vortex point",
      "wet pit",
      "Center Lake",
      "Safe Water",
      "Final Tide Sweep",
      "STOP",
      "FLOW",
    ])
      expect(en).toContain(term);
    const vi = await read("rulekit://shell-tide/glossary/vi");
    for (const term of ["Xoáy Cứu Hộ", "Điểm Xoáy", "Hồ trung tâm", "Vùng Nước An Toàn", "Dòng Chảy"])
      expect(vi).toContain(term);
    const guardrails = await read("rulekit://shell-tide/guardrails");
    expect(guardrails).toContain("Never call a wet pit a Vortex");
    expect(guardrails).toContain("Không gọi Wet pit là Xoáy");
  });

  it("has a coach prompt that carries the guardrails in the player's language", async () => {
    const { prompts } = await mcp.client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(["shell_tide_coach"]);
    const text = async (args: Record<string, string>) => {
      const prompt = await mcp.client.getPrompt({ name: "shell_tide_coach", arguments: args });
      return (prompt.messages[0]!.content as { text: string }).text;
    };
    const en = await text({ level: "4" });
    expect(en).toContain("never play for them");
    expect(en).toContain('"level": 4');
    expect(en).toContain("Never give a full move sequence");
    expect(en).toContain("rulekit://shell-tide/glossary/en");
    const vi = await text({ locale: "vi" });
    expect(vi).toContain("không bao giờ chơi thay họ");
    expect(vi).toContain("không cung cấp full move sequence");
    expect(vi).toContain('"locale": "vi"');
    await expect(
      mcp.client.getPrompt({ name: "shell_tide_coach", arguments: { level: "11" } }),
    ).rejects.toThrow(/level/);
  });

  it("answers bad arguments with MCP errors and keeps serving", async () => {
    expect(await toolError(mcp, "shell_tide_snapshot", { level: "three" })).toMatch(
      /Input validation error.*level/,
    );
    expect(await toolError(mcp, "shell_tide_snapshot", { level: 11 })).toMatch(/Input validation error/);
    expect(await toolError(mcp, "shell_tide_dual_preview", { level: 1, node: 1, direction: "up" })).toMatch(
      /Input validation error.*direction/,
    );
    expect(await toolError(mcp, "shell_tide_snapshot", { levelJson: { id: "x", nodes: "none" } })).toMatch(
      /Input validation error.*nodes/,
    );
    expect(await toolError(mcp, "reactor_view", { level: 3 })).toMatch(/Input validation error/);
    expect(await toolError(mcp, "reactor_forecast", { level: "x.json", horizon: 51 })).toMatch(/horizon/);
    expect(await toolError(mcp, "rps_legal_moves", { rules: "chess", seed: "s" })).toMatch(/rules/);
    expect(await toolError(mcp, "rps_legal_moves", { rules: "classic", moves: [[1, 2, 3]] })).toMatch(
      /moves/,
    );
    expect(await toolError(mcp, "cards_match_summary", { at: -1 })).toMatch(/at/);
    expect(await toolError(mcp, "no_such_tool", {})).toMatch(/not found/);
    // Files that cannot be read or are not of the tool's kind: one line, a code, never the file's content.
    expect(await toolError(mcp, "shell_tide_snapshot", { levelFile: "levels/missing.json" })).toMatch(
      /^not_found: levelFile 'levels\/missing\.json': no such file/,
    );
    expect(
      await toolError(mcp, "shell_tide_snapshot", { levelFile: "levels/reactor/01-flow-and-consumers.json" }),
    ).toMatch(/^invalid_input: .*not a valid Shell Tide level/);
    expect(
      await toolError(mcp, "reactor_view", { level: "levels/reactor/invalid/malformed-v1.json" }),
    ).toMatch(/malformed-v1\.json/);
    expect(await toolError(mcp, "cards_match_summary", { logFile: "levels/reactor/pack.json" })).toMatch(
      /^invalid_input: .*is not a valid card-combat log/,
    );
    // Still serving after every one of them.
    expect((await known(mcp, "shell_tide_levels", {})).levels).toHaveLength(10);
    expect(mcp.stderr()).not.toMatch(/\n\s+at /);
  });

  it("writes only JSON-RPC on stdout, survives a broken line and exits 0 when stdin closes", async () => {
    const child = spawn(process.execPath, [CLI_BIN, "mcp"], {
      cwd: REPO_ROOT,
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const send = (message: unknown) => child.stdin.write(`${JSON.stringify(message)}\n`);
    const answered = (id: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (stdout.split("\n").some((line) => line.includes(`"id":${id}`))) resolve();
          else setTimeout(check, 20);
        };
        check();
      });
    send({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "0" } },
    });
    await answered(1);
    child.stdin.write("this is not json\n");
    send({ jsonrpc: "2.0", method: "notifications/initialized" });
    send({
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "shell_tide_levels", arguments: {} },
    });
    await answered(2);
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.stdin.end();
    expect(await exited).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(JSON.parse(line).jsonrpc).toBe("2.0");
    expect(JSON.parse(lines[1]!).result.structuredContent.status).toBe("known");
  });
});
