import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { expect } from "vitest";
import { CLI_BIN, REPO_ROOT } from "../../helpers/run-cli.js";

export interface McpSession {
  client: Client;
  /** What the server wrote on stderr so far. */
  stderr: () => string;
  close: () => Promise<void>;
}

/** Spawns the built `rulekit mcp` as a host would (a real process over stdio) and connects the SDK's client. */
export async function connectMcp(args: string[] = [], cwd = REPO_ROOT): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI_BIN, "mcp", ...args],
    cwd,
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: "rulekit-mcp-test", version: "0.0.0" });
  await client.connect(transport);
  // The client checks every structured answer against the tool's output schema once it has the list.
  await client.listTools();
  return { client, stderr: () => stderr, close: () => client.close() };
}

export interface ToolAnswer {
  status: "known" | "unknown";
  result?: any;
  unknown?: { code: string; reason: string; message: string };
}

export interface CallOutcome {
  answer: ToolAnswer;
  /** Every text block of the result, joined. */
  text: string;
}

/** Calls a tool that must answer (not an MCP error); returns its structured answer and its texts. */
export async function call(
  session: McpSession,
  name: string,
  args: Record<string, unknown>,
): Promise<CallOutcome> {
  const result = await session.client.callTool({ name, arguments: args });
  const text = (result.content as { type: string; text?: string }[]).map((c) => c.text ?? "").join("\n");
  expect(result.isError, `${name} ${JSON.stringify(args)} → ${text}`).toBeFalsy();
  const answer = result.structuredContent as unknown as ToolAnswer;
  // The JSON text block is the structured answer itself (for hosts that only read text).
  expect(JSON.parse((result.content as { text: string }[])[1]!.text)).toEqual(answer);
  return { answer, text };
}

/** A known answer's result. */
export async function known(session: McpSession, name: string, args: Record<string, unknown>): Promise<any> {
  const { answer } = await call(session, name, args);
  expect(answer.status, JSON.stringify(answer.unknown)).toBe("known");
  expect(answer.unknown).toBeUndefined();
  return answer.result;
}

/** A tool call that must fail as an MCP tool error; returns its one-line text. */
export async function toolError(session: McpSession, name: string, args: unknown): Promise<string> {
  const result = await session.client.callTool({ name, arguments: args as Record<string, unknown> });
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  const text = (result.content as { text: string }[])[0]!.text;
  expect(text).not.toMatch(/\n\s+at /);
  return text;
}
