// Initial script size per route, gzipped, as the browser loads it from the built studio:
//   node bench/route-sizes.mjs http://127.0.0.1:4173   (a `vite preview` of dist/ must be running)
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:4173";
const routes = ["/", "/shell-tide/play", "/cards", "/rps", "/rps/rules", "/reactor", "/reactor/play"];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
console.log("| route | scripts | gzipped kB |\n| --- | --: | --: |");
for (const route of routes) {
  const page = await browser.newPage();
  const bodies = [];
  page.on("response", async (r) => {
    if (r.request().resourceType() === "script")
      bodies.push(r.body().then((b) => gzipSync(b, { level: 9 }).length));
  });
  await page.goto(base + route, { waitUntil: "networkidle" });
  const sizes = await Promise.all(bodies);
  console.log(`| \`${route}\` | ${sizes.length} | ${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1)} |`);
  await page.close();
}
await browser.close();
