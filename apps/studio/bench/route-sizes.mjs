// Script size per route, gzipped, as the browser loads it from the built studio:
//   node bench/route-sizes.mjs http://127.0.0.1:4173   (a `vite preview` of dist/ must be running)
// "page" is every script of the page itself (the shell, the route's lazy chunks, its engine); "worker" the
// scripts of Web Workers the page starts after it is shown (validation, solver), counted apart.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:4173";
const routes = [
  "/",
  "/shell-tide/play",
  "/shell-tide/levels",
  "/cards",
  "/rps",
  "/rps/rules",
  "/reactor",
  "/reactor/play",
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const kB = (bytes) => (bytes / 1000).toFixed(1);
console.log("| route | page scripts | page gzipped kB | worker gzipped kB |\n| --- | --: | --: | --: |");
for (const route of routes) {
  const page = await browser.newPage();
  const workers = new Set();
  page.on("worker", (worker) => workers.add(worker.url()));
  const bodies = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script")
      bodies.push(r.body().then((b) => ({ url: r.url(), gz: gzipSync(b, { level: 9 }).length })));
  });
  await page.goto(base + route);
  // The route's own chunks load after the shell (lazy routes): wait for the page's heading, then quiet.
  await page.locator("main h1").first().waitFor();
  await page.waitForLoadState("networkidle");
  const sizes = await Promise.all(bodies);
  const own = sizes.filter((s) => !workers.has(s.url));
  const sum = (list) => list.reduce((a, s) => a + s.gz, 0);
  console.log(`| \`${route}\` | ${own.length} | ${kB(sum(own))} | ${kB(sum(sizes) - sum(own))} |`);
  await page.close();
}
await browser.close();
