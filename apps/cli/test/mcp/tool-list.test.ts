import { spawn } from "node:child_process";
import { join } from "node:path";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createServer } from "../../src/commands/mcp/server.js";
import { listToolsOnce } from "../../src/commands/mcp/tool-list.js";
import { CLI_BIN, REPO_ROOT } from "../helpers/run-cli.js";

/** The options `rulekit mcp` starts with in the repository (its pack and levels folder). */
const OPTIONS = {
  packDir: join(REPO_ROOT, "levels/shell-tide/full-rescue-v2"),
  levelsDir: join(REPO_ROOT, "levels"),
};
const INITIALIZE = {
  protocolVersion: "2025-06-18",
  capabilities: {},
  clientInfo: { name: "tool-list-test", version: "0" },
};

type Answer = JSONRPCMessage & { id: number; result: { tools: { name: string }[] } };

/**
 * A server in this process behind the SDK's in-memory transport, asked with raw JSON-RPC messages:
 * the answers arrive as the objects the server sent (no copy, no parse), so two answers can be
 * compared by identity. `notices` collects the notifications the server sends.
 */
async function inProcess(server: McpServer) {
  const [client, transport] = InMemoryTransport.createLinkedPair();
  const waiting = new Map<number, (answer: Answer) => void>();
  const notices: string[] = [];
  client.onmessage = (message) => {
    if ("id" in message && waiting.has(message.id as number))
      waiting.get(message.id as number)!(message as Answer);
    else if ("method" in message) notices.push(message.method);
  };
  await server.connect(transport);
  await client.start();
  let lastId = 0;
  const request = (method: string, params?: Record<string, unknown>) => {
    const id = ++lastId;
    const answer = new Promise<Answer>((resolve) => waiting.set(id, resolve));
    void client.send({ jsonrpc: "2.0", id, method, ...(params ? { params } : {}) });
    return answer;
  };
  await request("initialize", INITIALIZE);
  await client.send({ jsonrpc: "2.0", method: "notifications/initialized" });
  return { request, notices, close: () => server.close() };
}

/** The SDK's own tools/list answer (a server without listToolsOnce), asked twice. */
async function sdkAnswers(): Promise<[Answer, Answer]> {
  const session = await inProcess(createServer(OPTIONS));
  const answers: [Answer, Answer] = [
    await session.request("tools/list"),
    await session.request("tools/list"),
  ];
  await session.close();
  return answers;
}

describe("rulekit mcp: tools/list answered from one list", () => {
  it("answers every call with the same list, equal to the SDK's own answer", async () => {
    const [sdk, sdkAgain] = await sdkAnswers();
    // The SDK converts every schema again on each call: a new list each time.
    expect(sdkAgain.result).not.toBe(sdk.result);
    expect(JSON.stringify(sdkAgain.result)).toBe(JSON.stringify(sdk.result));

    const server = createServer(OPTIONS, { listOnce: true });
    const session = await inProcess(server);
    const first = await session.request("tools/list");
    const later = await Promise.all([1, 2, 3].map(() => session.request("tools/list")));
    expect(JSON.stringify(first.result)).toBe(JSON.stringify(sdk.result));
    for (const answer of later) expect(answer.result).toBe(first.result);
    await session.close();
  });

  it("builds the list again when the tools change, as the client is told", async () => {
    const server = createServer(OPTIONS, { listOnce: true });
    const session = await inProcess(server);
    const names = async () => (await session.request("tools/list")).result.tools.map((t) => t.name);
    const before = await names();
    expect(before).toContain("shell_tide_hint");

    const added = server.registerTool(
      "probe_added",
      { description: "added after the first list", inputSchema: z.object({}) },
      () => ({ content: [] }),
    );
    expect(await names()).toEqual([...before, "probe_added"]);
    added.remove();
    expect(await names()).toEqual(before);
    expect(session.notices.filter((m) => m === "notifications/tools/list_changed")).toHaveLength(2);
    await session.close();
  });

  it("takes the SDK's handler through its public setRequestHandler, and leaves that method as it was", async () => {
    const server = createServer(OPTIONS, { listOnce: true });
    expect(Object.hasOwn(server.server, "setRequestHandler")).toBe(false);
    // the handlers set beside it while the tools were registered still answer: a tool call
    const session = await inProcess(server);
    const call = (await session.request("tools/call", {
      name: "rps_legal_moves",
      arguments: { rules: "classic", seed: "s", moves: [] },
    })) as unknown as { result: { isError?: boolean; content: { type: string }[] } };
    expect(call.result.isError ?? false).toBe(false);
    expect(call.result.content[0]?.type).toBe("text");
    await session.close();
  });

  it("refuses a server whose tools set no tools/list handler, rather than serve without the cache", () => {
    const bare = new McpServer({ name: "bare", version: "0" });
    expect(() => listToolsOnce(bare, () => {})).toThrow(/set no tools\/list handler/);
    expect(Object.hasOwn(bare.server, "setRequestHandler")).toBe(false);
  });

  it("the stdio server (the built CLI) answers every tools/list with the bytes of the SDK's own answer", async () => {
    const [sdk] = await sdkAnswers();
    /** The line the SDK's stdio transport writes for `sdk` with another id. */
    const expected = (id: number) => JSON.stringify({ ...sdk, id });

    const child = spawn(process.execPath, [CLI_BIN, "mcp"], {
      cwd: REPO_ROOT,
      stdio: ["pipe", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.stdin.on("error", () => {});
    const lines: string[] = [];
    let rest = "";
    let wake = () => {};
    child.stdout.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split("\n");
      rest = parts.pop()!;
      lines.push(...parts);
      wake();
    });
    const linesUntil = (count: number) =>
      new Promise<void>((resolve) => {
        wake = () => lines.length >= count && resolve();
        wake();
      });
    const send = (message: Record<string, unknown>) =>
      child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);

    send({ id: 0, method: "initialize", params: INITIALIZE });
    send({ method: "notifications/initialized" });
    await linesUntil(1);
    // One at a time (the first builds the list), then 40 at once (through the flow control's queue).
    for (let id = 1; id <= 3; id++) {
      send({ id, method: "tools/list" });
      await linesUntil(1 + id);
    }
    for (let id = 4; id <= 43; id++) send({ id, method: "tools/list" });
    await linesUntil(44);
    child.stdin.end();
    expect(await exited).toBe(0);

    const answers = lines.slice(1);
    const ids = answers.map((line) => (JSON.parse(line) as { id: number }).id);
    expect(ids.sort((a, b) => a - b)).toEqual(Array.from({ length: 43 }, (_, i) => i + 1));
    for (const line of answers) {
      const { id } = JSON.parse(line) as { id: number };
      // Not toBe on the 140 KB line: a failure would print both.
      expect(line === expected(id), `the answer to request ${id} differs from the SDK's`).toBe(true);
    }
    expect(sdk.result.tools.length).toBeGreaterThan(10);
  }, 120_000);
});
