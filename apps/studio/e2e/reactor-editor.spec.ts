import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "./fixtures.ts";

const PROTOTYPE_FILE = fileURLToPath(
  new URL("../../../levels/reactor/invalid/prototype-shaped.json", import.meta.url),
);

const cell = (page: Page, x: number, y: number) => page.getByTestId(`cell-${x}-${y}`);

/** A real mouse stroke from one cell to another (button held, passing over the cells between). */
async function dragCells(page: Page, from: [number, number], to: [number, number]) {
  await page.getByTestId("editor-map").scrollIntoViewIfNeeded();
  const a = await cell(page, ...from).boundingBox();
  const b = await cell(page, ...to).boundingBox();
  if (!a || !b) throw new Error("cells not on screen");
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** A blank level of the current size, then the one size control (Level → Width, Height, Resize). */
async function newLevel(page: Page, width: number, height: number) {
  await page.getByTestId("new-level").click();
  await expect(page.getByTestId("level-title")).toHaveText("Untitled level");
  const form = page.getByRole("form", { name: "Level size" });
  await form.getByLabel("Width", { exact: true }).fill(String(width));
  await form.getByLabel("Width", { exact: true }).press("Tab");
  await form.getByLabel("Height", { exact: true }).fill(String(height));
  await form.getByLabel("Height", { exact: true }).press("Tab");
  if (await page.getByTestId("resize").isEnabled()) await page.getByTestId("resize").click();
  await expect(cell(page, width - 1, height - 1)).toBeVisible();
  await expect(cell(page, width, height - 1)).toHaveCount(0);
}

/**
 * A 64×64 level file: the three lines of the first tutorial in the top-left corner and 120 cells of
 * caution heat spread over the rest (each a "hazard-without-remedy" warning).
 */
function bigLevelFile(path: string): string {
  const size = 64;
  const row = (ch: string) => ch.repeat(size);
  const line = (y: number) =>
    Array.from({ length: size }, (_, r) => (r === y ? "+".repeat(7) + ".".repeat(size - 7) : row(".")));
  const at = (x: number, y: number) => ({ x, y });
  const props = (["fuel", "coolant", "electricity"] as const).flatMap((carrier, k) => [
    { kind: "flow", id: `${carrier}-src`, at: at(0, 2 * k), carrier, enabled: true },
    { kind: "consumer", id: `${carrier}-use`, at: at(6, 2 * k), carrier, enabled: true },
  ]);
  props.push({
    kind: "reactor-control",
    id: "core",
    at: at(3, 1),
    bindings: { fuel: at(6, 0), coolant: at(6, 2), electricity: at(6, 4) },
    activated: false,
  } as never);
  const hazards = Array.from({ length: 120 }, (_, i) => ({
    at: at(2 + (i % 60), 10 + 4 * Math.floor(i / 60)),
    heat: 4,
  }));
  const level = {
    format: "reactor-maintenance-level",
    version: 1,
    meta: { id: "big", title: "Big level", description: "64×64" },
    width: size,
    height: size,
    terrain: Array.from({ length: size }, () => row(".")),
    networks: { fuel: line(0), coolant: line(2), electricity: line(4) },
    hazards,
    props,
    leaks: [],
    robot: { at: at(3, 3), inventory: [], heatImmunity: 0 },
    events: [],
    diagnosticsUnlocked: false,
  };
  writeFileSync(path, JSON.stringify(level));
  return path;
}

async function setTitle(page: Page, title: string) {
  const field = page.getByTestId("meta-title");
  await field.fill(title);
  await field.press("Enter");
  await field.blur();
  await expect(page.getByTestId("level-title")).toHaveText(title);
}

test("author a level from scratch, fix its error, save, reopen it and play it to a win", async ({
  page,
  shot,
}, testInfo) => {
  await page.goto("/reactor");
  await newLevel(page, 5, 3);
  await setTitle(page, "E2E reactor");
  await expect(page.getByTestId("save")).toBeDisabled();
  await expect(page.getByTestId("run")).toBeDisabled();

  // Fuel by mouse stroke, coolant from the keyboard (cursor + Enter), electricity by mouse again.
  await page.keyboard.press("1");
  await dragCells(page, [0, 0], [2, 0]);
  await page.keyboard.press("2");
  const map = page.getByTestId("editor-map");
  await expect(map).toBeFocused();
  for (const key of ["ArrowDown", "Enter", "ArrowRight", "Enter", "ArrowRight", "Enter"])
    await map.press(key);
  await page.keyboard.press("3");
  await dragCells(page, [0, 2], [2, 2]);
  for (const [y, carrier] of [
    [0, "fuel"],
    [1, "coolant"],
    [2, "electricity"],
  ] as const) {
    await page.getByTestId("tool-flow").click();
    await page.getByTestId("tool-option-carrier").selectOption(carrier);
    await cell(page, 0, y).click();
    await page.keyboard.press("c");
    await cell(page, 2, y).click();
  }
  await page.keyboard.press("r");
  await cell(page, 3, 1).click();
  await page.keyboard.press("i");
  await cell(page, 1, 1).click();
  // The player has to switch the power source on.
  await page.keyboard.press("v");
  await cell(page, 0, 2).click();
  await page.getByTestId("prop-fields").getByLabel("Enabled at start").uncheck();
  await expect(page.getByTestId("issue-counts")).toContainText("0 errors");
  await expect(page.getByTestId("save")).toBeEnabled();

  // A wall under the robot is an error: Save and Run are blocked, the issue selects its cell; undo fixes it.
  await page.keyboard.press("w");
  await cell(page, 0, 0).click();
  await expect(page.getByTestId("save")).toBeDisabled();
  await expect(page.getByTestId("run")).toBeDisabled();
  await expect(page.getByTestId("blocked-note")).toBeVisible();
  const error = page.locator('[data-testid="issue-error"][data-code="robot-not-on-floor"]');
  await expect(error).toBeVisible();
  await page.keyboard.press("v");
  await cell(page, 4, 2).click();
  await error.click();
  await expect(page.getByTestId("inspector").getByRole("heading")).toHaveText("Cell (0,0)");
  await shot("reactor-editor-error");
  await page.keyboard.press("Control+z");
  await expect(page.getByTestId("issue-counts")).toContainText("0 errors");
  await expect(page.getByTestId("issue-warning").first()).toBeVisible();
  await expect(page.getByTestId("save")).toBeEnabled();
  await expect(page.getByTestId("editor-forecast")).toBeVisible();
  await shot("reactor-editor-authored");

  const downloading = page.waitForEvent("download");
  await page.getByTestId("save").click();
  const download = await downloading;
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  const file = JSON.parse(readFileSync(saved, "utf8"));
  expect(file).toMatchObject({
    format: "reactor-maintenance-level",
    version: 1,
    meta: { title: "E2E reactor" },
  });

  // Replace the work with a blank level, then reopen the saved file from disk.
  await newLevel(page, 4, 4);
  await expect(page.getByTestId("level-title")).toHaveText("Untitled level");
  await page.getByTestId("open-file").setInputFiles(saved);
  await expect(page.getByTestId("file-message")).toContainText("Opened");
  await expect(page.getByTestId("level-title")).toHaveText("E2E reactor");
  await expect(cell(page, 3, 1)).toHaveAttribute("aria-label", /reactor control/);

  await page.getByTestId("run").click();
  await expect(page).toHaveURL(/\/reactor\/play$/);
  await expect(page.getByTestId("diagnostics-locked")).toBeVisible();
  await expect(page.getByTestId("actions-left")).toContainText("3 / 3");
  const playMap = page.getByTestId("play-map");
  await playMap.focus();
  await playMap.press("ArrowDown");
  await page.getByTestId("act-move-south").click();
  await expect(page.getByTestId("actions-left")).toContainText("1 / 3");
  await page.getByTestId("act-interact").click();
  await expect(page.getByTestId("level-state-title")).toHaveText("REACTOR READY");
  await expect(page.getByTestId("simulation-log")).toBeVisible();
  await expect(page.getByTestId("consumers")).toContainText("producing");
  await shot("reactor-play-ready");

  await page.getByTestId("act-move-east").click();
  await page.getByTestId("act-move-north").click();
  await page.getByTestId("act-interact").click();
  await expect(page.getByTestId("diagnostics-table")).toBeVisible();
  await page.getByTestId("diagnostics-layer").selectOption("coolant");
  await expect(page.getByTestId("diagnostics-table")).toContainText("(2,1)");
  await expect(page.getByTestId("connectivity")).toContainText("coolant-source-1");
  await shot("reactor-play-diagnostics");

  await page.getByTestId("act-move-east").click();
  await page.getByTestId("act-move-east").click();
  await page.getByTestId("act-activate").click();
  await expect(page.getByTestId("level-state-title")).toHaveText("WON");
  await shot("reactor-play-won");

  await page.getByTestId("restart").click();
  await expect(page.getByTestId("level-state-title")).not.toHaveText("WON");
  await page.getByTestId("back-to-editor").click();
  await expect(page.getByTestId("level-title")).toHaveText("E2E reactor");
});

test("a prototype-shaped file shows the loader's error and the current work stays", async ({
  page,
  shot,
}) => {
  await page.goto("/reactor");
  await page.getByTestId("library-select").selectOption("01-flow-and-consumers.json");
  await page.getByTestId("open-library").click();
  await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
  await page.keyboard.press("w");
  await cell(page, 3, 3).click();
  await expect(cell(page, 3, 3)).toHaveAttribute("data-terrain", "wall");
  await page.getByTestId("open-file").setInputFiles(PROTOTYPE_FILE);
  const message = page.getByTestId("file-message");
  await expect(message).toHaveAttribute("role", "alert");
  await expect(message).toContainText("unsupported format");
  await expect(message).toContainText("prototype-shaped");
  await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
  await expect(cell(page, 3, 3)).toHaveAttribute("data-terrain", "wall");
  await shot("reactor-editor-prototype-rejected");
});

test("a reload finds the autosaved work", async ({ page }) => {
  await page.goto("/reactor");
  await newLevel(page, 6, 4);
  await setTitle(page, "Autosaved draft");
  await page.keyboard.press("w");
  await dragCells(page, [1, 1], [4, 1]);
  await page.keyboard.press("h");
  await cell(page, 2, 2).click();
  await page.reload();
  await expect(page.getByTestId("level-title")).toHaveText("Autosaved draft");
  for (const x of [1, 2, 3, 4]) await expect(cell(page, x, 1)).toHaveAttribute("data-terrain", "wall");
  await expect(cell(page, 2, 2)).toHaveAttribute("aria-label", /heat 2\.0/);
  // The history starts over after a reload, but the work itself is all there.
  await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
});

test("an autosave that cannot be read back is kept aside with a note, and the editor opens the first tutorial", async ({
  page,
}) => {
  const broken = { version: 1, fileName: "x.json", level: { Version: 1, Pipes: [] } };
  await page.goto("/reactor");
  await expect(page.getByTestId("level-title")).toBeVisible();
  await page.evaluate(
    (value) => localStorage.setItem("rulekit.reactor.editor.autosave", JSON.stringify(value)),
    broken,
  );
  await page.reload();
  await expect(page.getByTestId("restore-note")).toContainText("could not be restored");
  await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
  const kept = await page.evaluate(() => localStorage.getItem("rulekit.reactor.editor.autosave.unrestored"));
  expect(JSON.parse(kept ?? "null")).toEqual(broken);
});

test("the Reactor pages check levels and run the game in a worker: the pages load no schemas", async ({
  page,
}) => {
  const workers = new Set<string>();
  const scripts: string[] = [];
  page.on("worker", (worker) => workers.add(worker.url()));
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/reactor");
  // A blank level has errors (no reactor yet): nothing may run until the worker's check says so.
  await page.getByTestId("new-level").click();
  await expect(page.getByTestId("blocked-note")).toBeVisible();
  await page.getByTestId("library-select").selectOption("01-flow-and-consumers.json");
  await page.getByTestId("open-library").click();
  await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
  await expect(page.getByTestId("save")).toBeEnabled();
  await page.getByTestId("run").click();
  await expect(page.getByTestId("turn")).toHaveText("Turn 1");
  await page.getByTestId("play-map").press("ArrowRight");
  await expect(page.getByTestId("last-events")).not.toBeEmpty();
  expect([...workers].some((u) => /engine-worker/.test(u))).toBe(true);
  const own = scripts.filter((u) => !workers.has(u));
  expect(own.filter((u) => /\/zod-/.test(u))).toEqual([]);
});

test("rule events take their targets from pickers; balance overrides reach the preview", async ({
  page,
  shot,
}) => {
  await page.goto("/reactor");
  await page.getByTestId("library-select").selectOption("01-flow-and-consumers.json");
  await page.getByTestId("open-library").click();
  await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");

  await page.getByTestId("add-event").click();
  const event = page.locator('[data-testid^="event-"]').last();
  await expect(event.locator("details")).toHaveAttribute("open", "");
  // When the coolant jacket is starved (its pump starts switched off) …
  await event.getByTestId("predicate-0").getByLabel("Predicate").selectOption("consumer-service");
  await event.getByTestId("predicate-0").getByLabel("Consumer: prop").selectOption("coolant-jacket");
  await event.getByTestId("predicate-0").getByLabel("Service").selectOption("starved");
  // … heat the cell picked on the map.
  await event.getByTestId("effect-0").getByLabel("Effect").selectOption("heat");
  await event.getByTestId("effect-0").getByRole("button", { name: "Pick on map" }).click();
  await expect(page.getByTestId("tool-status")).toContainText("Pick a target of rule event");
  await cell(page, 4, 3).click();
  await expect(event.getByTestId("effect-0").getByLabel("x", { exact: true })).toHaveValue("4");
  await expect(event.getByTestId("effect-0").getByLabel("y", { exact: true })).toHaveValue("3");
  await expect(page.getByTestId("issue-counts")).toContainText("0 errors");
  await expect(page.getByTestId("editor-forecast")).toContainText(/rule event event-1 fires/);

  await page.getByText("Turns and robot", { exact: true }).click();
  const perTurn = page.getByTestId("balance-actionsPerTurn");
  await perTurn.fill("4");
  await perTurn.press("Enter");
  await expect(page.getByRole("heading", { name: "Balance overrides (1)" })).toBeVisible();
  await shot("reactor-editor-rule-event");

  await page.getByTestId("run").click();
  await expect(page.getByTestId("actions-left")).toContainText("4 / 4");
  await expect(page.getByTestId("play-forecast")).toContainText(/rule event event-1 fires/);
});

test("a 64×64 level: long issue lists are folded, and painting and undo still work", async ({
  page,
}, testInfo) => {
  await page.goto("/reactor");
  await page.getByTestId("open-file").setInputFiles(bigLevelFile(testInfo.outputPath("big.json")));
  await expect(page.getByTestId("level-title")).toHaveText("Big level");
  await expect(page.getByTestId("issue-counts")).toHaveText("0 errors, 120 warnings");
  await expect(page.getByTestId("issue-warning")).toHaveCount(50);
  await page.getByTestId("issues-show-all").click();
  await expect(page.getByTestId("issue-warning")).toHaveCount(120);
  await expect(page.getByTestId("editor-forecast")).toBeVisible();
  await page.keyboard.press("w");
  await cell(page, 40, 40).click();
  await expect(cell(page, 40, 40)).toHaveAttribute("data-terrain", "wall");
  await cell(page, 3, 3).click();
  await expect(page.locator('[data-testid="issue-error"][data-code="robot-not-on-floor"]')).toBeVisible();
  await expect(page.getByTestId("save")).toBeDisabled();
  // Warnings stay counted while an error exists (the engine checks them on error-free levels only).
  await expect(page.getByTestId("issue-counts")).toHaveText(
    "1 error, 120 warnings (as of the last check without errors)",
  );
  await page.keyboard.press("Control+z");
  await expect(cell(page, 3, 3)).toHaveAttribute("data-terrain", "floor");
  await expect(page.getByTestId("issue-counts")).toHaveText("0 errors, 120 warnings");
  await expect(page.getByTestId("save")).toBeEnabled();
  await expect(cell(page, 40, 40)).toHaveAttribute("data-terrain", "wall");

  // A cell clicked at the frame's edge paints that cell alone: the frame does not scroll under the
  // held button (which would carry the stroke on to the next cell).
  const edgeFrame = page.getByTestId("editor-map-frame");
  await edgeFrame.scrollIntoViewIfNeeded();
  await edgeFrame.evaluate((el) => el.scrollTo(0, 0));
  const lastColumn = await edgeFrame.evaluate((el) => Math.floor(el.clientWidth / 44) - 1);
  const edge = await cell(page, lastColumn, 6).boundingBox();
  if (!edge) throw new Error("the edge cell is not on screen");
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
  await page.mouse.down();
  await expect(cell(page, lastColumn, 6)).toHaveAttribute("data-terrain", "wall");
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.mouse.move(edge.x + edge.width / 2 + 1, edge.y + edge.height / 2);
  await page.mouse.up();
  expect(await edgeFrame.evaluate((el) => el.scrollLeft)).toBe(0);
  await expect(cell(page, lastColumn + 1, 6)).toHaveAttribute("data-terrain", "floor");

  // Clicking an issue about a far cell scrolls the map frame (not the page) to it.
  await page.keyboard.press("v");
  await page.getByTestId("issue-warning").last().scrollIntoViewIfNeeded();
  const frame = page.getByTestId("editor-map-frame");
  await frame.evaluate((el) => el.scrollTo(0, 0));
  await page.getByTestId("issue-warning").last().click();
  await expect(page.getByTestId("inspector").getByRole("heading")).toHaveText("Cell (61,14)");
  await frame.scrollIntoViewIfNeeded();
  await expect(cell(page, 61, 14)).toBeInViewport();
  // Zoom: out, in, and fit-to-screen shows the whole 64×64 map in the frame.
  await page.getByTestId("zoom-out").click();
  await expect(page.getByTestId("zoom-level")).toHaveText("70%");
  await page.getByTestId("zoom-fit").click();
  const fits = await frame.evaluate(
    (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
  );
  expect(fits).toBe(true);
});

test("the gameplay preview states the goal and the deadlines of the level's rule events", async ({
  page,
  shot,
}) => {
  await page.goto("/reactor");
  await page.getByTestId("library-select").selectOption("06-rule-events.json");
  await page.getByTestId("open-library").click();
  await expect(page.getByTestId("level-title")).toHaveText(/Rule events/);
  await page.getByTestId("run").click();
  await expect(page.getByTestId("goal-text")).toContainText(/^Activate the reactor \(.+ at \(\d+,\d+\)\)/);
  const deadlines = page.getByTestId("deadlines").locator("li");
  await expect(deadlines.first()).toHaveText(
    /^End of turn 1, if its conditions hold \(this turn\): warning: /,
  );
  const pump = deadlines.filter({ hasText: "coolant pump" });
  await expect(pump).toHaveText(/^End of turn 2 \(in 1 turn\): The coolant pump trips/);
  await expect(deadlines.filter({ hasText: "Meltdown" })).toHaveText(
    /End of turn 4, if its conditions hold \(in 3 turns\)/,
  );
  await expect(deadlines.last()).toHaveText(/^End of turn 12 \(in 11 turns\): The start-up window closed/);
  await page.getByTestId("act-end-turn").click();
  await expect(page.getByTestId("turn")).toHaveText("Turn 2");
  await expect(pump).toHaveText(/^End of turn 2 \(this turn\)/);
  await shot("reactor-play-goal");
});

test("reactor bindings, door edges and electricity wall leaks are authored in the inspector", async ({
  page,
  shot,
}) => {
  await page.goto("/reactor");
  await newLevel(page, 5, 4);
  // The reactor first: with no consumers yet, its three bindings are missing (errors).
  await page.keyboard.press("r");
  await cell(page, 3, 1).click();
  await expect(page.locator('[data-code="reactor-binding-missing"]')).toHaveCount(3);
  for (const [key, y, carrier] of [
    ["1", 0, "fuel"],
    ["2", 1, "coolant"],
    ["3", 2, "electricity"],
  ] as const) {
    await page.keyboard.press(key);
    await dragCells(page, [0, y], [2, y]);
    await page.getByTestId("tool-flow").click();
    await page.getByTestId("tool-option-carrier").selectOption(carrier);
    await cell(page, 0, y).click();
    await page.keyboard.press("c");
    await cell(page, 2, y).click();
  }
  const inspector = page.getByTestId("inspector");
  await page.keyboard.press("v");
  await cell(page, 3, 1).click();
  await inspector.getByTestId("binding-fuel-select").selectOption("fuel-consumer-1");
  await inspector.getByTestId("binding-coolant-select").selectOption("coolant-consumer-1");
  await inspector.getByTestId("binding-electricity").getByRole("button", { name: "Pick on map" }).click();
  await cell(page, 2, 2).click();
  await expect(page.locator('[data-code="reactor-binding-missing"]')).toHaveCount(0);
  await expect(page.getByTestId("binding-electricity-select")).toHaveValue("electricity-consumer-1");

  // An electricity wall leak: its face defaults to a floor neighbour and is re-picked on the map.
  await page.keyboard.press("w");
  await cell(page, 4, 0).click();
  await page.keyboard.press("l");
  await page.getByTestId("tool-option-carrier").selectOption("electricity");
  await cell(page, 4, 0).click();
  await expect(cell(page, 4, 0)).toHaveAttribute("aria-label", /leaks electricity to the south/);
  await page.keyboard.press("v");
  await cell(page, 4, 0).click();
  await inspector.getByRole("button", { name: "Pick on map" }).click();
  await cell(page, 3, 0).click();
  await expect(cell(page, 4, 0)).toHaveAttribute("aria-label", /leaks electricity to the west/);

  // A door whose edge is moved to its north side, then closed.
  await page.keyboard.press("d");
  await cell(page, 0, 3).click();
  await expect(cell(page, 1, 3)).toHaveAttribute("aria-label", /door door-1 open on the west edge/);
  await page.keyboard.press("v");
  await cell(page, 0, 3).click();
  await inspector.getByTestId("door-edge-side").selectOption("north");
  await inspector.getByLabel("Open at start").uncheck();
  await expect(cell(page, 0, 2)).toHaveAttribute("aria-label", /door door-1 closed on the south edge/);
  await expect(cell(page, 1, 3)).not.toHaveAttribute("aria-label", /door/);
  await expect(page.getByTestId("issue-counts")).toContainText("0 errors");
  await shot("reactor-editor-inspector");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the editor and the gameplay preview fit the screen's width (the map scrolls inside its frame)", async ({
    page,
  }) => {
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto("/reactor");
    await page.getByTestId("file-menu").click();
    await page.getByTestId("library-select").selectOption("03-doors.json");
    await page.getByTestId("open-library").click();
    await expect(page.getByTestId("level-title")).toHaveText("3 · Doors");
    expect(await overflow()).toBe(0);
    await page.getByTestId("run").click();
    await expect(page.getByTestId("turn")).toHaveText("Turn 1");
    expect(await overflow()).toBe(0);
  });
});
