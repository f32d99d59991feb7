import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Each engine package in a chunk of its own (`engine-<name>-[hash].js`), so a route loads only the engine
 * it uses and a test can tell which engines a page loaded. Shared code (core, zod, React) splits naturally.
 */
function engineChunk(id: string): string | null {
  const match = /[\\/]packages[\\/](shell-tide|card-combat|rps-grid|reactor)[\\/]src[\\/]/.exec(id);
  return match ? `engine-${match[1]}` : null;
}
/** What every engine shares (the core package and zod): one chunk, never folded into one engine's. */
const SHARED_BY_ENGINES = /[\\/]packages[\\/]core[\\/]src[\\/]|[\\/]node_modules[\\/](\.pnpm[\\/])?zod[@\\/]/;

// Workspace engines are compiled from source through the "@rulekit/source" export condition, so
// the studio never runs a stale dist/. Level files are read from the repository's levels/ folder.
// No source maps are built: nothing in dist/ is for the users' browsers but the app itself.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["@rulekit/source", "module", "browser", "development|production"] },
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir: "dist",
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "engine-core", test: SHARED_BY_ENGINES, priority: 2 },
            { name: engineChunk, debugName: "engines", priority: 1 },
          ],
        },
      },
    },
  },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
});
