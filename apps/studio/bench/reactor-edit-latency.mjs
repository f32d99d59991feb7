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
// A frame loop for the whole run: headless Chromium may not schedule a frame for a lone
// requestAnimationFrame for seconds, which would measure its scheduler rather than the editor.
await page.evaluate(() => {
  const loop = (at) => {
    const after = window.__afterFrame;
    if (after) {
      window.__afterFrame = null;
      if (!after(at)) window.__afterFrame = after;
    }
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
});
const times = [];
for (let i = 0; i < clicks; i++) {
  const x = 5 + (i % 20),
    y = 20 + Math.floor(i / 20);
  const cell = page.getByTestId(`cell-${x}-${y}`);
  // pointerdown → the cell shows the wall (React may replace the cell's element, so the whole page is
  // watched) → the frame after it is painted. An edit that never shows within 10 s fails the run.
  const waited = page.evaluate(
    ([cx, cy]) =>
      new Promise((resolve, reject) => {
        const painted = () =>
          document.querySelector(`[data-testid="cell-${cx}-${cy}"]`)?.getAttribute("data-terrain") === "wall";
        let start = 0;
        addEventListener(
          "pointerdown",
          () => {
            start = performance.now();
          },
          { once: true, capture: true },
        );
        const timer = setTimeout(() => reject(new Error(`cell ${cx},${cy} never showed the wall`)), 10_000);
        const observer = new MutationObserver(() => {
          if (!painted()) return;
          observer.disconnect();
          clearTimeout(timer);
          // The next frame the page's frame loop sees after the change is the one that shows it.
          const committed = performance.now();
          window.__afterFrame = (frameAt) => {
            if (frameAt < committed) return false;
            resolve(performance.now() - start);
            return true;
          };
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ["data-terrain"],
        });
      }),
    [x, y],
  );
  // The listeners are in place before the click (evaluate has started running in the page).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  // The panels beside the map grow and shrink as the checks come back: click where the cell is now.
  let at = null;
  for (let tries = 0; !at && tries < 50; tries++) {
    await cell.scrollIntoViewIfNeeded();
    const box = await cell.boundingBox();
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const hits = await cell.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), point);
    if (hits) at = point;
  }
  if (!at) throw new Error(`cell ${x},${y} is never under the pointer`);
  await page.mouse.click(at.x, at.y);
  times.push(await waited);
}
await browser.close();
if (process.env.EDIT_TIMES) console.log(times.map((t) => t.toFixed(0)).join(" "));
times.sort((a, b) => a - b);
const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
console.log(
  `machine: ${cpus()[0]?.model} × ${cpus().length} · ${new Date().toISOString().slice(0, 10)} · ${clicks} edits`,
);
console.log(`edit → frame on screen: median ${q(0.5)} ms · p95 ${q(0.95)} ms · max ${q(1)} ms`);
