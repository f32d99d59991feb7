import { expect, type Page, test } from "./fixtures.ts";
import {
  expectAxeClean,
  expectNoSidewaysScroll,
  hostileLevels,
  playedCount,
  playWithKeys,
  recordedLine,
  redTexts,
} from "./reactor-support.ts";

/**
 * Issue 35's Reactor bullet, played as a first-time player would: keyboard only, at 1280×800 and 390×844,
 * a tutorial won and lost, the place kept over reload and Back/Forward, axe clean in every state visited.
 */

const cell = (page: Page, x: number, y: number) => page.getByTestId(`cell-${x}-${y}`);
const WIN = recordedLine("06-rule-events.solution.json");
const LOSS = recordedLine("06-rule-events.lose.json");

/** "New level from a tutorial" by keyboard: the tutorial picked by typing its number, then Enter. */
async function newFromTutorial(page: Page, number: number, title: string) {
  const select = page.getByTestId("tutorial-select");
  // On a phone the new and open actions are folded behind New or open (reactor-file-bar.spec.ts).
  const menu = page.getByTestId("file-menu");
  await expect(page.getByRole("region", { name: "Level file" })).toBeVisible();
  if (await menu.isVisible()) {
    await menu.focus();
    await page.keyboard.press("Enter");
  }
  await select.focus();
  await page.keyboard.type(String(number));
  await expect(select).toHaveValue(new RegExp(`^0${number}-`));
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("new-from-tutorial")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("level-title")).toHaveText(`${title} (my copy)`);
  await expect(page.getByTestId("file-message")).toContainText("New level from tutorial");
}

async function runByKeyboard(page: Page) {
  await expect(page.getByTestId("issue-counts")).toContainText("0 errors");
  await page.getByTestId("run").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/reactor\/play/);
  await expect(page.getByTestId("turn")).toHaveText("Turn 1");
}

test.describe("at 1280×800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the editor opens on the first tutorial, not on a blank level with an error", async ({
    page,
    shot,
  }) => {
    await page.goto("/reactor");
    await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
    await expect(page.getByTestId("welcome-note")).toBeVisible();
    await expect(page.getByTestId("issue-counts")).toContainText("0 errors");
    await expect(page.getByTestId("blocked-note")).toHaveCount(0);
    await expect(page.getByTestId("run")).toBeEnabled();
    await expectAxeClean(page);
    await shot("reactor-player-first-open-desktop");
  });

  test("a tutorial won with the keyboard alone; reload, Back and Forward keep the place; nothing red after the win", async ({
    page,
    shot,
  }) => {
    await page.goto("/reactor");
    await newFromTutorial(page, 6, "6 · Rule events");
    await runByKeyboard(page);
    // The playfield comes first: the map starts on the first screen, above the goal and the panels.
    const map = (await page.getByTestId("play-map").boundingBox())!;
    const goal = (await page.getByTestId("goal").boundingBox())!;
    expect(map.y).toBeLessThan(400);
    expect(goal.y).toBeGreaterThan(map.y);
    await expect(page.getByTestId("panels-toggle")).toHaveAttribute("aria-expanded", "true");
    await expectAxeClean(page);

    const half = 8;
    await playWithKeys(page, WIN.slice(0, half));
    const turn = await page.getByTestId("turn").textContent();
    const left = await page.getByTestId("actions-left").textContent();
    const robot = await page
      .locator('[data-testid^="cell-"][aria-label*="robot"]')
      .getAttribute("data-testid");
    const where = page.url();
    expect(new URL(where).searchParams.get("level")).toMatch(/^[0-9a-f]{12}$/);

    const samePlace = async () => {
      await expect(page.getByTestId("turn")).toHaveText(turn ?? "");
      await expect(page.getByTestId("actions-left")).toHaveText(left ?? "");
      await expect(page.locator('[data-testid^="cell-"][aria-label*="robot"]')).toHaveAttribute(
        "data-testid",
        robot ?? "",
      );
      expect(await playedCount(page)).toBe(half);
    };
    await page.reload();
    await samePlace();
    expect(page.url()).toBe(where);
    await page.goBack();
    await expect(page.getByTestId("level-title")).toHaveText("6 · Rule events (my copy)");
    await page.goForward();
    await samePlace();

    await playWithKeys(page, WIN.slice(half));
    await expect(page.getByTestId("level-state-title")).toHaveText("WON");
    await expect(page.getByTestId("deadlines")).toContainText("no longer matters: the level is won");
    expect(await redTexts(page, ".rx-play-game")).toEqual([]);
    await expectAxeClean(page);
    await shot("reactor-player-won-desktop");
    // A won game is kept too: a reload shows the win again, and so does a new visit without the address
    // (a closed tab: the place comes from localStorage).
    await page.reload();
    await expect(page.getByTestId("level-state-title")).toHaveText("WON");
    await page.goto("/");
    await page.goto("/reactor/play");
    await expect(page.getByTestId("level-state-title")).toHaveText("WON");
    expect(await playedCount(page)).toBe(WIN.length);
  });

  test("a placed prop takes the carrier of the pipe or cable under it (keyboard on the map)", async ({
    page,
  }) => {
    await page.goto("/reactor");
    await expect(page.getByTestId("level-title")).toBeVisible();
    await page.getByTestId("new-level").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("level-title")).toHaveText("Untitled level");
    const map = page.getByTestId("editor-map");
    await map.focus();
    // A coolant pipe on (1,0)…(3,0) and a power cable on (2,1), (3,1); the palette's carrier stays fuel.
    await page.keyboard.press("2");
    for (const key of ["ArrowRight", "Enter", "ArrowRight", "Enter", "ArrowRight", "Enter"])
      await map.press(key);
    await page.keyboard.press("3");
    for (const key of ["ArrowDown", "Enter", "ArrowLeft", "Enter"]) await map.press(key);
    await page.keyboard.press("s");
    await expect(page.getByTestId("tool-option-carrier")).toHaveValue("fuel");
    await map.press("Enter");
    for (const key of ["ArrowUp", "ArrowLeft", "Enter"]) await map.press(key);
    await page.keyboard.press("c");
    for (const key of ["ArrowRight", "ArrowRight", "Enter"]) await map.press(key);
    await expect(cell(page, 2, 1)).toHaveAttribute(
      "aria-label",
      /electricity flow source electricity-source-1/,
    );
    await expect(cell(page, 1, 0)).toHaveAttribute("aria-label", /coolant flow source coolant-source-1/);
    await expect(cell(page, 3, 0)).toHaveAttribute("aria-label", /coolant consumer coolant-consumer-1/);
    // Off any network the palette's carrier decides.
    for (const key of ["ArrowDown", "ArrowDown", "Enter"]) await map.press(key);
    await expect(cell(page, 3, 2)).toHaveAttribute("aria-label", /fuel consumer fuel-consumer-1/);
  });

  test("balance fields: plain names and ranges; a refused value stays in the field with the reason", async ({
    page,
    shot,
  }) => {
    await page.goto("/reactor");
    await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
    const summary = page.getByText("Surface hazard levels", { exact: true });
    await summary.focus();
    await page.keyboard.press("Enter");
    const caution = page.getByTestId("balance-bands.heat.caution");
    await expect(page.getByLabel("Heat: caution at", { exact: true })).toBeVisible();
    await expect(caution.locator("xpath=..")).toContainText("at least 0 · default 3");
    await caution.fill("9");
    await caution.press("Enter");
    const field = caution.locator("xpath=..");
    await expect(field.getByRole("alert")).toHaveText(
      "Not applied: the caution level has to stay below the critical level.",
    );
    await expect(caution).toHaveValue("9");
    await expect(caution).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Balance overrides (0)" })).toBeVisible();
    await expectAxeClean(page);
    await shot("reactor-player-balance-refused-desktop");

    await page.getByText("Turns and robot", { exact: true }).focus();
    await page.keyboard.press("Enter");
    const horizon = page.getByTestId("balance-forecastHorizon");
    await expect(horizon.locator("xpath=..")).toContainText("from 1 to 50, whole");
    await horizon.fill("80");
    await horizon.press("Tab");
    await expect(horizon.locator("xpath=..").getByRole("alert")).toHaveText(
      "Not applied: Enter a whole number from 1 to 50.",
    );
    await expect(horizon).toHaveValue("80");

    await caution.fill("5");
    await caution.press("Enter");
    await expect(field.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Balance overrides (1)" })).toBeVisible();
  });

  test("hostile level files (the CLI fuzzer's mutants) are refused in plain words and the draft is kept", async ({
    page,
    shot,
  }) => {
    await page.goto("/reactor");
    await newFromTutorial(page, 4, "4 · Leaks and remedies");
    const files = hostileLevels(5);
    expect(files.length).toBe(8);
    for (const file of files) {
      await page.getByTestId("open-file").setInputFiles({
        name: file.name,
        mimeType: "application/json",
        buffer: Buffer.from(file.text),
      });
      const message = page.getByTestId("file-message");
      await expect(message, file.name).toHaveAttribute("role", "alert");
      await expect(message, file.name).toContainText(file.name);
      await expect(message, file.name).toContainText("Your current work was kept.");
      await expect(message, file.name).not.toContainText(/undefined|Cannot read|TypeError|at \w+ \(/);
      await expect(page.getByTestId("level-title")).toHaveText("4 · Leaks and remedies (my copy)");
    }
    await expectAxeClean(page);
    await shot("reactor-player-hostile-file-desktop");
  });

  test("an address with moves that are not moves is said and the level starts from its beginning", async ({
    page,
  }) => {
    await page.goto("/reactor");
    await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
    await page.goto("/reactor/play?level=%3Cscript%3E&actions=n.zz");
    await expect(page.getByTestId("address-note")).toContainText("starts from its beginning");
    await expect(page.getByTestId("turn")).toHaveText("Turn 1");
    expect(await playedCount(page)).toBe(0);
    await expectAxeClean(page);
  });
});

test.describe("at 390×844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tutorial lost on a phone: the playfield first, the panels behind a toggle", async ({
    page,
    shot,
  }) => {
    await page.goto("/reactor");
    await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
    await expectAxeClean(page);
    await shot("reactor-player-first-open-phone");
    await newFromTutorial(page, 6, "6 · Rule events");
    await runByKeyboard(page);
    const map = (await page.getByTestId("play-map").boundingBox())!;
    expect(map.y + Math.min(map.height, 200)).toBeLessThan(844);
    const toggle = page.getByTestId("panels-toggle");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("play-panels")).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
    await shot("reactor-player-start-phone");

    await playWithKeys(page, LOSS);
    await expect(page.getByTestId("level-state-title")).toHaveText("LOST");
    await expect(page.getByTestId("level-over")).toBeVisible();
    await expectAxeClean(page);
    await shot("reactor-player-lost-phone");

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("play-panels")).toBeVisible();
    await expect(page.getByTestId("consumers")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);

    await page.getByTestId("restart").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("turn")).toHaveText("Turn 1");
    await expect.poll(() => playedCount(page)).toBe(0);
  });

  test("the winning line on a phone: nothing red after the win, axe clean", async ({ page, shot }) => {
    await page.goto("/reactor");
    await newFromTutorial(page, 6, "6 · Rule events");
    await runByKeyboard(page);
    await playWithKeys(page, WIN);
    await expect(page.getByTestId("level-state-title")).toHaveText("WON");
    await page.getByTestId("panels-toggle").focus();
    await page.keyboard.press("Enter");
    expect(await redTexts(page, ".rx-play-game")).toEqual([]);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
    await shot("reactor-player-won-phone");
  });
});
