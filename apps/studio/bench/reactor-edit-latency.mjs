// Time from a click that paints one cell of a 64×64 Reactor level to the next frame showing it:
//   node bench/reactor-edit-latency.mjs http://127.0.0.1:4173 [clicks]
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:4173";
const clicks = Number(process.argv[3] ?? 60);
const size = 64;
const level = {
  format: "reactor-maintenance-level",
  version: 1,
  meta: { id: "bench", title: "Bench 64", description: "" },
  width: size,
  height: size,
  terrain: Array.from({ length: size }, () => ".".repeat(size)),
  networks: {
    fuel: Array.from({ length: size }, (_, y) => (y % 4 === 0 ? "+".repeat(size) : ".".repeat(size))),
    coolant: Array.from({ length: size }, () => ".".repeat(size)),
    electricity: Array.from({ length: size }, () => ".".repeat(size)),
  },
  hazards: Array.from({ length: 120 }, (_, i) => ({
    at: { x: 2 + (i % 60), y: 10 + 4 * Math.floor(i / 60) },
    heat: 4,
  })),
  props: [],
  leaks: [],
  robot: { at: { x: 0, y: 1 }, inventory: [], heatImmunity: 0 },
  events: [],
  diagnosticsUnlocked: false,
};
writeFileSync("/tmp/reactor-bench-64.json", JSON.stringify(level));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto(`${base}/reactor`);
await page.getByTestId("open-file").setInputFiles("/tmp/reactor-bench-64.json");
await page.getByTestId("level-title").filter({ hasText: "Bench 64" }).waitFor();
await page.keyboard.press("w");
const times = [];
for (let i = 0; i < clicks; i++) {
  const x = 5 + (i % 20),
    y = 20 + Math.floor(i / 20);
  const cell = page.getByTestId(`cell-${x}-${y}`);
  await cell.scrollIntoViewIfNeeded();
  const box = await cell.boundingBox();
  // pointerdown → the cell's data-terrain flips → the frame after it is painted.
  const waited = page.evaluate(
    ([cx, cy]) =>
      new Promise((resolve) => {
        const el = document.querySelector(`[data-testid="cell-${cx}-${cy}"]`);
        let start = 0;
        addEventListener(
          "pointerdown",
          () => {
            start = performance.now();
          },
          { once: true, capture: true },
        );
        new MutationObserver((_, obs) => {
          obs.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        }).observe(el, { attributes: true, attributeFilter: ["data-terrain"] });
      }),
    [x, y],
  );
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  times.push(await waited);
}
await browser.close();
times.sort((a, b) => a - b);
const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
console.log(
  `machine: ${cpus()[0]?.model} × ${cpus().length} · ${new Date().toISOString().slice(0, 10)} · ${clicks} edits`,
);
console.log(`edit → frame on screen: median ${q(0.5)} ms · p95 ${q(0.95)} ms · max ${q(1)} ms`);
