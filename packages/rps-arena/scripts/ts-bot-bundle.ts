import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const TS_BOT_ENTRY = `${REPO_ROOT}bots/ts-greedy/src/main.ts`;
export const TS_BOT_OUTPUT = `${REPO_ROOT}bots/ts-greedy/bot/main.js`;

/**
 * Bundles the TypeScript greedy bot (bots/ts-greedy/src/main.ts + the engine's greedyMove) into
 * one self-contained CommonJS file that runs in the sandbox without node_modules, formatted by
 * Biome like every other file of the repository.
 */
export async function bundleTsBot(): Promise<string> {
  const result = await build({
    entryPoints: [TS_BOT_ENTRY],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    write: false,
    platform: "node",
    target: "node20",
    format: "cjs",
    conditions: ["@rulekit/source"],
    nodePaths: [fileURLToPath(new URL("../node_modules", import.meta.url))],
    legalComments: "none",
    banner: {
      js: "// Generated from bots/ts-greedy/src/main.ts by `pnpm --filter @rulekit/rps-arena build:ts-bot`; do not edit.",
    },
    logLevel: "silent",
  });
  const formatted = spawnSync(
    `${REPO_ROOT}node_modules/.bin/biome`,
    ["format", `--stdin-file-path=${TS_BOT_OUTPUT}`],
    { input: result.outputFiles[0]!.text, encoding: "utf8", cwd: REPO_ROOT },
  );
  if (formatted.status !== 0) throw new Error(`biome format failed: ${formatted.stderr}`);
  return formatted.stdout;
}
