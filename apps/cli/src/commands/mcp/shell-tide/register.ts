import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerReadOnlyTool } from "../tool.js";
import { dualPreviewTool, levelsTool, snapshotTool } from "./board-tools.js";
import { hintTool, nearMissTool, ratingBandsTool } from "./coach-tools.js";

/** The Shell Tide tools; `packDir` is the pack that `level: N` names. */
export function registerShellTideTools(server: McpServer, packDir: string): void {
  registerReadOnlyTool(server, levelsTool(packDir));
  registerReadOnlyTool(server, snapshotTool(packDir));
  registerReadOnlyTool(server, dualPreviewTool(packDir));
  registerReadOnlyTool(server, hintTool(packDir));
  registerReadOnlyTool(server, nearMissTool(packDir));
  registerReadOnlyTool(server, ratingBandsTool(packDir));
}
