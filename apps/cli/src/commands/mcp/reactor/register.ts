import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpContext } from "../context.js";
import { registerReadOnlyTool } from "../tool.js";
import { forecastTool, legalActionsTool, viewTool } from "./tools.js";

export function registerReactorTools(server: McpServer, context: McpContext): void {
  registerReadOnlyTool(server, viewTool(context));
  registerReadOnlyTool(server, forecastTool(context));
  registerReadOnlyTool(server, legalActionsTool(context));
}
