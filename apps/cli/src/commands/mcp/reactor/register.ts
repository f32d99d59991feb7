import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerReadOnlyTool } from "../tool.js";
import { forecastTool, legalActionsTool, viewTool } from "./tools.js";

export function registerReactorTools(server: McpServer): void {
  registerReadOnlyTool(server, viewTool);
  registerReadOnlyTool(server, forecastTool);
  registerReadOnlyTool(server, legalActionsTool);
}
