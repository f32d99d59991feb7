import { readFileSync } from "node:fs";
import { expect, type Page, test } from "./fixtures.ts";
import { expectAxeClean, expectNoSidewaysScroll } from "./reactor-support.ts";

/**
 * The Reactor editor's file bar (new, open, undo/redo, save, run). Measured on the first tutorial at 390×844
 * before the phone layout: a bar 314 px tall of seven rows (the map began 688 px down, a fifth of it on
 * the first screen), every button 32 px tall, the selects 19 px and cut off. On a phone the new/open
 * actions now fold behind one button and every control is a 44 px tap; on a desktop the bar is as it was.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The smallest tap target asked for on a phone (WCAG 2.5.5, Apple's and Android's guides). */
const TAP = 44;
const LEVELS = new URL("../../../levels/reactor/", import.meta.url);

const bar = (page: Page) => page.getByRole("region", { name: "Level file" });
const undo = (page: Page) => bar(page).getByRole("button", { name: "Undo" });
const redo = (page: Page) => bar(page).getByRole("button", { name: "Redo" });
const menu = (page: Page) => page.getByTestId("file-menu");
/** Controls on the bar at all times, and those behind the phone's New or open button. */
const ALWAYS = ["save", "run"] as const;
const NEW_AND_OPEN = [
  "new-level",
  "tutorial-select",
  "new-from-tutorial",
  "library-select",
  "open-library",
  "open-file",
] as const;

async function openEditor(page: Page) {
  await page.goto("/reactor");
  await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
  await expect(page.getByTestId("issue-counts")).toContainText("0 errors");
}

/** The test id of the focused element, or its text when it has none. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("data-testid") ?? el?.textContent?.trim() ?? null;
  });

/** Presses Tab (or `key`) until `name` (a test id, or a button's text) has the focus; at most `limit` presses. */
async function tabTo(page: Page, name: string, key = "Tab", limit = 40) {
  for (let i = 0; i < limit; i++) {
    if ((await focused(page)) === name) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${name} not reached with ${limit} Tab presses (focus on ${await focused(page)})`);
}

/** Each control is on screen sideways, whole, and at least `tap` px tall (and wide). */
async function expectInside(
  page: Page,
  locators: { name: string; at: ReturnType<Page["locator"]> }[],
  tap = 0,
) {
  const width = page.viewportSize()!.width;
  for (const { name, at } of locators) {
    await expect(at, name).toBeVisible();
    const box = (await at.boundingBox())!;
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
    expect(box.height, `${name} height`).toBeGreaterThanOrEqual(tap);
    expect(box.width, `${name} width`).toBeGreaterThanOrEqual(tap);
  }
}

const ids = (page: Page, list: readonly string[]) =>
  list.map((id) => ({ name: id, at: page.getByTestId(id) }));
const always = (page: Page) => [
  { name: "Undo", at: undo(page) },
  { name: "Redo", at: redo(page) },
  ...ids(page, ALWAYS),
];

/**
 * Opens tutorial 3 from disk under a 243-letter name with no place to break it (names go up to 255 bytes).
 * Before, Save and the message made the page 2,043 px wide at 1280×800 and 576 px at 390×844.
 */
async function openLongName(page: Page) {
  const name = `${"reactor".repeat(34)}.json`;
  await page.getByTestId("open-file").setInputFiles({
    name,
    mimeType: "application/json",
    buffer: readFileSync(new URL("03-doors.json", LEVELS)),
  });
  await expect(page.getByTestId("file-message")).toHaveText(`Opened ${name}.`);
  await expect(page.getByTestId("level-title")).toHaveText("3 · Doors");
  await expect(page.getByTestId("save")).toHaveText(`Save ${name}`);
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the bar is short, the map starts on the first screen, every file action is a whole tap on the screen", async ({
    page,
    shot,
  }) => {
    await openEditor(page);
    await expect(menu(page)).toHaveAttribute("aria-expanded", "false");
    for (const id of NEW_AND_OPEN) await expect(page.getByTestId(id)).toBeHidden();
    await expectInside(page, [{ name: "file-menu", at: menu(page) }, ...always(page)], TAP);
    const folded = (await bar(page).boundingBox())!;
    expect(folded.height, "the folded bar's height").toBeLessThanOrEqual(160);
    const map = (await page.getByTestId("editor-map").boundingBox())!;
    expect(map.y + 200, "200 px of the map on the first screen").toBeLessThanOrEqual(PHONE.height);
    await expectNoSidewaysScroll(page);
    await shot("reactor-file-bar-phone");

    await menu(page).click();
    await expect(menu(page)).toHaveAttribute("aria-expanded", "true");
    await expectInside(
      page,
      ids(
        page,
        NEW_AND_OPEN.filter((id) => id !== "open-file"),
      ),
      TAP,
    );
    // The native picker's own button is the tap target of the file input.
    await expectInside(page, ids(page, ["open-file"]));
    expect((await page.getByTestId("open-file").boundingBox())!.height).toBeGreaterThanOrEqual(TAP);
    // The selects are wide enough for the whole name of every choice (its text in the select's font, and
    // the arrow).
    for (const id of ["tutorial-select", "library-select"]) {
      const [widest, room] = await page.getByTestId(id).evaluate((el: HTMLSelectElement) => {
        const style = getComputedStyle(el);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontSize} ${style.fontFamily}`;
        const widths = [...el.options].map((o) => context.measureText(o.text).width);
        return [Math.max(...widths), el.clientWidth - Number.parseFloat(style.paddingLeft) - 24];
      });
      expect(widest, `${id}: its longest choice fits`).toBeLessThanOrEqual(room);
    }
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
    await shot("reactor-file-bar-phone-open");

    // A file with a long name and no place to break it: Save (which names it) still fits the screen.
    await openLongName(page);
    // The actions fold again once a level is opened: the map is what comes next.
    await expect(menu(page)).toHaveAttribute("aria-expanded", "false");
    await expectInside(page, [{ name: "file-menu", at: menu(page) }, ...always(page)], TAP);
    await expectInside(page, [{ name: "file-message", at: page.getByTestId("file-message") }]);
    await expectNoSidewaysScroll(page);
  });

  test("every file action works from the keyboard alone, and again after a reload", async ({ page }) => {
    await openEditor(page);
    await page.locator("body").focus();
    await tabTo(page, "file-menu");
    const ring = await menu(page).evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(ring, "a focus ring on New or open").not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(menu(page)).toHaveAttribute("aria-expanded", "true");
    // The folded actions come right after their button in the Tab order.
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("new-level")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("tutorial-select")).toBeFocused();
    await page.keyboard.type("3");
    await expect(page.getByTestId("tutorial-select")).toHaveValue(/^03-/);
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("new-from-tutorial")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("level-title")).toHaveText("3 · Doors (my copy)");
    // Folded again, and the focus is back on its button (not lost with the hidden actions).
    await expect(menu(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page)).toBeFocused();

    // Undo and Redo, by keyboard.
    await page.keyboard.press("Shift+Tab");
    await expect(undo(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
    await page.keyboard.press("Tab");
    await expect(redo(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("level-title")).toHaveText("3 · Doors (my copy)");

    // A reload keeps the work; the bar is folded, on screen, and still works.
    await page.reload();
    await expect(page.getByTestId("level-title")).toHaveText("3 · Doors (my copy)");
    await expect(page.getByTestId("issue-counts")).toContainText("0 errors");
    await expect(menu(page)).toHaveAttribute("aria-expanded", "false");
    await expectInside(page, [{ name: "file-menu", at: menu(page) }, ...always(page)], TAP);
    await page.locator("body").focus();
    await tabTo(page, "save");
    const downloading = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    expect((await downloading).suggestedFilename()).toBe("03-doors-copy.json");
    await expect(page.getByTestId("file-message")).toHaveText("Saved 03-doors-copy.json.");
    await tabTo(page, "file-menu");
    await page.keyboard.press("Space");
    await expect(menu(page)).toHaveAttribute("aria-expanded", "true");
    await tabTo(page, "library-select");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByTestId("library-select")).toHaveValue("02-junction-ratios.json");
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("open-library")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("level-title")).toHaveText("2 · Junction ratios");
    await expect(menu(page)).toBeFocused();
    await tabTo(page, "run", "Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/reactor\/play$/);
    await expect(page.getByTestId("turn")).toHaveText("Turn 1");
  });

  test("a file the loader refuses leaves the actions open, with the reason on screen", async ({ page }) => {
    await openEditor(page);
    await menu(page).click();
    await page.getByTestId("open-file").setInputFiles({
      name: "hello.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"hello":"world"}'),
    });
    const message = page.getByTestId("file-message");
    await expect(message).toHaveAttribute("role", "alert");
    await expect(message).toContainText("Your current work was kept");
    await expect(menu(page)).toHaveAttribute("aria-expanded", "true");
    await expectInside(page, [{ name: "file-message", at: message }]);
    await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers");
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("every file action is on the bar at once, as before, with no New or open button; a long name wraps", async ({
    page,
  }) => {
    await openEditor(page);
    await expect(menu(page)).toHaveCount(0);
    await expectInside(page, [...ids(page, NEW_AND_OPEN), ...always(page)]);
    // Two rows, as before the phone layout (144 px on the first tutorial).
    expect((await bar(page).boundingBox())!.height).toBeLessThanOrEqual(160);
    await page.getByTestId("tutorial-select").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("new-from-tutorial")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers (my copy)");
    await page.reload();
    await expect(page.getByTestId("level-title")).toHaveText("1 · Flow and consumers (my copy)");
    await expectInside(page, [...ids(page, NEW_AND_OPEN), ...always(page)]);

    await openLongName(page);
    await expectInside(page, [
      ...always(page),
      { name: "file-message", at: page.getByTestId("file-message") },
    ]);
    await expectNoSidewaysScroll(page);
  });
});
