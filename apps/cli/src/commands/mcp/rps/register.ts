import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerReadOnlyTool } from "../tool.js";
import { botRequestTool, legalMovesTool } from "./tools.js";

export function registerRpsTools(server: McpServer): void {
  registerReadOnlyTool(server, botRequestTool);
  registerReadOnlyTool(server, legalMovesTool);
}
