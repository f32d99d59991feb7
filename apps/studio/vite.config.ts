import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { shellTidePack } from "./vite/shell-tide-pack.ts";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Each engine package in a chunk of its own (`engine-<name>-[hash].js`), so a route loads only the engine
 * it uses and a test can tell which engines a page loaded. Shell Tide's level parser stays out of it: the
 * studio's pack is parsed at build time, so only the levels page loads the parser, when a file is opened.
 */
function engineChunk(id: string): string | null {
  if (/[\\/]packages[\\/]shell-tide[\\/]src[\\/]level[\\/](schema|parse-level)\.ts$/.test(id)) return null;
  const match = /[\\/]packages[\\/](shell-tide|card-combat|rps-grid|reactor)[\\/]src[\\/]/.exec(id);
  return match ? `engine-${match[1]}` : null;
}
/** zod and the core's zod helpers: a chunk of their own, loaded by the pages that parse (not every page). */
const ZOD =
  /[\\/]packages[\\/]core[\\/]src[\\/]parse-with\.ts$|[\\/]node_modules[\\/](\.pnpm[\\/])?zod[@\\/]/;
/**
 * What every engine shares (the core package but its zod helpers): one chunk, never folded into one
 * engine's. It outranks the zod group, which would otherwise take the core modules parse-with.ts imports.
 */
const SHARED_BY_ENGINES = (id: string) => /[\\/]packages[\\/]core[\\/]src[\\/]/.test(id) && !ZOD.test(id);

// Workspace engines are compiled from source through the "@rulekit/source" export condition, so
// the studio never runs a stale dist/. Level files are read from the repository's levels/ folder.
// No source maps are built: nothing in dist/ is for the users' browsers but the app itself.
export default defineConfig({
  plugins: [
    react(),
    shellTidePack({
      levelsDir: `${repoRoot}levels/shell-tide/full-rescue-v2`,
      conditions: ["@rulekit/source", "import", "module", "default"],
    }),
  ],
  resolve: { conditions: ["@rulekit/source", "module", "browser", "development|production"] },
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir: "dist",
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "engine-core", test: SHARED_BY_ENGINES, priority: 3 },
            { name: "zod", test: ZOD, priority: 2 },
            { name: engineChunk, debugName: "engines", priority: 1 },
          ],
        },
      },
    },
  },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
});
