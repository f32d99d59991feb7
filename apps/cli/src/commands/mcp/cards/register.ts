import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpContext } from "../context.js";
import { registerReadOnlyTool } from "../tool.js";
import { legalCommandsTool, matchSummaryTool } from "./tools.js";

export function registerCardsTools(server: McpServer, context: McpContext): void {
  registerReadOnlyTool(server, legalCommandsTool(context));
  registerReadOnlyTool(server, matchSummaryTool(context));
}
