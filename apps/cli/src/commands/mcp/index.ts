import { resolve } from "node:path";
import type { Command } from "commander";
import { usageError } from "../../io/errors.js";
import { defaultDataDir } from "../../io/shipped-data.js";
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
    .option(
      "--allow-dir <dir>",
      "a folder whose files the tools may read (levelFile, Reactor level, Cards logFile), besides the pack and the levels folder; repeatable",
      (dir: string, dirs: string[]) => [...dirs, dir],
      [] as string[],
    )
    .option(
      "--game-session <file>",
      "the game host's attempt file ({ level, moves }): the only attempt the hint answers with solver knowledge",
    )
    .addHelpText(
      "after",
      "\nSpeaks JSON-RPC on stdin/stdout until stdin closes; see docs/mcp.md for the host configuration, what the\nserver guarantees and every tool.",
    )
    .action(async (options: { pack?: string; allowDir: string[]; gameSession?: string }) => {
      const packDir = options.pack ?? defaultPackDir();
      checkPackDir(packDir);
      for (const dir of options.allowDir) checkAllowedDir(dir);
      await serveStdio({
        packDir,
        levelsDir: defaultDataDir(""),
        allowDirs: options.allowDir.map((dir) => resolve(dir)),
        ...(options.gameSession ? { gameSession: resolve(options.gameSession) } : {}),
      });
    });
}

/** An --allow-dir must be a folder: anything else is refused at start, not when a tool reads. */
function checkAllowedDir(dir: string): void {
  try {
    checkPackDir(dir);
  } catch {
    throw usageError(`--allow-dir: ${dir} is not a directory`, undefined, {
      code: "not_a_directory",
      path: dir,
    });
  }
}
