import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerReadOnlyTool } from "../tool.js";
import { legalCommandsTool, matchSummaryTool } from "./tools.js";

export function registerCardsTools(server: McpServer): void {
  registerReadOnlyTool(server, legalCommandsTool);
  registerReadOnlyTool(server, matchSummaryTool);
}
