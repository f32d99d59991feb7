import { ReadableFolders } from "./files.js";

/** What the host chose when it started the server (flags of `rulekit mcp`). */
export interface McpOptions {
  /** The Shell Tide pack that `level: N` names. */
  packDir: string;
  /** More folders whose files the tools may read (`--allow-dir`), besides the pack and the levels folder. */
  allowDirs?: readonly string[];
  /** The shipped (or the working directory's) levels folder: Reactor levels, RuleSets, card content. */
  levelsDir: string;
  /**
   * The game host's attempt file (`--game-session`): the one attempt the hint answers with solver
   * knowledge. The agent cannot name it or add moves to it; the game host rewrites it as the player plays.
   */
  gameSession?: string;
}

/** The options every tool reads: the pack, the folders it may read files from, the game session. */
export interface McpContext {
  packDir: string;
  files: ReadableFolders;
  gameSession: string | null;
}

export function mcpContext(options: McpOptions): McpContext {
  return {
    packDir: options.packDir,
    files: new ReadableFolders([options.packDir, options.levelsDir, ...(options.allowDirs ?? [])]),
    gameSession: options.gameSession ?? null,
  };
}
