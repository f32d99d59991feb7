import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { ErrorCode, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import pkg from "../../../package.json" with { type: "json" };
import { registerCardsTools } from "./cards/register.js";
import { type McpOptions, mcpContext } from "./context.js";
import { answerSink, flowControl } from "./flow-control.js";
import { inertReplies } from "./inert-replies.js";
import { registerCoachPrompt } from "./prompt.js";
import { refuseProtoKey } from "./proto-key.js";
import { registerReactorTools } from "./reactor/register.js";
import { boundedLines, MAX_REQUEST_BYTES, type RequestId } from "./request-lines.js";
import { registerResources } from "./resources/register.js";
import { registerRpsTools } from "./rps/register.js";
import { registerShellTideTools } from "./shell-tide/register.js";
import { listToolsOnce } from "./tool-list.js";

export type { McpOptions } from "./context.js";

/**
 * The rulekit MCP server: every engine's read-only tools, the coach resources and the coach prompt.
 * With `listOnce`, `tools/list` is answered from the list built on its first call (listToolsOnce).
 */
export function createServer(options: McpOptions, { listOnce = false } = {}): McpServer {
  const context = mcpContext(options);
  const server = new McpServer(
    { name: "rulekit", title: "Rulekit Rule Analyzers", version: pkg.version },
    {
      instructions:
        'Read-only tools over the Rulekit engines: the Shell Tide Rule Analyzer for coach agents (start with the shell_tide_coach prompt and the rulekit://shell-tide resources), Reactor, RPS grid and card combat. Every tool answers about the state in its arguments (or, for Shell Tide without one, the game session of the host); a status "unknown" answer means the state was missing or contradictory: do not guess. Files are read only inside the folders the host allowed.',
    },
  );
  const registerTools = () => {
    registerShellTideTools(server, context);
    registerReactorTools(server, context);
    registerRpsTools(server);
    registerCardsTools(server, context);
  };
  if (listOnce) listToolsOnce(server, registerTools);
  else registerTools();
  registerResources(server);
  registerCoachPrompt(server);
  return server;
}

/**
 * Serves over stdin/stdout until the client closes stdin. Stdout carries only JSON-RPC; anything for
 * people goes to stderr. A message over {@link MAX_REQUEST_BYTES} is refused (JSON-RPC "Invalid
 * Request", with its id when it can be seen) and skipped, never read into memory. `tools/list` is
 * answered from the list built on its first call.
 */
export async function serveStdio(options: McpOptions): Promise<void> {
  const server = createServer(options, { listOnce: true });
  const lines = boundedLines(process.stdin, (id, bytes) => void refuseTooLarge(id, bytes));
  // Lines reach the transport whole and bounded; its own limit only has to let one through.
  const transport = inertReplies(
    new StdioServerTransport(lines, answerSink(process.stdout), {
      maxBufferSize: 2 * (MAX_REQUEST_BYTES + 1),
    }),
  );
  const refuseTooLarge = (id: RequestId, bytes: number) =>
    transport.send({
      jsonrpc: "2.0",
      id,
      error: {
        code: ErrorCode.InvalidRequest,
        message: `request too large: ${bytes} bytes on one line, more than the ${MAX_REQUEST_BYTES / 1024 / 1024} MiB a message may be; nothing was done (give a large level or log as a file in a folder the host allowed: levelFile, level, logFile)`,
      },
    } as JSONRPCMessage);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
  });
  await server.connect(transport);
  refuseProtoKey(transport);
  flowControl(transport, process.stdin, process.stdout);
  lines.once("end", () => void server.close());
  await closed;
}
