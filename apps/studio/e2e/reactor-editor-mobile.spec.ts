import { EDITOR_PANELS, type PanelId, panelSlotId } from "../src/routes/reactor/editor/editor-panels.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { expectNoSidewaysScroll } from "./reactor-support.ts";

/**
 * The Reactor editor on a 390×844 phone: the map, then the panel buttons, then one open panel. Measured on
 * the first tutorial before this layout: 5,323 px of page with every panel stacked. The bounds: with the
 * first visit's panel (Problems) or Tools open, at most twice the screen's height; with all panels folded, at most 1.6
 * screens; with any one panel open (the Level form and the layer legend are the longest), at most 2.6 screens,
 * half of the stacked page.
 */
const PHONE = { width: 390, height: 844 };
const IDS = EDITOR_PANELS.map((p) => p.id);

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
const button = (page: Page, id: PanelId) => page.getByTestId(`panel-button-${id}`);
const slot = (page: Page, id: PanelId) => page.locator(`#${panelSlotId(id)}`);

/** Exactly the panel `open` is shown (or none), and the buttons say so. */
async function expectOnlyOpen(page: Page, open: PanelId | null) {
  for (const id of IDS) {
    await expect(button(page, id)).toHaveAttribute("aria-expanded", String(id === open));
    if (id === open) await expect(slot(page, id)).toBeVisible();
    else await expect(slot(page, id)).toBeHidden();
  }
}

/** The first tutorial, checked (its two warnings are counted on the Problems button). */
async function openEditor(page: Page) {
  await page.goto("/reactor");
  await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
  await expect(page.getByTestId("problems-badge")).toHaveAttribute("data-count", "2");
}

/** Presses Tab until the element with `testId` has the focus (at most `limit` presses). */
async function tabTo(page: Page, testId: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? null);
    if (focused === testId) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${testId} not reached with ${limit} Tab presses`);
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the map stays and one panel opens under it: the page is a fraction of its stacked height", async ({
    page,
    shot,
  }) => {
    await openEditor(page);
    await expect(page.getByTestId("editor-map")).toBeVisible();
    await expectOnlyOpen(page, "issues");
    expect(await pageHeight(page)).toBeLessThanOrEqual(2 * PHONE.height);
    await expectNoSidewaysScroll(page);
    await button(page, "tools").click();
    await expectOnlyOpen(page, "tools");
    expect(await pageHeight(page)).toBeLessThanOrEqual(2 * PHONE.height);
    await shot("reactor-editor-mobile-tools");

    for (const id of IDS) {
      if (id !== "tools") await button(page, id).click();
      await expectOnlyOpen(page, id);
      await expect(page.getByTestId("editor-map")).toBeVisible();
      expect(await pageHeight(page), `height with ${id} open`).toBeLessThanOrEqual(2.6 * PHONE.height);
      await expectNoSidewaysScroll(page);
    }
    // Pressing the open panel's button folds it.
    await button(page, "balance").click();
    await expectOnlyOpen(page, null);
    expect(await pageHeight(page)).toBeLessThanOrEqual(1.6 * PHONE.height);
  });

  test("every panel opens from the keyboard alone, with a visible focus; the open one survives a reload", async ({
    page,
  }) => {
    await openEditor(page);
    await tabTo(page, "panel-button-tools");
    for (const [i, id] of IDS.entries()) {
      await tabTo(page, `panel-button-${id}`, 2);
      const outline = await button(page, id).evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline, `focus ring on ${id}`).not.toBe("none");
      await page.keyboard.press(i % 2 === 0 ? "Enter" : "Space");
      await expectOnlyOpen(page, id);
    }
    // The buttons come before the panels: the next Tab after the last button enters the open panel.
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(
        (slotId) => !!document.activeElement?.closest(`#${slotId}`),
        panelSlotId("balance"),
      ),
    ).toBe(true);

    // The Events panel, opened by keyboard, is still the open one after a reload.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(button(page, "events")).toBeFocused();
    await page.keyboard.press("Enter");
    await expectOnlyOpen(page, "events");
    await page.reload();
    await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
    await expectOnlyOpen(page, "events");

    // All folded is remembered too.
    await button(page, "events").press("Space");
    await expectOnlyOpen(page, null);
    await page.reload();
    await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
    await expectOnlyOpen(page, null);
  });

  test("the Problems button counts the issues wherever the page is scrolled, and opens their list", async ({
    page,
    shot,
  }) => {
    await openEditor(page);
    const problems = button(page, "issues");
    await expectOnlyOpen(page, "issues");
    await button(page, "tools").click();
    // The panel buttons stay on screen at the bottom of the page (they stick to its top).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(problems).toBeInViewport();
    await expect(problems).toHaveAccessibleName("Problems 2 warnings");
    await problems.click();
    await expectOnlyOpen(page, "issues");
    await expect(page.getByTestId("issues")).toBeInViewport();
    await expect(page.getByTestId("issue-counts")).toContainText("0 errors, 2 warnings");
    await expect(page.getByTestId("issue-warning")).toHaveCount(2);

    // A wall under the robot: the count turns to one error, and its list item selects the cell.
    await page.keyboard.press("w");
    await page.getByTestId("cell-3-3").click();
    const badge = page.getByTestId("problems-badge");
    await expect(badge).toHaveAttribute("data-count", "1");
    await expect(badge).toHaveClass(/rx-badge-error/);
    await expect(problems).toHaveAccessibleName("Problems 1 error");
    const error = page.locator('[data-testid="issue-error"][data-code="robot-not-on-floor"]');
    await expect(error).toBeVisible();
    await shot("reactor-editor-mobile-problems");
    await page.keyboard.press("v");
    await error.click();
    await button(page, "inspector").click();
    await expect(page.getByTestId("inspector").getByRole("heading")).toHaveText("Cell (3,3)");
  });
  test("an issue about a rule event opens the folded Events panel at that event", async ({ page }) => {
    await openEditor(page);
    await button(page, "events").click();
    await page.getByTestId("add-event").click();
    const event = page.locator('[data-testid^="event-"]').last();
    const effect = event.getByTestId("effect-0");
    await effect.getByLabel("Effect").selectOption("heat");
    // A heat effect on a cell outside the 7×5 map: an error located at the rule event.
    const x = effect.getByLabel("x", { exact: true });
    await x.fill("40");
    await x.press("Enter");
    await expect(page.getByTestId("problems-badge")).toHaveAttribute("data-count", "1");
    await button(page, "issues").click();
    await expectOnlyOpen(page, "issues");
    await page.locator('[data-testid="issue-error"][data-code="rule-invalid-target"]').click();
    await expectOnlyOpen(page, "events");
    await expect(event).toBeInViewport();
    await expect(event).toHaveClass(/rx-selected/);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every panel is on the page at once, with no panel buttons", async ({ page }) => {
    await page.goto("/reactor");
    await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
    await expect(page.getByTestId("panel-switcher")).toHaveCount(0);
    for (const title of [
      "rx-tools-title",
      "rx-issues-title",
      "rx-forecast-title",
      "rx-prove-title",
      "rx-inspector-title",
      "rx-layers-title",
      "rx-events-title",
      "rx-level-title",
      "rx-balance-title",
    ])
      await expect(page.locator(`#${title}`)).toBeVisible();
    // Tools, map and inspector side by side, as before.
    const tools = (await page.getByTestId("tool-select").boundingBox())!;
    const map = (await page.getByTestId("editor-map").boundingBox())!;
    const inspector = (await page.locator("#rx-inspector-title").boundingBox())!;
    expect(tools.x + tools.width).toBeLessThanOrEqual(map.x);
    expect(map.x + map.width).toBeLessThanOrEqual(inspector.x);
    await expectNoSidewaysScroll(page);
  });
});
