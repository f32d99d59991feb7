import { defineConfig } from "@playwright/test";
import { freePort } from "./e2e/serve-process.ts";

// The e2e server's port: asked once, in the runner process, and kept in the environment so the workers
// (which load this file again) use the same one; a fixed port would make two runs side by side, or any
// other program on that port, fail the suite.
process.env.RULEKIT_E2E_PORT ??= String(freePort());
/** Port of the e2e server: `RULEKIT_E2E_PORT` if set, otherwise a free one (never `pnpm start`'s 4173). */
export const E2E_PORT = Number(process.env.RULEKIT_E2E_PORT);
/** Which build to serve (several people can build and test side by side with their own outDir). */
const DIST = process.env.RULEKIT_STUDIO_DIST ?? "dist";
/** Results and reports per build dir, so side-by-side runs never write into each other's folders. */
const RESULTS = DIST === "dist" ? "e2e/artifacts" : `e2e/artifacts/${DIST}`;

// Debian's chromium, never a downloaded browser (downloads do not work on these machines).
export default defineConfig({
  testDir: "e2e",
  outputDir: `${RESULTS}/results`,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["html", { outputFolder: `${RESULTS}/report`, open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `pnpm exec vite preview --host 127.0.0.1 --port ${E2E_PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
