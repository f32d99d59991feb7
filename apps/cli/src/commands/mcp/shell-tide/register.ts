import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpContext } from "../context.js";
import { registerReadOnlyTool } from "../tool.js";
import { dualPreviewTool, levelsTool, snapshotTool } from "./board-tools.js";
import { hintTool, nearMissTool, ratingBandsTool } from "./coach-tools.js";

/** The Shell Tide tools: the pack that `level: N` names, the allowed folders, the game session. */
export function registerShellTideTools(server: McpServer, context: McpContext): void {
  registerReadOnlyTool(server, levelsTool(context));
  registerReadOnlyTool(server, snapshotTool(context));
  registerReadOnlyTool(server, dualPreviewTool(context));
  registerReadOnlyTool(server, hintTool(context));
  registerReadOnlyTool(server, nearMissTool(context));
  registerReadOnlyTool(server, ratingBandsTool(context));
}
