import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "./fixtures.ts";

const LEVELS = fileURLToPath(new URL("../../../levels/reactor/", import.meta.url));
const tutorialJson = (name: string) => JSON.parse(readFileSync(`${LEVELS}${name}`, "utf8"));

/** Tutorial 1 without its coolant pump: the coolant jacket never produces and the deadline ends every line. */
function noCoolantFile(path: string): string {
  const data = tutorialJson("01-flow-and-consumers.json");
  data.meta.title = "No coolant";
  data.props = data.props.filter((p: { id: string }) => p.id !== "coolant-pump");
  writeFileSync(path, JSON.stringify(data));
  return path;
}

/**
 * The final shift without its power feed and without any deadline: it cannot be won, and the robot can
 * wander through hazards that keep changing, so the proof runs far longer than a test waits.
 */
function endlessFile(path: string): string {
  const data = tutorialJson("07-final-shift.json");
  data.meta.title = "Endless shift";
  data.props = data.props.filter((p: { id: string }) => p.id !== "power-feed");
  data.events = data.events.filter((e: { id: string }) => e.id === "burning-cable");
  writeFileSync(path, JSON.stringify(data));
  return path;
}

async function openLibrary(page: Page, name: string, title: string) {
  await page.getByTestId("library-select").selectOption(name);
  await page.getByTestId("open-library").click();
  await expect(page.getByTestId("level-title")).toHaveText(title);
}

const robotIn = (page: Page, x: number, y: number) =>
  page.getByTestId("prove-map").getByTestId(`cell-${x}-${y}`).locator('[data-layer="robot"]');

/** The robot's cell as the caption names it: "robot at (x,y)". */
async function captionRobot(page: Page): Promise<[number, number]> {
  const text = await page.getByTestId("prove-caption").textContent();
  const match = /robot at \((\d+),(\d+)\)/.exec(text ?? "");
  if (!match) throw new Error(`no robot position in "${text}"`);
  return [Number(match[1]), Number(match[2])];
}

test("Prove: a tutorial level's minimum, and the winning line played step by step on the map", async ({
  page,
  shot,
}) => {
  await page.goto("/reactor");
  // a blank level has no reactor: a validation error, so nothing to prove
  await page.getByTestId("new-level").click();
  await expect(page.getByTestId("prove-run")).toBeDisabled();
  await openLibrary(page, "02-junction-ratios.json", "2 · Junction ratios");
  await expect(page.getByTestId("prove-run")).toBeEnabled();
  await page.getByTestId("prove-run").click();
  await expect(page.getByTestId("prove-verdict")).toHaveText(
    "Winnable in 4 turns at the least, with 10 actions (EndTurn not counted).",
    { timeout: 60_000 },
  );
  await expect(page.getByTestId("prove-result")).toHaveAttribute("data-outcome", "won");
  await expect(page.getByTestId("prove-caption")).toContainText("Start (turn 1)");
  const [x0, y0] = await captionRobot(page);
  await expect(robotIn(page, x0, y0)).toHaveCount(1);

  await page.getByTestId("prove-next").click();
  await expect(page.getByTestId("prove-caption")).toContainText("Step 1 of 10 · turn 1, action 1 of 3: move");
  const [x1, y1] = await captionRobot(page);
  expect(Math.abs(x1 - x0) + Math.abs(y1 - y0)).toBe(1);
  await expect(robotIn(page, x1, y1)).toHaveCount(1);
  await expect(robotIn(page, x0, y0)).toHaveCount(0);
  await page.getByTestId("prove-prev").click();
  await expect(page.getByTestId("prove-caption")).toContainText("Start (turn 1)");

  await page.getByTestId("prove-play").click();
  await expect(page.getByTestId("prove-caption")).toContainText(
    "Step 10 of 10 · turn 4, action 1 of 1: activate the reactor",
    { timeout: 30_000 },
  );
  await expect(page.getByTestId("prove-caption")).toContainText("Won");
  await expect(page.getByTestId("prove-player")).toHaveAttribute("data-playing", "false");
  await shot("reactor-prove-witness");

  // A window resized across the phone limit and back keeps the proof (the layout is chosen at opening;
  // switching it live remounted every panel and lost the proof, and a full-page screenshot did that).
  await page.setViewportSize({ width: 390, height: 844 });
  const frames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await frames();
  await page.setViewportSize({ width: 1280, height: 720 });
  await frames();
  await expect(page.getByTestId("prove-verdict")).toHaveText(
    "Winnable in 4 turns at the least, with 10 actions (EndTurn not counted).",
  );

  // an edit makes the shown proof stale (both maps draw cells: this is the editor's)
  await page.keyboard.press("w");
  await page.getByTestId("editor-map").getByTestId("cell-0-0").click();
  await expect(page.getByTestId("editor-map").getByTestId("cell-0-0")).toHaveAttribute(
    "data-terrain",
    "wall",
  );
  await expect(page.getByTestId("prove-stale")).toBeVisible();
});

test("Prove: a level that cannot be won says what ends every line", async ({ page, shot }, testInfo) => {
  await page.goto("/reactor");
  await page.getByTestId("open-file").setInputFiles(noCoolantFile(testInfo.outputPath("no-coolant.json")));
  await expect(page.getByTestId("level-title")).toHaveText("No coolant");
  await page.getByTestId("prove-run").click();
  await expect(page.getByTestId("prove-verdict")).toHaveText(
    "Cannot be won: every reachable state was explored and none wins.",
    { timeout: 60_000 },
  );
  const reasons = page.getByTestId("prove-reasons");
  await expect(reasons).toContainText(
    "Lost by rule-terminal: The backup cells are flat: the core cannot be started any more. — from turn 9",
  );
  await expect(reasons).toContainText("Never producing in any position reached: coolant-jacket.");
  await expect(reasons).toContainText("Never ready: core.");
  await expect(page.getByTestId("prove-player")).toHaveCount(0);
  await shot("reactor-prove-unwinnable");
});

test("Prove: a long proof shows its progress and stops on Cancel; the next one starts afresh", async ({
  page,
}, testInfo) => {
  await page.goto("/reactor");
  await page.getByTestId("open-file").setInputFiles(endlessFile(testInfo.outputPath("endless.json")));
  await expect(page.getByTestId("level-title")).toHaveText("Endless shift");
  await page.getByTestId("prove-horizon").fill("200");
  await page.getByTestId("prove-run").click();
  await expect(page.getByTestId("prove-status")).toHaveAttribute("data-status", "running");
  await expect(page.getByTestId("prove-run")).toBeDisabled();
  // the worker reports while it searches
  await expect(page.getByTestId("prove-progress")).toContainText(
    /no win before turn \d+ of 200 · [\d,]+ states/,
    {
      timeout: 30_000,
    },
  );
  await page.getByTestId("prove-cancel").click();
  await expect(page.getByTestId("prove-status")).toHaveAttribute("data-status", "cancelled");
  await expect(page.getByTestId("prove-status")).toContainText("Proof cancelled after");
  await expect(page.getByTestId("prove-run")).toBeEnabled();

  await page.getByTestId("prove-horizon").fill("0");
  await expect(page.getByTestId("prove-run")).toBeDisabled();
  // The next proof, on a level whose two first turns hold few positions (the endless shift's hold more
  // than the solver's default state limit for its map).
  await openLibrary(page, "02-junction-ratios.json", "2 · Junction ratios");
  await expect(page.getByTestId("prove-status")).not.toHaveAttribute("data-status", "running");
  await page.getByTestId("prove-horizon").fill("2");
  await page.getByTestId("prove-run").click();
  await expect(page.getByTestId("prove-verdict")).toHaveText("No win within 2 turns.", { timeout: 60_000 });
  await expect(page.getByTestId("prove-reasons")).toContainText(
    /Cut by the horizon: [\d,]+ positions? still running after turn 2/,
  );
});
