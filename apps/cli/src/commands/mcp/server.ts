import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import pkg from "../../../package.json" with { type: "json" };
import { registerCardsTools } from "./cards/register.js";
import { type McpOptions, mcpContext } from "./context.js";
import { registerCoachPrompt } from "./prompt.js";
import { registerReactorTools } from "./reactor/register.js";
import { registerResources } from "./resources/register.js";
import { registerRpsTools } from "./rps/register.js";
import { registerShellTideTools } from "./shell-tide/register.js";

export type { McpOptions } from "./context.js";

/** The rulekit MCP server: every engine's read-only tools, the coach resources and the coach prompt. */
export function createServer(options: McpOptions): McpServer {
  const context = mcpContext(options);
  const server = new McpServer(
    { name: "rulekit", title: "Rulekit Rule Analyzers", version: pkg.version },
    {
      instructions:
        'Read-only tools over the Rulekit engines: the Shell Tide Rule Analyzer for coach agents (start with the shell_tide_coach prompt and the rulekit://shell-tide resources), Reactor, RPS grid and card combat. Every tool answers about the state in its arguments (or, for Shell Tide without one, the game session of the host); a status "unknown" answer means the state was missing or contradictory: do not guess. Files are read only inside the folders the host allowed.',
    },
  );
  registerShellTideTools(server, context);
  registerReactorTools(server, context);
  registerRpsTools(server);
  registerCardsTools(server, context);
  registerResources(server);
  registerCoachPrompt(server);
  return server;
}

/**
 * Serves over stdin/stdout until the client closes stdin. Stdout carries only JSON-RPC; anything for
 * people goes to stderr.
 */
export async function serveStdio(options: McpOptions): Promise<void> {
  const server = createServer(options);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  await server.connect(transport);
  process.stdin.once("end", () => void server.close());
  await closed;
}
