import type { Command } from "commander";
import { checkPackDir } from "../shell-tide/pack-files.js";
import { DEFAULT_PACK_HELP, defaultPackDir } from "../shell-tide/shared.js";
import { serveStdio } from "./server.js";

/** `rulekit mcp`: the Rule Analyzers as an MCP server over stdio, for coach agents and other hosts. */
export function registerMcp(program: Command): void {
  program
    .command("mcp")
    .description(
      "serve the Rule Analyzers to agents over MCP (stdio): read-only tools, coach resources, a coach prompt",
    )
    .option(
      "--pack <dir>",
      `the Shell Tide pack that 'level: N' names (${DEFAULT_PACK_HELP.replace("the pack directory (", "")}`,
    )
    .addHelpText(
      "after",
      "\nSpeaks JSON-RPC on stdin/stdout until stdin closes; see docs/mcp.md for the host configuration and every tool.",
    )
    .action(async (options: { pack?: string }) => {
      const packDir = options.pack ?? defaultPackDir();
      checkPackDir(packDir);
      await serveStdio({ packDir });
    });
}
