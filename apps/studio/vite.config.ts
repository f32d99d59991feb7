import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

// Workspace engines are compiled from source through the "@rulekit/source" export condition, so
// the studio never runs a stale dist/. Level files are read from the repository's levels/ folder.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["@rulekit/source", "module", "browser", "development|production"] },
  server: { fs: { allow: [repoRoot] } },
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 2000 },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
});
